import { Injectable } from '@nestjs/common';
import { Database, LocalizedException } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { FinalPrices, PriceScopeValues } from '@mercato/catalog';
import { Bucket, Condition, SearchAttribute, SearchRequest } from './search-requests';

/** A request with its placeholders bound, for one store. */
export interface BoundRequest {
  request: SearchRequest;
  /** placeholder → value, as the criteria's filters bound them (the last filter of a field wins). */
  values: ReadonlyMap<string, string>;
  /** The store whose documents and values are searched (0: the default values). */
  storeId: number;
  /** Only products of this website (null: any). */
  websiteId: number | null;
  /** The price scope and local time of the store: what guest final prices are computed with. */
  priceScope: PriceScopeValues;
  from: number;
  size: number;
  sort: { field: string; direction: 'ASC' | 'DESC' }[];
  /** Dynamic buckets to answer, each with the algorithm its method resolved to. */
  dynamicBuckets: Map<string, string>;
}

export interface EngineResult {
  total: number;
  items: { id: number; score: number }[];
  /** Per bucket of the request (in order): term buckets their [value, count] rows, dynamic buckets the value counts. */
  buckets: { bucket: Bucket; rows: [number | string, number][] }[];
}

/** Empty request (no bound query or filter): Magento's Cleaner throws this \InvalidArgumentException. */
/** A search with nothing to search by: the client's request, so a 400 (Magento masks it as an internal error). */
export class EmptyRequestDataError extends LocalizedException {
  constructor() {
    super('Request query and filters are not set');
  }
}

/** Attributes the engine reads by code: the name for sorting. */
const SYSTEM_ATTRIBUTES = ['name'] as const;
const BACKENDS = new Set(['varchar', 'int', 'decimal', 'datetime', 'text']);
const TERM_BUCKET_SIZE = 500;
const INT = /^\s*-?\d{1,9}\s*$/;
const NUMBER = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

/**
 * Runs a bound search request against `catalogsearch_fulltext` in ONE statement: the matches
 * (documents of the store, else the default ones for products the store has none of yet;
 * enabled; of the store's website; passing the request's filters), their count, the requested
 * page ordered by relevance (ts_rank_cd over the weighted documents, an exact SKU match first)
 * and every bucket's aggregation over all the matches.
 */
@Injectable()
export class SearchEngine {
  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeCatalog,
    private readonly finalPrices: FinalPrices,
  ) {}

  async run(r: BoundRequest): Promise<EngineResult> {
    const system = new Map<string, number>();
    for (const code of SYSTEM_ATTRIBUTES) system.set(code, (await this.attributes.require(code)).attribute_id);
    const sql = new SqlBuilder(r, system, this.finalPrices);
    const statement = sql.statement();
    const [row] = await this.ds.query(statement, sql.params);
    return {
      total: row.total,
      items: (row.page as [number, number][]).map(([id, score]) => ({ id, score })),
      buckets: sql.bucketColumns.map(({ bucket, column }) => ({ bucket, rows: row[column] ?? [] })),
    };
  }
}

class SqlBuilder {
  readonly params: unknown[] = [];
  readonly bucketColumns: { bucket: Bucket; column: string }[] = [];
  private readonly store: string;
  private needsPrice = false;
  private rank: string[] = [];
  private exactSku: string | null = null;

  constructor(
    private readonly r: BoundRequest,
    private readonly system: ReadonlyMap<string, number>,
    private readonly finalPrices: FinalPrices,
  ) {
    this.store = this.bind(r.storeId) + '::int';
  }

  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  statement(): string {
    const musts: string[] = [];
    const shoulds: string[] = [];
    let bound = 0;
    let visibilityBound = false;
    for (const c of this.r.request.conditions) {
      const sql = this.condition(c);
      if (sql === null) continue;
      bound++;
      if (c.kind === 'term' && c.field === 'visibility') visibilityBound = true;
      (c.clause === 'must' ? musts : shoulds).push(sql);
    }
    if (!bound) throw new EmptyRequestDataError();
    if (!visibilityBound) musts.push(`d.visibility = ANY(${this.bind(this.r.request.defaultVisibility)}::int[])`);
    if (shoulds.length) musts.push(`(${shoulds.join(' OR ')})`);
    if (this.r.websiteId !== null) {
      musts.push(
        `EXISTS (SELECT 1 FROM catalog_product_website w WHERE w.product_id = d.entity_id
         AND w.website_id = ${this.bind(this.r.websiteId)}::int)`,
      );
    }

    const score = this.rank.length
      ? `(${this.rank.join(' + ')})` + (this.exactSku ? ` + CASE WHEN lower(e.sku) = lower(${this.exactSku}) THEN 100 ELSE 0 END` : '')
      : '1';
    const sorts = this.sorts();
    const buckets = this.buckets();
    const columns = [`d.entity_id`, `round((${score})::numeric, 6)::float8 AS score`, ...sorts.columns];
    if (this.needsPrice) columns.push('pr.price');
    const priceJoin = this.needsPrice ? `LEFT JOIN LATERAL (${this.priceSql()}) pr ON true` : '';
    const order = [...sorts.order, 'score DESC', 'entity_id ASC'].join(', ');

    return `
      WITH docs AS (${this.docsSql()}),
      matched AS MATERIALIZED (
        SELECT ${columns.join(', ')}
        FROM docs d JOIN catalog_product_entity e ON e.entity_id = d.entity_id
        ${priceJoin}
        WHERE d.status = 1 AND ${musts.join(' AND ')}
      )
      SELECT (SELECT count(*)::int FROM matched) AS total,
        (SELECT COALESCE(json_agg(json_build_array(p.entity_id, p.score) ORDER BY p.rn), '[]') FROM (
           SELECT entity_id, score, row_number() OVER (ORDER BY ${order}) AS rn FROM matched
           ORDER BY ${order} LIMIT ${this.bind(this.r.size)}::bigint OFFSET ${this.bind(this.r.from)}::bigint
         ) p) AS page
        ${buckets.map((b) => `, (${b.sql}) AS ${b.column}`).join('')}`;
  }

  /** The store's documents, and the default documents of products the store has none of yet. */
  private docsSql(): string {
    const own = `SELECT d.entity_id, d.status, d.visibility, d.document FROM catalogsearch_fulltext d WHERE d.store_id = ${this.store}`;
    if (this.r.storeId === 0) return own;
    return `${own}
      UNION ALL
      SELECT d.entity_id, d.status, d.visibility, d.document FROM catalogsearch_fulltext d
      WHERE d.store_id = 0 AND NOT EXISTS (SELECT 1 FROM catalogsearch_fulltext o WHERE o.store_id = ${this.store}
      AND o.entity_id = d.entity_id)`;
  }

  /** The SQL test of one condition, or null when its placeholder is unbound (the Cleaner drops it). */
  private condition(c: Condition): string | null {
    const v = this.r.values;
    switch (c.kind) {
      case 'fulltext': {
        const text = v.get(c.placeholder);
        if (!text) return null;
        const query = this.tsQuery(text);
        if (!query) return 'FALSE';
        this.rank.push(`ts_rank_cd(d.document, ${query})`);
        this.exactSku = this.bind(text.trim());
        return `d.document @@ ${query}`;
      }
      case 'match': {
        const text = v.get(c.placeholder);
        if (!text) return null;
        const query = this.tsQuery(text);
        if (!query) return 'FALSE';
        const value = `COALESCE(${this.attributeValue(c.attribute)}::text, '')`;
        const vector = `(to_tsvector('simple', ${value}) || to_tsvector('english', ${value}))`;
        this.rank.push(`ts_rank_cd(${vector}, ${query})`);
        return `${vector} @@ ${query}`;
      }
      case 'wildcard': {
        const text = v.get(c.placeholder);
        if (text === undefined || text === '') return null;
        return `e.sku ILIKE ${this.bind('%' + text.replace(/[\\%_]/g, (m) => '\\' + m) + '%')}`;
      }
      case 'term': {
        const raw = v.get(c.placeholder);
        if (raw === undefined || raw === '') return null;
        const list = raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
        const ints = list.filter((s) => INT.test(s)).map(Number);
        if (c.field === 'category_ids') {
          return `EXISTS (SELECT 1 FROM catalog_category_product c WHERE c.product_id = d.entity_id
            AND c.category_id = ANY(${this.bind(ints)}::int[]))`;
        }
        if (c.field === 'visibility') return `d.visibility = ANY(${this.bind(ints)}::int[])`;
        const value = this.attributeValue(c.field);
        if (c.field.backend_type === 'int') return `${value} = ANY(${this.bind(ints)}::int[])`;
        if (c.field.frontend_input === 'multiselect') return `string_to_array(${value}, ',') && ${this.bind(list)}::text[]`;
        return `${value}::text = ANY(${this.bind(list)}::text[])`;
      }
      case 'range': {
        const from = v.get(`${c.placeholder}.from`);
        const to = v.get(`${c.placeholder}.to`);
        if (!from && !to) return null;
        let value: string;
        let cast: string;
        if (c.field === 'price') {
          this.needsPrice = true;
          value = 'pr.price';
          cast = 'numeric';
        } else {
          value = this.attributeValue(c.field);
          cast = c.field.backend_type === 'datetime' ? 'timestamp' : 'numeric';
        }
        const bound = (raw: string, op: string) => {
          if (cast === 'numeric' && !NUMBER.test(raw)) return 'FALSE';
          if (cast === 'timestamp' && Number.isNaN(Date.parse(raw))) return 'FALSE';
          return `${value} ${op} ${this.bind(raw.trim())}::${cast}`;
        };
        const parts: string[] = [];
        if (from) parts.push(bound(from, '>='));
        if (to) parts.push(bound(to, '<='));
        return `(${parts.join(' AND ')})`;
      }
    }
  }

  /**
   * The words as a prefix query (each word, or its start, in the simple or the english form):
   * OR-ed, as Elasticsearch's match query is by default; documents with more of them rank higher.
   */
  private tsQuery(text: string): string | null {
    const words = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 32);
    if (!words.length) return null;
    const p = this.bind(words.map((w) => `${w}:*`).join(' | '));
    return `(to_tsquery('simple', ${p}) || to_tsquery('english', ${p}))`;
  }

  /** The attribute's value in the store (else the default), for the row's product. */
  private attributeValue(a: SearchAttribute, row = 'd'): string {
    if (!BACKENDS.has(a.backend_type)) return 'NULL';
    return `(SELECT v.value FROM catalog_product_entity_${a.backend_type} v
             WHERE v.entity_id = ${row}.entity_id AND v.attribute_id = ${Math.trunc(a.attribute_id)} AND v.store_id IN (0, ${this.store})
             ORDER BY v.store_id DESC LIMIT 1)`;
  }

  private systemValue(code: (typeof SYSTEM_ATTRIBUTES)[number], backend: string): string {
    return `(SELECT v.value FROM catalog_product_entity_${backend} v
             WHERE v.entity_id = d.entity_id AND v.attribute_id = ${Math.trunc(this.system.get(code)!)} AND v.store_id IN (0, ${this.store})
             ORDER BY v.store_id DESC LIMIT 1)`;
  }

  /**
   * The product's final price for guests (Magento's price index min_price for NOT LOGGED IN): the
   * catalogue's one final-price rule for one unit, in the store's price scope and local time.
   */
  private priceSql(): string {
    return `SELECT ${this.finalPrices.sql('d.entity_id', this.r.priceScope, 0, 1, (v) => this.bind(v))} AS price`;
  }

  private sorts(): { columns: string[]; order: string[] } {
    const columns: string[] = [];
    const order: string[] = [];
    this.r.sort.forEach((s, i) => {
      let expr: string | null = null;
      if (s.field === 'relevance') {
        order.push(`score ${s.direction}`);
        return;
      }
      if (s.field === 'entity_id' || s.field === 'id') expr = 'd.entity_id';
      else if (s.field === 'price') {
        this.needsPrice = true;
        expr = 'pr.price';
      } else if (s.field === 'name') expr = this.systemValue('name', 'varchar');
      if (!expr) return;
      columns.push(`${expr} AS sort_${i}`);
      order.push(`sort_${i} ${s.direction} NULLS LAST`);
    });
    return { columns, order };
  }

  private buckets(): { column: string; sql: string }[] {
    const out: { column: string; sql: string }[] = [];
    this.r.request.buckets.forEach((bucket, i) => {
      const column = `bucket_${i}`;
      let sql: string;
      if (bucket.kind === 'dynamic') {
        if (!this.r.dynamicBuckets.has(bucket.name)) return;
        if (bucket.field === 'price') {
          this.needsPrice = true;
          sql = valueCounts('m.price', 'FROM matched m');
        } else {
          sql = valueCounts(this.attributeValue(bucket.field, 'm'), 'FROM matched m');
        }
      } else if (bucket.field === 'category_ids') {
        sql = termCounts('c.category_id', 'FROM matched m JOIN catalog_category_product c ON c.product_id = m.entity_id');
      } else {
        const value = this.attributeValue(bucket.field, 'm');
        if (bucket.field.frontend_input === 'multiselect') {
          sql = termCounts('o.value', `FROM matched m CROSS JOIN LATERAL unnest(string_to_array(${value}, ',')) AS o(value)`);
        } else if (bucket.field.backend_type === 'int') {
          sql = termCounts('o.value', `FROM matched m CROSS JOIN LATERAL (SELECT ${value} AS value) o`);
        } else {
          sql = termCounts('o.value::text', `FROM matched m CROSS JOIN LATERAL (SELECT ${value} AS value) o`);
        }
      }
      this.bucketColumns.push({ bucket, column });
      out.push({ column, sql });
    });
    return out;
  }
}

/** [value, count] per distinct value, most frequent first (Elasticsearch's terms aggregation order). */
function termCounts(value: string, from: string): string {
  return `SELECT COALESCE(json_agg(json_build_array(t.value, t.n) ORDER BY t.n DESC, t.value), '[]') FROM (
      SELECT ${value} AS value, count(DISTINCT m.entity_id)::int AS n ${from} WHERE ${value} IS NOT NULL
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TERM_BUCKET_SIZE}) t`;
}

/** [value, count] per distinct numeric value, for the dynamic algorithms. */
function valueCounts(value: string, from: string): string {
  return `SELECT COALESCE(json_agg(json_build_array(t.value, t.n)), '[]') FROM (
      SELECT ${value}::float8 AS value, count(*)::int AS n ${from} WHERE ${value} IS NOT NULL GROUP BY 1) t`;
}
