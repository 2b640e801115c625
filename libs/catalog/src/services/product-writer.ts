import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, NoSuchEntityException, numberArray, RequestContext, Settled } from '@mercato/platform';
import { ProductInput } from '../dto/product.input';
import { PRODUCT_NOT_FOUND } from './product-reader';
import { ProductStockPort } from './product-stock';
import { ProductParts } from './product-parts';
import { NOT_SAVED, PlannedSave, ProductSavePlanner, ValueWrite } from './product-save-planner';
import { TierPricePersistence } from '../tier-prices/tier-price-persistence';

/**
 * Splits inputs, in order, into runs in which no SKU repeats (compared trimmed and lower-cased, as
 * the SKU index does): each run can be saved at once, and a later save of a SKU sees the product the
 * earlier one wrote. Answers the inputs' positions.
 */
export function distinctSkuRuns(inputs: readonly ProductInput[]): number[][] {
  const runs: number[][] = [];
  let seen = new Set<string>();
  let run: number[] = [];
  for (const [i, input] of inputs.entries()) {
    const key = typeof input.sku === 'string' ? input.sku.trim().toLowerCase() : '';
    if (key !== '' && seen.has(key)) {
      runs.push(run);
      run = [];
      seen = new Set();
    }
    if (key !== '') seen.add(key);
    run.push(i);
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * Creates, updates and deletes products (Magento ProductRepository::save and deleteById): the
 * ProductSavePlanner checks the inputs, this writes the valid ones with one statement per table.
 */
@Injectable()
export class ProductWriter {
  constructor(
    private readonly ds: Database,
    private readonly planner: ProductSavePlanner,
    private readonly parts: ProductParts,
    private readonly stockPort: ProductStockPort,
    private readonly tiers: TierPricePersistence,
  ) {}

  /**
   * Saves products whose SKUs are distinct (case-insensitively; see `distinctSkuRuns`), answering
   * each input's saved id or the error it failed with. Every input is checked first, one by one,
   * with Magento's messages (what the checks look up — existing products, attribute sets,
   * categories — is read once for all inputs); the valid ones are then written together, one
   * statement per table whatever their number, in one transaction. An input that fails writes
   * nothing; a database error fails the call. The synchronous save is this with one input.
   *
   * Two writers creating the same new SKU at once race for the SKU's unique index; the loser then
   * saves again, and now finds the product the winner made. It can when nothing of its call is
   * left: the transaction it opened rolled back, or its lone input's insert (its first write) did
   * nothing. A batch inside a caller's transaction throws instead (the consumer then runs each
   * operation alone).
   */
  async saveDistinct(ctx: RequestContext, inputs: ProductInput[]): Promise<Settled<number>[]> {
    try {
      return await this.saveDistinctOnce(ctx, inputs);
    } catch (error) {
      if (!(error instanceof SkuTaken) || (inputs.length > 1 && this.ds.inTransaction)) throw error;
      return this.saveDistinctOnce(ctx, inputs);
    }
  }

  private async saveDistinctOnce(ctx: RequestContext, inputs: ProductInput[]): Promise<Settled<number>[]> {
    const lookups = await this.planner.lookups(inputs);
    const results: Settled<number>[] = [];
    const planned: PlannedSave[] = [];
    for (const input of inputs) {
      try {
        planned.push(await this.planner.plan(ctx, input, lookups));
        results.push({ ok: true, value: 0 });
      } catch (error) {
        results.push({ ok: false, error });
      }
    }
    if (!planned.length) return results;
    // The writes are one unit, and a failure fails the whole call: no savepoint of their own.
    const ids = await this.ds.joinTransaction(() => this.write(planned));
    let next = 0;
    for (const r of results) if (r.ok) r.value = ids[next++];
    return results;
  }

  /**
   * Writes the planned saves (in the caller's transaction), one statement per table: the product
   * rows (new ones in input order, so ids follow acceptance), values, websites, categories, tier
   * prices, stock items, then every part. Answers the products' ids, in order.
   */
  private async write(planned: PlannedSave[]): Promise<number[]> {
    const created = planned.filter((p) => p.isNew);
    const updated = planned.filter((p) => !p.isNew);
    const ids = new Map<PlannedSave, number>();
    if (created.length) {
      const rows = await this.ds.prepared<{ entity_id: number; sku: string }>(
        'product_writer_insert',
        `INSERT INTO catalog_product_entity (sku, type_id, attribute_set_id)
         SELECT sku, type_id, attribute_set_id FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY
           AS x(sku, type_id, attribute_set_id, n)
         ORDER BY n
         ON CONFLICT DO NOTHING
         RETURNING entity_id, sku`,
        [created.map((p) => p.save.sku), created.map((p) => p.save.typeId), created.map((p) => p.attributeSetId ?? 4)],
      );
      // A SKU another writer created meanwhile (its insert waited for that commit, then did nothing).
      if (rows.length < created.length) throw new SkuTaken();
      const bySku = new Map(rows.map((r) => [r.sku, r.entity_id]));
      for (const p of created) ids.set(p, bySku.get(p.save.sku)!);
    }
    if (updated.length) {
      for (const p of updated) ids.set(p, p.save.existing!.id);
      await this.ds.prepared(
        'product_writer_update',
        `UPDATE catalog_product_entity e SET type_id = x.type_id, attribute_set_id = COALESCE(x.attribute_set_id, e.attribute_set_id),
           updated_at = now()
         FROM unnest($1::int[], $2::text[], $3::int[]) AS x(id, type_id, attribute_set_id)
         WHERE e.entity_id = x.id`,
        [updated.map((p) => ids.get(p)), updated.map((p) => p.save.typeId), numberArray(updated.map((p) => p.attributeSetId))],
      );
    }
    const idOf = (p: PlannedSave) => ids.get(p)!;
    await this.writeValues(planned.map((p) => ({ id: idOf(p), writes: p.writes })));
    const withWebsites = planned.filter((p) => p.websiteIds);
    if (withWebsites.length) {
      await this.replaceLinks(
        'catalog_product_website',
        'website_id',
        withWebsites.filter((p) => !p.isNew).map(idOf),
        withWebsites.flatMap((p) => p.websiteIds!.map((w) => [idOf(p), w, 0] as const)),
      );
    }
    const withCategories = planned.filter((p) => p.categoryLinks);
    if (withCategories.length) {
      await this.replaceLinks(
        'catalog_category_product',
        'category_id',
        withCategories.filter((p) => !p.isNew).map(idOf),
        withCategories.flatMap((p) => p.categoryLinks!.map((l) => [idOf(p), l.id, l.position] as const)),
      );
    }
    const withTiers = planned.filter((p) => p.tierRows);
    if (withTiers.length) {
      await this.tiers.replaceOfProducts(
        withTiers.filter((p) => !p.isNew).map(idOf),
        withTiers.flatMap((p) => p.tierRows!.map((t) => ({ ...t, entity: idOf(p) }))),
      );
    }
    const saved = planned.map((p) => ({
      product: { id: idOf(p), sku: p.save.existing?.sku ?? p.save.sku, typeId: p.save.typeId, isNew: p.isNew },
      stockItem: p.stockItem,
      parts: p.parts,
      save: p.save,
    }));
    // The products' stock items (a new product's default one), in the same transaction.
    await this.stockPort.stock?.afterSave(saved);
    // Media, options, links, the type-specific parts and the search documents.
    await this.parts.write(saved);
    return planned.map(idOf);
  }

  /**
   * The stored products' rows of a link table are replaced by the given ones: `[product, linked id,
   * position]` (the position is written only to tables that have one). New products have none to delete.
   */
  private async replaceLinks(
    table: 'catalog_product_website' | 'catalog_category_product',
    column: string,
    storedIds: number[],
    links: (readonly [number, number, number])[],
  ): Promise<void> {
    if (storedIds.length) await this.ds.prepared(`${table}_replace`, `DELETE FROM ${table} WHERE product_id = ANY($1::int[])`, [storedIds]);
    if (!links.length) return;
    const positioned = table === 'catalog_category_product';
    await this.ds.prepared(
      `${table}_insert`,
      `INSERT INTO ${table} (product_id, ${column}${positioned ? ', position' : ''})
       SELECT p, l${positioned ? ', n' : ''} FROM unnest($1::int[], $2::int[], $3::int[]) AS x(p, l, n)
       ON CONFLICT DO NOTHING`,
      [links.map((l) => l[0]), links.map((l) => l[1]), links.map((l) => l[2])],
    );
  }

  /** Deletes products by SKU: each SKU's outcome, the second of a repeated SKU not found (it is gone). */
  async deleteBySkus(skus: string[]): Promise<Settled<true>[]> {
    const keys = skus.map((s) => String(s).trim().toLowerCase());
    // TypeORM answers a DELETE with [rows, affected count].
    const [deleted]: [{ key: string }[], number] = await this.ds.query(
      `DELETE FROM catalog_product_entity WHERE lower(sku) = ANY($1::text[]) RETURNING lower(sku) AS key`,
      [keys],
    );
    const gone = new Set(deleted.map((d) => d.key));
    return keys.map((key) => {
      if (!gone.delete(key)) return { ok: false, error: new NoSuchEntityException(PRODUCT_NOT_FOUND) };
      return { ok: true, value: true };
    });
  }

  /**
   * One upsert per value table, whatever the number of products, attributes and stores. An empty
   * value removes the stored one instead (Magento deletes empty values), so a store view that is
   * emptied falls back to the default value again.
   */
  private async writeValues(products: { id: number; writes: ValueWrite[] }[]): Promise<void> {
    type Batch = { entity: number[]; attr: number[]; store: number[]; value: (string | number | null)[] };
    const upserts = new Map<string, Batch>();
    const deletes = new Map<string, Batch>();
    for (const { id, writes } of products) {
      for (const w of writes) {
        const target = w.value === null ? deletes : upserts;
        const t = target.get(w.meta.backend_type) ?? { entity: [], attr: [], store: [], value: [] };
        for (const s of w.storeIds) {
          t.entity.push(id);
          t.attr.push(w.meta.attribute_id);
          t.store.push(s);
          t.value.push(w.value);
        }
        target.set(w.meta.backend_type, t);
      }
    }
    // Every table's deletes and upserts in one statement (data-modifying CTEs): one round trip.
    const sqlType: Record<string, string> = { int: 'int', decimal: 'numeric', datetime: 'timestamp', varchar: 'varchar', text: 'text' };
    const params: unknown[] = [];
    const arrays = (...values: unknown[]) => values.map((v) => `$${params.push(v)}`);
    const steps: string[] = [];
    for (const [backend, t] of deletes) {
      const [e, a, st] = arrays(t.entity, t.attr, t.store);
      steps.push(
        `DELETE FROM catalog_product_entity_${backend} v USING unnest(${e}::int[], ${a}::int[], ${st}::int[]) AS x(e, a, s)
         WHERE v.entity_id = x.e AND v.attribute_id = x.a AND v.store_id = x.s`,
      );
    }
    for (const [backend, t] of upserts) {
      const [e, a, st, v] = arrays(t.entity, t.attr, t.store, t.value);
      steps.push(
        `INSERT INTO catalog_product_entity_${backend} (entity_id, attribute_id, store_id, value)
         SELECT e, a, s, v FROM unnest(${e}::int[], ${a}::int[], ${st}::int[], ${v}::${sqlType[backend]}[]) AS x(e, a, s, v)
         ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value`,
      );
    }
    if (!steps.length) return;
    const last = steps.pop()!;
    const ctes = steps.map((step, i) => `w${i} AS (${step})`);
    const text = `${ctes.length ? `WITH ${ctes.join(',\n')}\n` : ''}${last}`;
    // Named by its text: a few shapes (which tables a batch writes) recur, each planned once.
    await this.ds.prepared(`product_values_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, params);
  }
}

/**
 * A new product's SKU was created by another writer while this save was being planned. Should it
 * ever reach a client (the SKU deleted and created again meanwhile), it is Magento's save failure.
 */
class SkuTaken extends CouldNotSaveException {
  constructor() {
    super(NOT_SAVED);
  }
}
