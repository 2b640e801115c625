import { Injectable } from '@nestjs/common';
import { boolArray, Database, numberArray, textArray } from '@mercato/platform';
import { OptionWrite, PriceWrite } from './option-plan';

/** Product types whose has_options / required_options only custom options decide (no type part sets them). */
const FLAGS_OWNED_BY_OPTIONS = ['simple', 'virtual'];

/** Ids of the options being written and, per option, of its values (new ones freshly taken). */
interface AssignedIds {
  options: number[];
  values: number[][];
}

/**
 * Writes planned options (see option-plan.ts) set-based: a constant number of statements whatever
 * the number of options and values. Runs inside the caller's transaction (`Database.query` joins it).
 *
 * Scope, as Magento's option resource models save it: titles go to the write's store (a store view
 * also gets a default title when the option has none yet, and a null title there drops the store
 * view's own); prices go to the default scope (store 0), which is all Magento writes under the
 * default global price scope.
 */
@Injectable()
export class OptionWriter {
  constructor(private readonly ds: Database) {}

  /**
   * Saves `options` of the product. With `replace`, the product's other options are removed (a
   * product save's `options` list replaces them). Returns the ids of the saved options, in order.
   */
  async write(productId: number, options: readonly OptionWrite[], storeId: number, replace: boolean): Promise<number[]> {
    const ids = await this.assignIds(options);
    const kept = options.filter((o) => o.id !== null).map((o) => o.id!);
    if (replace) {
      await this.ds.query(`DELETE FROM catalog_product_option WHERE product_id = $1 AND NOT (option_id = ANY($2::int[]))`, [
        productId,
        numberArray(kept),
      ]);
    }
    if (options.length) {
      await this.writeOptionRows(productId, options, ids.options);
      await this.writeTitles(
        'catalog_product_option_title',
        'option_id',
        ids.options,
        options.map((o) => o.title),
        storeId,
      );
      await this.writeOptionPrices(options, ids.options);
      await this.writeValues(options, ids, kept, storeId);
    }
    await this.refreshFlags([productId]);
    return ids.options;
  }

  /** Removes one option of the product; false when the product has no such option. */
  async delete(productId: number, optionId: number): Promise<boolean> {
    const [, affected]: [unknown[], number] = await this.ds.query(
      `DELETE FROM catalog_product_option WHERE product_id = $1 AND option_id = $2`,
      [productId, optionId],
    );
    if (affected) await this.refreshFlags([productId]);
    return affected > 0;
  }

  /**
   * catalog_product_entity.has_options / required_options after an options write: true when the
   * product has (required) options. Bundle and configurable products also get these flags from
   * their own parts, so for them options only ever set a flag, never clear it.
   */
  async refreshFlags(productIds: readonly number[]): Promise<void> {
    await this.ds.query(
      `WITH f AS (
         SELECT p.entity_id,
                CASE WHEN EXISTS (SELECT 1 FROM catalog_product_option o WHERE o.product_id = p.entity_id) THEN true
                     WHEN p.type_id = ANY($2::text[]) THEN false ELSE p.has_options END AS has_options,
                CASE WHEN EXISTS (SELECT 1 FROM catalog_product_option o WHERE o.product_id = p.entity_id AND o.is_require) THEN true
                     WHEN p.type_id = ANY($2::text[]) THEN false ELSE p.required_options END AS required_options
         FROM catalog_product_entity p WHERE p.entity_id = ANY($1::int[])
       )
       UPDATE catalog_product_entity e SET has_options = f.has_options, required_options = f.required_options
       FROM f
       WHERE e.entity_id = f.entity_id AND (e.has_options, e.required_options) IS DISTINCT FROM (f.has_options, f.required_options)`,
      [numberArray([...productIds]), textArray(FLAGS_OWNED_BY_OPTIONS)],
    );
  }

  /** The ids of the options and of their values, taking new ids for the new ones in one statement. */
  private async assignIds(options: readonly OptionWrite[]): Promise<AssignedIds> {
    const newOptions = options.filter((o) => o.id === null).length;
    const newValues = options.reduce((n, o) => n + o.values.filter((v) => v.id === null).length, 0);
    let fresh = { options: [] as number[], vals: [] as number[] };
    if (newOptions || newValues) {
      [fresh] = await this.ds.query(
        `SELECT ARRAY(SELECT nextval(pg_get_serial_sequence('catalog_product_option', 'option_id'))::int
         FROM generate_series(1, $1)) AS options,
                ARRAY(SELECT nextval(pg_get_serial_sequence('catalog_product_option_type_value', 'option_type_id'))::int
                FROM generate_series(1, $2)) AS vals`,
        [newOptions, newValues],
      );
    }
    let nextOption = 0;
    let nextValue = 0;
    return {
      options: options.map((o) => o.id ?? fresh.options[nextOption++]),
      values: options.map((o) => o.values.map((v) => v.id ?? fresh.vals[nextValue++])),
    };
  }

  private async writeOptionRows(productId: number, options: readonly OptionWrite[], ids: number[]): Promise<void> {
    const col = <T>(f: (o: OptionWrite) => T) => options.map(f);
    await this.ds.query(
      `INSERT INTO catalog_product_option
         (option_id, product_id, type, is_require, sku, max_characters, file_extension, image_size_x, image_size_y, sort_order)
       SELECT id, $1, t, r, s, mc, fe, x, y, so
       FROM unnest($2::int[], $3::text[], $4::boolean[], $5::text[], $6::int[], $7::text[], $8::int[], $9::int[], $10::int[])
         AS u(id, t, r, s, mc, fe, x, y, so)
       ON CONFLICT (option_id) DO UPDATE SET type = EXCLUDED.type, is_require = EXCLUDED.is_require, sku = EXCLUDED.sku,
         max_characters = EXCLUDED.max_characters, file_extension = EXCLUDED.file_extension,
         image_size_x = EXCLUDED.image_size_x, image_size_y = EXCLUDED.image_size_y, sort_order = EXCLUDED.sort_order`,
      [
        productId,
        numberArray(ids),
        textArray(col((o) => o.type)),
        boolArray(col((o) => o.isRequire)),
        textArray(col((o) => o.sku)),
        numberArray(col((o) => o.maxCharacters)),
        textArray(col((o) => o.fileExtension)),
        numberArray(col((o) => o.imageSizeX)),
        numberArray(col((o) => o.imageSizeY)),
        numberArray(col((o) => o.sortOrder)),
      ],
    );
  }

  /**
   * Titles of options or values (Magento's _saveValueTitles): the default title is written when
   * saving in the default scope, or when the row has none yet; a store view writes its own title,
   * and a null title there removes the store view's title.
   */
  private async writeTitles(table: string, idColumn: string, ids: number[], titles: (string | null)[], storeId: number): Promise<void> {
    const given = ids.map((id, i) => ({ id, title: titles[i] })).filter((r) => r.title !== null);
    if (given.length) {
      await this.ds.query(
        `INSERT INTO ${table} (${idColumn}, store_id, title)
         SELECT u.id, s.store_id, u.title FROM unnest($1::int[], $2::text[]) AS u(id, title)
         CROSS JOIN (SELECT DISTINCT unnest(ARRAY[0, $3::int]) AS store_id) s
         ON CONFLICT (${idColumn}, store_id) DO UPDATE SET title = EXCLUDED.title WHERE EXCLUDED.store_id = $3`,
        [numberArray(given.map((r) => r.id)), textArray(given.map((r) => r.title)), storeId],
      );
    }
    const dropped = ids.filter((_, i) => titles[i] === null);
    if (storeId !== 0 && dropped.length) {
      await this.ds.query(`DELETE FROM ${table} WHERE ${idColumn} = ANY($1::int[]) AND store_id = $2`, [numberArray(dropped), storeId]);
    }
  }

  /** A select-type option has no price of its own (its values do); the others have one. */
  private async writeOptionPrices(options: readonly OptionWrite[], ids: number[]): Promise<void> {
    const unpriced = ids.filter((_, i) => options[i].price === null);
    if (unpriced.length)
      await this.ds.query(`DELETE FROM catalog_product_option_price WHERE option_id = ANY($1::int[])`, [numberArray(unpriced)]);
    const priced = ids
      .map((id, i) => ({ id, price: options[i].price }))
      .filter((r): r is { id: number; price: PriceWrite } => r.price !== null);
    await this.writePrices('catalog_product_option_price', 'option_id', priced);
  }

  /**
   * The options' values: the ones an existing option (`existing`) no longer lists go, the listed
   * ones are saved. Options that are not of a select type list none, so they keep none.
   */
  private async writeValues(options: readonly OptionWrite[], ids: AssignedIds, existing: number[], storeId: number): Promise<void> {
    const rows = options.flatMap((o, i) => o.values.map((value, j) => ({ optionId: ids.options[i], id: ids.values[i][j], value })));
    if (existing.length) {
      await this.ds.query(
        `DELETE FROM catalog_product_option_type_value WHERE option_id = ANY($1::int[]) AND NOT (option_type_id = ANY($2::int[]))`,
        [numberArray(existing), numberArray(rows.filter((r) => r.value.id !== null).map((r) => r.id))],
      );
    }
    if (!rows.length) return;
    await this.ds.query(
      `INSERT INTO catalog_product_option_type_value (option_type_id, option_id, sku, sort_order)
       SELECT id, o, s, so FROM unnest($1::int[], $2::int[], $3::text[], $4::int[]) AS u(id, o, s, so)
       ON CONFLICT (option_type_id) DO UPDATE SET sku = EXCLUDED.sku, sort_order = EXCLUDED.sort_order`,
      [
        numberArray(rows.map((r) => r.id)),
        numberArray(rows.map((r) => r.optionId)),
        textArray(rows.map((r) => r.value.sku)),
        numberArray(rows.map((r) => r.value.sortOrder)),
      ],
    );
    await this.writeTitles(
      'catalog_product_option_type_title',
      'option_type_id',
      rows.map((r) => r.id),
      rows.map((r) => r.value.title),
      storeId,
    );
    const priced = rows.filter((r) => r.value.price !== null).map((r) => ({ id: r.id, price: r.value.price! }));
    await this.writePrices('catalog_product_option_type_price', 'option_type_id', priced);
  }

  private async writePrices(table: string, idColumn: string, rows: { id: number; price: PriceWrite }[]): Promise<void> {
    if (!rows.length) return;
    await this.ds.query(
      `INSERT INTO ${table} (${idColumn}, store_id, price, price_type)
       SELECT id, 0, p, t FROM unnest($1::int[], $2::numeric[], $3::text[]) AS u(id, p, t)
       ON CONFLICT (${idColumn}, store_id) DO UPDATE SET price = EXCLUDED.price, price_type = EXCLUDED.price_type`,
      [numberArray(rows.map((r) => r.id)), numberArray(rows.map((r) => r.price.price)), textArray(rows.map((r) => r.price.priceType))],
    );
  }
}
