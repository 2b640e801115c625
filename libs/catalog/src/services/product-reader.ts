import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  Database,
  echoCriteria,
  NoSuchEntityException,
  numberArray,
  textArray,
  roundPriceScale,
  runSearch,
  SearchCriteria,
  SearchFieldMap,
  SearchResults,
  toNumber,
} from '@mercato/platform';
import { AttributeCatalog, AttributeMeta } from '@mercato/eav';
import { ALL_GROUPS_ID } from '@mercato/customer';
import { StoreDirectory, StoreRow } from '@mercato/store';
import { ProductParts } from './product-parts';
import { ProductStockPort } from './product-stock';

export const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";

/** Attributes that ProductInterface carries as top-level fields, with their JSON type. */
const TOP_LEVEL: Record<string, 'string' | 'number'> = {
  name: 'string',
  price: 'number',
  status: 'number',
  visibility: 'number',
  weight: 'number',
};

interface Row {
  entity_id: number;
  /** The SKU as asked, in a read by SKUs. */
  requested: string | null;
  sku: string;
  type_id: string;
  attribute_set_id: number;
  has_options: boolean;
  required_options: boolean;
  created_at: string;
  updated_at: string;
  attrs: [number, string | null][];
  website_ids: number[];
  category_links: { position: number; category_id: string }[];
  tier_prices: {
    all_groups: boolean;
    customer_group_id: number;
    qty: number;
    value: number;
    website_id: number;
    percentage_value: number | null;
  }[];
  /** Per reading part, in order: whether it has anything for this product. */
  part_reads: boolean[];
  /** Ids of other products whose data the parts embed in this one's answer. */
  embeds: number[];
  /** What the stock provider reads for the product (ProductStock.readSql), null without one. */
  stock_read: unknown;
}

export type ProductData = Record<string, unknown>;

/** A product read by SKU: the products its answer depends on (itself first) and its stock as read with it (ProductStock.readSql). */
export interface ProductRead {
  product: ProductData;
  dependsOn: number[];
  stockRead?: unknown;
}

/**
 * Reads products in Magento's ProductInterface shape for a store view: each attribute's value for
 * that store, falling back to the default (store 0). One statement loads any number of products
 * with their values, websites, category links and tier prices, and says which parts (media,
 * options, links, type extensions) have more for which product; those parts then read, one
 * statement each for all the products they have something for.
 */
@Injectable()
export class ProductReader {
  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeCatalog,
    private readonly stores: StoreDirectory,
    private readonly parts: ProductParts,
    private readonly stockPort: ProductStockPort,
  ) {}

  /** The product found by SKU (trimmed, case-insensitive) with all it carries. */
  async getBySku(sku: string, storeId: number): Promise<ProductData> {
    return (await this.readBySku(sku, storeId)).product;
  }

  /**
   * The product found by SKU, and the ids of the products its answer depends on: itself and those
   * whose data a part embeds in it (for the product cache). One prepared statement for a product
   * that no part has more to say about (a simple product without media, options or links); it also
   * answers the product's stock as the stock provider reads it (`stockRead`, see ProductStock.readSql).
   */
  readBySku(sku: string, storeId: number): Promise<ProductRead> {
    // Inside a transaction the read must run on its connection, and see its writes: alone.
    if (this.ds.inTransaction) return this.readBatch(storeId, [sku]).then(([found]) => (isRead(found) ? found : Promise.reject(found)));
    return new Promise<ProductRead>((resolve, reject) => {
      const list = this.pending.get(storeId);
      if (list) list.push({ sku, resolve, reject });
      else this.pending.set(storeId, [{ sku, resolve, reject }]);
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** SKU reads waiting for the next turn of the event loop, per store. */
  private readonly pending = new Map<number, { sku: string; resolve: (r: ProductRead) => void; reject: (e: unknown) => void }[]>();
  private flushing = false;

  /**
   * The SKU reads that came in during one turn of the event loop, one statement per store: under
   * load, concurrent requests for different products share a round trip (and its parts' reads).
   */
  private flush(): void {
    this.flushing = false;
    const batches = [...this.pending];
    this.pending.clear();
    for (const [storeId, list] of batches) {
      this.readBatch(
        storeId,
        list.map((r) => r.sku),
      ).then(
        (found) => list.forEach((r, i) => (isRead(found[i]) ? r.resolve(found[i]) : r.reject(found[i]))),
        (error: unknown) => list.forEach((r) => r.reject(error)),
      );
    }
  }

  /** Each SKU's product (or the not-found error), in the order asked. */
  private async readBatch(storeId: number, skus: string[]): Promise<(ProductRead | NoSuchEntityException)[]> {
    const distinct = [...new Set(skus)];
    const rows = await this.load('skus', 'lower(e.sku) = lower(trim(k.requested))', [textArray(distinct), storeId]);
    const products = await this.toProducts(rows, storeId);
    const found = new Map<string, ProductRead>();
    rows.forEach((r, i) =>
      found.set(r.requested!, { product: products[i], dependsOn: [r.entity_id, ...r.embeds], stockRead: r.stock_read }),
    );
    return skus.map((sku) => found.get(sku) ?? new NoSuchEntityException(PRODUCT_NOT_FOUND));
  }

  async loadByIds(ids: number[], storeId: number): Promise<ProductData[]> {
    return (await this.readByIds(ids, storeId)).map((r) => r.product);
  }

  /** `loadByIds` with what each answer depends on (see readBySku); ids not found are left out. */
  async readByIds(ids: number[], storeId: number): Promise<ProductRead[]> {
    if (!ids.length) return [];
    const rows = await this.load('ids', 'entity_id = ANY($1::int[])', [numberArray(ids), storeId]);
    const order = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(a.entity_id)! - order.get(b.entity_id)!);
    const products = await this.toProducts(rows, storeId);
    return rows.map((r, i) => ({ product: products[i], dependsOn: [r.entity_id, ...r.embeds], stockRead: r.stock_read }));
  }

  /**
   * Products matching `where` ($1) with their values for store $2 (else store 0), websites, links,
   * tiers, and per reading part whether it has anything for the product (and what it embeds), as
   * one named prepared statement: planned once per connection, not on every read.
   */
  private load(kind: 'skus' | 'ids', where: string, params: unknown[]): Promise<Row[]> {
    const statement = (this.statements[kind] ??= this.statement(kind, where));
    return this.ds.prepared<Row>(statement.name, statement.text, params);
  }

  private readonly statements: Partial<Record<'skus' | 'ids', { name: string; text: string }>> = {};

  private statement(kind: string, where: string): { name: string; text: string } {
    const folded = this.parts.folded();
    // Correlated with the product row, not joined to the list of products: each product's values are
    // a few index probes. Joined to the list (`entity_id IN (SELECT … FROM p)`), every probe also
    // rescanned the list, and a read of 200 products (a bulk's results, a list page) took 2–3 times as long.
    const values = (table: string, expr = 'value::text') =>
      `SELECT attribute_id, store_id, ${expr} AS value FROM ${table} WHERE entity_id = p.entity_id AND store_id IN (0, $2)`;
    // By SKU, each product comes with the SKU it was asked by ($1: the SKUs, as sent).
    const products =
      kind === 'skus'
        ? `SELECT e.*, k.requested FROM unnest($1::text[]) AS k(requested) JOIN catalog_product_entity e ON ${where}`
        : `SELECT *, NULL::text AS requested FROM catalog_product_entity WHERE ${where}`;
    const text = `WITH p AS (${products})
       SELECT p.entity_id, p.requested, p.sku, p.type_id, p.attribute_set_id, p.has_options, p.required_options,
         to_char(p.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at,
         to_char(p.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at,
         COALESCE((SELECT json_agg(json_build_array(v.attribute_id, v.value)) FROM (
           SELECT DISTINCT ON (attribute_id) attribute_id, value FROM (
             ${values('catalog_product_entity_varchar')}
             UNION ALL ${values('catalog_product_entity_int')}
             UNION ALL ${values('catalog_product_entity_decimal')}
             UNION ALL ${values('catalog_product_entity_datetime', `to_char(value, 'YYYY-MM-DD HH24:MI:SS')`)}
             UNION ALL ${values('catalog_product_entity_text')}
           ) u ORDER BY attribute_id, store_id DESC
         ) v), '[]') AS attrs,
         COALESCE((SELECT json_agg(w.website_id ORDER BY w.website_id) FROM catalog_product_website w WHERE w.product_id = p.entity_id),
         '[]') AS website_ids,
         COALESCE((SELECT json_agg(json_build_object('position', c.position, 'category_id', c.category_id::text) ORDER BY c.category_id)
                   FROM catalog_category_product c WHERE c.product_id = p.entity_id), '[]') AS category_links,
         COALESCE((SELECT json_agg(json_build_object('all_groups', t.all_groups, 'customer_group_id', t.customer_group_id,
                     'qty', t.qty, 'value', t.value, 'website_id', t.website_id, 'percentage_value', t.percentage_value)
                     ORDER BY t.value_id)
                   FROM catalog_product_entity_tier_price t WHERE t.entity_id = p.entity_id), '[]') AS tier_prices,
         ARRAY[${folded.readsWhen.join(', ')}]::boolean[] AS part_reads,
         ${['ARRAY[]::int[]', ...folded.embeds.map((e) => `COALESCE(${e}, ARRAY[]::int[])`)].join(' || ')} AS embeds,
         ${this.stockPort.stock?.readSql ?? 'NULL::json'} AS stock_read
       FROM p`;
    return { name: `catalog_product_read_${kind}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`, text };
  }

  /** The products, then what each registered part (media, options, links, …) adds to those it has something for. */
  private async toProducts(rows: Row[], storeId: number): Promise<ProductData[]> {
    const byId = await this.attributes.productAttributesById();
    const products = rows.map((r) => toProduct(r, byId));
    await this.parts.read(products, storeId, (product, part) => rows[product].part_reads[part]);
    return products;
  }

  async getList(criteria: SearchCriteria, storeId: number): Promise<SearchResults<ProductData>> {
    const scoped = await this.membershipFilters(criteria, storeId);
    const { rows: page, total } = await runSearch<{ entity_id: number }>(this.ds, scoped.criteria, {
      select: 'e.entity_id',
      from: 'catalog_product_entity e',
      fields: await this.searchFields(scoped.storeId),
      defaultOrder: 'e.entity_id ASC',
      conditions: scoped.conditions,
      params: scoped.params,
    });
    return {
      items: await this.loadByIds(
        page.map((p) => p.entity_id),
        scoped.storeId,
      ),
      search_criteria: echoCriteria(criteria),
      total_count: total,
    };
  }

  /**
   * Magento's product custom filters (ProductCategoryFilter, ProductWebsiteFilter,
   * ProductStoreFilter): membership tests applied to the collection itself, so each is AND-ed with
   * the rest whatever its group. `store_id` (or `store`) also switches the store whose values are
   * read and keeps the products of that store's website.
   */
  private async membershipFilters(
    criteria: SearchCriteria,
    storeId: number,
  ): Promise<{ criteria: SearchCriteria; conditions: string[]; params: unknown[]; storeId: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    const bind = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    const ids = (values: string[]) =>
      values
        .map((v) => v.trim())
        .filter((v) => /^\d+$/.test(v))
        .map(Number);
    let effectiveStore = storeId;
    const groups = [];
    for (const group of criteria.filter_groups ?? []) {
      const rest = [];
      for (const f of group.filters ?? []) {
        const value = f.value === undefined || f.value === null ? '' : String(f.value);
        // Names match without regard to case, as under MySQL (`Category_Id` is `category_id`).
        switch (String(f.field ?? '').toLowerCase()) {
          case 'category_id': {
            const type = (f.condition_type || 'in').toLowerCase();
            const list = type === 'in' || type === 'nin' ? value.split(',') : [value];
            const negate = type === 'neq' || type === 'nin';
            conditions.push(
              `e.entity_id ${negate ? 'NOT IN' : 'IN'} (SELECT c.product_id FROM catalog_category_product c
               WHERE c.category_id = ANY(${bind(ids(list))}::int[]))`,
            );
            break;
          }
          case 'website_id': {
            const list = value.includes(',') ? ids(value.split(',')) : [await this.websiteId(value, storeId)];
            conditions.push(
              `e.entity_id IN (SELECT w.product_id FROM catalog_product_website w WHERE w.website_id = ANY(${bind(list)}::int[]))`,
            );
            break;
          }
          case 'store_id':
          case 'store': {
            const store = await this.store(value);
            if (store.store_id !== 0) {
              effectiveStore = store.store_id;
              conditions.push(
                `e.entity_id IN (SELECT w.product_id FROM catalog_product_website w WHERE w.website_id = ${bind(store.website_id)}::int)`,
              );
            }
            break;
          }
          default:
            rest.push(f);
        }
      }
      groups.push({ ...group, filters: rest });
    }
    return { criteria: { ...criteria, filter_groups: groups }, conditions, params, storeId: effectiveStore };
  }

  /** Magento StoreManager::getWebsite: an id or a code; an empty value is the current store's website. */
  private async websiteId(value: string, storeId: number): Promise<number> {
    if (value.trim() === '') return (await this.stores.store(storeId))?.website_id ?? 0;
    const website = (await this.stores.allWebsites()).find((w) => String(w.website_id) === value.trim() || w.code === value.trim());
    if (!website) {
      throw new NoSuchEntityException("The website with id %1 that was requested wasn't found. Verify the website and try again.", [value]);
    }
    return website.website_id;
  }

  private async store(value: string): Promise<StoreRow> {
    const v = value.trim();
    const store = (await this.stores.allStores()).find((s) => String(s.store_id) === v || s.code === v);
    if (!store) throw new NoSuchEntityException("The store that was requested wasn't found. Verify the store and try again.");
    return store;
  }

  /** Product columns and every attribute, as SQL expressions valued in the given store. */
  private async searchFields(storeId: number): Promise<SearchFieldMap> {
    const store = Math.trunc(storeId);
    const fields: SearchFieldMap = {
      entity_id: { sql: 'e.entity_id', type: 'int' },
      id: { sql: 'e.entity_id', type: 'int' },
      sku: { sql: 'e.sku', type: 'text' },
      type_id: { sql: 'e.type_id', type: 'text' },
      attribute_set_id: { sql: 'e.attribute_set_id', type: 'int' },
      created_at: { sql: 'e.created_at', type: 'timestamp' },
      updated_at: { sql: 'e.updated_at', type: 'timestamp' },
      website_id: { sql: '(SELECT min(w.website_id) FROM catalog_product_website w WHERE w.product_id = e.entity_id)', type: 'int' },
      category_id: { sql: '(SELECT min(c.category_id) FROM catalog_category_product c WHERE c.product_id = e.entity_id)', type: 'int' },
    };
    for (const m of await this.attributes.productAttributes()) {
      if (m.backend_type === 'static' || fields[m.attribute_code]) continue;
      // The store's value, else the default one, as Magento's collection joins them: two outer
      // joins of the value table, which PostgreSQL hash-joins over the attribute's rows once.
      const table = `catalog_product_entity_${m.backend_type}`;
      const [d, v] = [`a${m.attribute_id}_d`, `a${m.attribute_id}_s`];
      const on = (alias: string, storeId: number) =>
        `LEFT JOIN ${table} ${alias} ON ${alias}.entity_id = e.entity_id AND ${alias}.attribute_id = ${m.attribute_id}
         AND ${alias}.store_id = ${storeId}`;
      fields[m.attribute_code] =
        store === 0
          ? { sql: `${d}.value`, join: on(d, 0), type: sqlType(m) }
          : { sql: `COALESCE(${v}.value, ${d}.value)`, join: `${on(d, 0)} ${on(v, store)}`, type: sqlType(m) };
    }
    return fields;
  }
}

const isRead = (r: ProductRead | NoSuchEntityException): r is ProductRead => 'product' in r;

function sqlType(m: AttributeMeta) {
  switch (m.backend_type) {
    case 'int':
      return 'int' as const;
    case 'decimal':
      return 'numeric' as const;
    case 'datetime':
      return 'timestamp' as const;
    default:
      return 'text' as const;
  }
}

function toProduct(r: Row, metas: ReadonlyMap<number, AttributeMeta>): ProductData {
  const top: Record<string, unknown> = {};
  const custom: { attribute_code: string; value: unknown }[] = [];
  let basePrice = 0;
  for (const [attributeId, value] of r.attrs) {
    const meta = metas.get(attributeId);
    if (!meta || value === null) continue;
    const code = meta.attribute_code;
    if (code === 'price') basePrice = Number(value);
    if (TOP_LEVEL[code]) top[code] = TOP_LEVEL[code] === 'number' ? Number(value) : value;
    else custom.push({ attribute_code: code, value });
  }
  if (r.category_links.length) custom.push({ attribute_code: 'category_ids', value: r.category_links.map((c) => c.category_id) });
  custom.push({ attribute_code: 'has_options', value: r.has_options ? '1' : '0' });
  custom.push({ attribute_code: 'required_options', value: r.required_options ? '1' : '0' });
  custom.sort((a, b) => a.attribute_code.localeCompare(b.attribute_code));

  const extension: Record<string, unknown> = { website_ids: r.website_ids };
  if (r.category_links.length) extension.category_links = r.category_links;

  const product: ProductData = { id: r.entity_id, sku: r.sku };
  if (top.name !== undefined) product.name = top.name;
  product.attribute_set_id = r.attribute_set_id;
  if (top.price !== undefined) product.price = top.price;
  if (top.status !== undefined) product.status = top.status;
  if (top.visibility !== undefined) product.visibility = top.visibility;
  product.type_id = r.type_id;
  product.created_at = r.created_at;
  product.updated_at = r.updated_at;
  if (top.weight !== undefined) product.weight = top.weight;
  product.extension_attributes = extension;
  product.product_links = [];
  product.options = [];
  product.media_gallery_entries = [];
  product.tier_prices = r.tier_prices.map((t) => {
    const pct = toNumber(t.percentage_value);
    const ext: Record<string, unknown> = { website_id: t.website_id };
    if (pct !== null) ext.percentage_value = pct;
    return {
      customer_group_id: t.all_groups ? ALL_GROUPS_ID : t.customer_group_id,
      qty: Number(t.qty),
      value: pct !== null ? roundPriceScale(basePrice * (1 - pct / 100)) : Number(t.value),
      extension_attributes: ext,
    };
  });
  product.custom_attributes = custom;
  return product;
}
