import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException, RequestContext } from '@mercato/platform';

/** A category attribute kept in a value table (entity type 3). */
export interface CategoryAttribute {
  attribute_id: number;
  attribute_code: string;
  backend_type: 'varchar' | 'int' | 'text';
}

/** One category as the repository answers it: columns, then each attribute's value for the store. */
export interface CategoryRow {
  entity_id: number;
  parent_id: number;
  path: string;
  position: number;
  level: number;
  children_count: number;
  name: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  children: string;
  values: Record<string, string | null>;
}

/** Columns that are Magento static attributes; they are never stored in the value tables. */
const ENTITY_COLUMNS = new Set(['name', 'is_active']);

/**
 * Reads and writes category rows and their per-store attribute values. Store 0 is the default; a
 * store view's row overrides it. `name` and `is_active` keep their default in the entity columns.
 */
@Injectable()
export class CategoryStore {
  private attributes?: Promise<Map<string, CategoryAttribute>>;

  constructor(private readonly ds: Database) {}

  /** The category attributes with a value table, by code (seeded by migration, so loaded once). */
  attributeMap(): Promise<Map<string, CategoryAttribute>> {
    this.attributes ??= this.ds
      .query(
        `SELECT attribute_id, attribute_code, backend_type FROM eav_attribute WHERE entity_type_id = 3
         AND backend_type IN ('varchar', 'int', 'text')`,
      )
      .then((rows: CategoryAttribute[]) => new Map(rows.map((r) => [r.attribute_code, r])));
    return this.attributes;
  }

  /** The store whose values a request reads: the admin scope (`all`) reads defaults. */
  readStore(ctx: RequestContext): number {
    return ctx.store.kind === 'all' ? 0 : ctx.store.storeId;
  }

  async load(ids: number[], storeId: number): Promise<CategoryRow[]> {
    if (!ids.length) return [];
    const rows: CategoryRow[] = await this.ds.query(
      `SELECT c.entity_id, c.parent_id, c.path, c.position, c.level, c.children_count, c.name, c.is_active,
              to_char(c.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at, to_char(c.updated_at, 'YYYY-MM-DD HH24:MI:SS') AS updated_at,
              COALESCE((SELECT string_agg(k.entity_id::text, ',' ORDER BY k.position, k.entity_id) FROM catalog_category_entity k
              WHERE k.parent_id = c.entity_id), '') AS children,
              COALESCE((SELECT jsonb_object_agg(v.code, v.value) FROM (
                 SELECT DISTINCT ON (a.attribute_code) a.attribute_code AS code, x.value
                 FROM (SELECT attribute_id, store_id, value FROM catalog_category_entity_varchar WHERE entity_id = c.entity_id
                       UNION ALL SELECT attribute_id, store_id, value::text FROM catalog_category_entity_int WHERE entity_id = c.entity_id
                       UNION ALL SELECT attribute_id, store_id, value FROM catalog_category_entity_text WHERE entity_id = c.entity_id) x
                 JOIN eav_attribute a ON a.attribute_id = x.attribute_id
                 WHERE x.store_id IN (0, $2) ORDER BY a.attribute_code, x.store_id DESC) v), '{}') AS values
       FROM catalog_category_entity c WHERE c.entity_id = ANY($1::int[]) ORDER BY c.entity_id`,
      [ids, storeId],
    );
    for (const r of rows) {
      // A store view's override of an entity column wins over the column's default.
      if (r.values.name != null) r.name = r.values.name;
      if (r.values.is_active != null) r.is_active = r.values.is_active === '1';
      delete r.values.name;
      delete r.values.is_active;
    }
    return rows;
  }

  /** One category, or Magento's `No such entity with id = %1`. */
  async get(id: number, storeId: number): Promise<CategoryRow> {
    const [row] = await this.load([id], storeId);
    if (!row) throw NoSuchEntityException.singleField('id', id);
    return row;
  }

  /**
   * Writes attribute values of one category at `storeId` (set-based: one statement per value
   * table). At store 0, `name` and `is_active` go to their entity columns instead.
   */
  async writeValues(id: number, storeId: number, values: Record<string, string | null>): Promise<void> {
    const meta = await this.attributeMap();
    if (storeId === 0) {
      const cols = Object.keys(values).filter((k) => ENTITY_COLUMNS.has(k));
      if (cols.length) {
        await this.ds.query(
          `UPDATE catalog_category_entity SET name = COALESCE($2, name), is_active = COALESCE($3::boolean, is_active) WHERE entity_id = $1`,
          [id, values.name ?? null, values.is_active === undefined || values.is_active === null ? null : values.is_active === '1'],
        );
      }
    }
    for (const backend of ['varchar', 'int', 'text'] as const) {
      const entries = Object.entries(values).filter(
        ([code]) => meta.get(code)?.backend_type === backend && !(storeId === 0 && ENTITY_COLUMNS.has(code)),
      );
      if (!entries.length) continue;
      // Magento's varchar(255) and text (64 KB) columns refuse a longer value; the repository reports
      // MySQL's error (`Could not save category: …`).
      for (const [, v] of entries) {
        if (
          v !== null &&
          v !== undefined &&
          (backend === 'varchar' ? [...String(v)].length > 255 : backend === 'text' && Buffer.byteLength(String(v)) > 65535)
        ) {
          throw new Error("SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column 'value' at row 1");
        }
      }
      await this.ds.query(
        `INSERT INTO catalog_category_entity_${backend} (attribute_id, store_id, entity_id, value)
         SELECT a, $2, $1, v::${backend === 'int' ? 'int' : 'text'} FROM unnest($3::int[], $4::text[]) AS u(a, v)
         ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value`,
        [id, storeId, entries.map(([code]) => meta.get(code)!.attribute_id), entries.map(([, v]) => v)],
      );
    }
  }
}
