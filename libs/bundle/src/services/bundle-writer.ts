import { Injectable } from '@nestjs/common';
import { boolArray, Database, numberArray, textArray } from '@mercato/platform';
import { ProductRowWriter } from '@mercato/catalog';
import { BundleWrite, LinkWrite, WrittenIds } from './bundle-write';

/**
 * Applies a checked BundleWrite: deletes options, upserts options, their titles and their
 * selections, and marks the product as having options. A fixed number of statements whatever the
 * number of options and links; callers run it in a transaction (a product save's, or their own).
 */
@Injectable()
export class BundleWriter {
  constructor(
    private readonly ds: Database,
    private readonly productRow: ProductRowWriter,
  ) {}

  async apply(write: BundleWrite): Promise<WrittenIds> {
    const { productId } = write;
    if (write.deleteOptionIds.length) {
      await this.ds.query(`DELETE FROM catalog_product_bundle_option WHERE parent_id = $1 AND option_id = ANY($2::int[])`, [
        productId,
        numberArray(write.deleteOptionIds),
      ]);
    }
    const optionIds = await this.withIds(
      'catalog_product_bundle_option',
      write.options.map((o) => o.optionId),
    );
    if (write.options.length) await this.upsertOptions(productId, write, optionIds);
    await this.writeTitles(write, optionIds);

    const replaced = write.options.map((o, i) => (o.links ? optionIds[i] : null)).filter((id): id is number => id !== null);
    const links: { optionId: number; link: LinkWrite }[] = [];
    write.options.forEach((o, i) => o.links?.forEach((link) => links.push({ optionId: optionIds[i], link })));
    const selectionIds = await this.withIds(
      'catalog_product_bundle_selection',
      links.map((l) => l.link.selectionId),
    );
    if (replaced.length) {
      await this.ds.query(
        `DELETE FROM catalog_product_bundle_selection
         WHERE parent_product_id = $1 AND option_id = ANY($2::int[]) AND NOT (selection_id = ANY($3::int[]))`,
        [productId, numberArray(replaced), numberArray(selectionIds)],
      );
    }
    if (links.length) await this.upsertSelections(productId, links, selectionIds);
    await this.markHasOptions(productId);

    let next = 0;
    return {
      optionIds,
      selectionIds: write.options.map((o) => (o.links ?? []).map(() => selectionIds[next++])),
    };
  }

  /** The given ids, with new ones drawn from the table's sequence (one statement for all). */
  private async withIds(table: string, given: (number | undefined)[]): Promise<number[]> {
    const missing = given.filter((id) => id === undefined).length;
    if (!missing) return given as number[];
    const column = table === 'catalog_product_bundle_option' ? 'option_id' : 'selection_id';
    const rows: { id: number }[] = await this.ds.query(
      `SELECT nextval(pg_get_serial_sequence($1, $2))::int AS id FROM generate_series(1, $3)`,
      [table, column, missing],
    );
    let next = 0;
    return given.map((id) => id ?? rows[next++].id);
  }

  private async upsertOptions(productId: number, write: BundleWrite, ids: number[]): Promise<void> {
    const o = write.options;
    await this.ds.query(
      `INSERT INTO catalog_product_bundle_option (option_id, parent_id, required, position, type)
       SELECT id, $1, r, p, t FROM unnest($2::int[], $3::boolean[], $4::int[], $5::text[]) AS x(id, r, p, t)
       ON CONFLICT (option_id) DO UPDATE SET required = EXCLUDED.required, position = EXCLUDED.position, type = EXCLUDED.type`,
      [
        productId,
        numberArray(ids),
        boolArray(o.map((x) => x.required)),
        numberArray(o.map((x) => x.position)),
        textArray(o.map((x) => x.type)),
      ],
    );
  }

  /** A new option's title is its default (store 0); an update writes the title of the write's store. */
  private async writeTitles(write: BundleWrite, ids: number[]): Promise<void> {
    const option: number[] = [];
    const store: number[] = [];
    const title: string[] = [];
    write.options.forEach((o, i) => {
      if (o.title === undefined) return;
      option.push(ids[i]);
      store.push(o.optionId === undefined ? 0 : write.titleStoreId);
      title.push(o.title);
    });
    if (!option.length) return;
    await this.ds.query(
      `INSERT INTO catalog_product_bundle_option_value (option_id, store_id, title)
       SELECT o, s, t FROM unnest($1::int[], $2::int[], $3::text[]) AS x(o, s, t)
       ON CONFLICT (option_id, store_id) DO UPDATE SET title = EXCLUDED.title`,
      [numberArray(option), numberArray(store), textArray(title)],
    );
  }

  private async upsertSelections(productId: number, links: { optionId: number; link: LinkWrite }[], ids: number[]): Promise<void> {
    const col = <T>(f: (l: LinkWrite) => T) => links.map((x) => f(x.link));
    await this.ds.query(
      `INSERT INTO catalog_product_bundle_selection (selection_id, option_id, parent_product_id, product_id, position, is_default,
         selection_price_type, selection_price_value, selection_qty, selection_can_change_qty)
       SELECT id, o, $1, p, pos, d, pt, pv, q, c
       FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::boolean[], $7::int[], $8::numeric[], $9::numeric[], $10::int[])
         AS x(id, o, p, pos, d, pt, pv, q, c)
       ON CONFLICT (selection_id) DO UPDATE SET option_id = EXCLUDED.option_id, product_id = EXCLUDED.product_id,
         position = EXCLUDED.position, is_default = EXCLUDED.is_default, selection_price_type = EXCLUDED.selection_price_type,
         selection_price_value = EXCLUDED.selection_price_value, selection_qty = EXCLUDED.selection_qty,
         selection_can_change_qty = EXCLUDED.selection_can_change_qty`,
      [
        productId,
        numberArray(ids),
        numberArray(links.map((l) => l.optionId)),
        numberArray(col((l) => l.productId)),
        numberArray(col((l) => l.position)),
        boolArray(col((l) => l.isDefault)),
        numberArray(col((l) => l.priceType)),
        numberArray(col((l) => l.price)),
        numberArray(col((l) => l.qty)),
        numberArray(col((l) => l.canChangeQty)),
      ],
    );
  }

  /**
   * A bundle with options has options, and required ones (a bundle is bought through them). Only
   * ever set here: custom options may also have set the flags, so they are not cleared.
   */
  private async markHasOptions(productId: number): Promise<void> {
    await this.productRow.raiseOptionFlags(productId, `EXISTS (SELECT 1 FROM catalog_product_bundle_option WHERE parent_id = $1)`);
  }
}
