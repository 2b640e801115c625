import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  CouldNotSaveException,
  Database,
  echoCriteria,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchFieldMap,
  SearchResults,
  WebApiError,
} from '@mercato/platform';
import { CategoryData } from './dto/category.input';
import { CategoryRow, CategoryStore } from './category-store';

/** Magento's root catalog (TREE_ROOT_ID) and the default store group's root category. */
export const TREE_ROOT_ID = 1;
export const DEFAULT_ROOT_ID = 2;

/** Attributes answered as top-level fields of CategoryInterface rather than custom_attributes. */
const TOP_LEVEL = new Set(['available_sort_by', 'include_in_menu']);

/** Magento_Catalog's CategoryRepositoryInterface and CategoryListInterface. */
@Injectable()
export class CategoryRepository {
  constructor(
    private readonly ds: Database,
    private readonly store: CategoryStore,
  ) {}

  async get(ctx: RequestContext, id: number, storeId?: number): Promise<Record<string, unknown>> {
    return present(await this.store.get(id, storeId ?? this.store.readStore(ctx)));
  }

  async getList(ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const storeId = this.store.readStore(ctx);
    const meta = await this.store.attributeMap();
    // A filter on a stored attribute reads the store's value, falling back to the default.
    const stored = (code: string) => {
      const a = meta.get(code)!;
      const table = `catalog_category_entity_${a.backend_type}`;
      return `(SELECT v.value FROM ${table} v WHERE v.entity_id = c.entity_id AND v.attribute_id = ${a.attribute_id}
        AND v.store_id IN (0, ${storeId}) ORDER BY v.store_id DESC LIMIT 1)`;
    };
    const fields: SearchFieldMap = {
      entity_id: { sql: 'c.entity_id', type: 'int' },
      id: { sql: 'c.entity_id', type: 'int' },
      parent_id: { sql: 'c.parent_id', type: 'int' },
      path: { sql: 'c.path', type: 'text' },
      position: { sql: 'c.position', type: 'int' },
      level: { sql: 'c.level', type: 'int' },
      children_count: { sql: 'c.children_count', type: 'int' },
      name: { sql: `COALESCE(${meta.has('name') ? stored('name') : 'NULL'}, c.name)`, type: 'text' },
      is_active: { sql: `COALESCE(${meta.has('is_active') ? stored('is_active') : 'NULL'}, c.is_active::int)`, type: 'int' },
      created_at: { sql: 'c.created_at', type: 'timestamp' },
      updated_at: { sql: 'c.updated_at', type: 'timestamp' },
    };
    for (const code of meta.keys()) fields[code] ??= { sql: stored(code), type: meta.get(code)!.backend_type === 'int' ? 'int' : 'text' };
    const { rows, total } = await runSearch<{ entity_id: number }>(this.ds, criteria, {
      select: 'c.entity_id',
      from: 'catalog_category_entity c',
      fields,
      defaultOrder: 'c.entity_id ASC',
    });
    const loaded = new Map(
      (
        await this.store.load(
          rows.map((r) => r.entity_id),
          storeId,
        )
      ).map((r) => [r.entity_id, r]),
    );
    return { items: rows.map((r) => present(loaded.get(r.entity_id)!)), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /**
   * Creates (no id) or updates a category. A new category's values are defaults (store 0); an
   * update through a store view writes that view's overrides, as Magento's repository does.
   */
  async save(ctx: RequestContext, data: CategoryData, pathId?: number): Promise<Record<string, unknown>> {
    const id = pathId ?? data.id;
    const existing = id ? await this.store.get(id, 0) : null;
    const values = valuesOf(data);
    let savedId: number;
    try {
      savedId = await this.ds.transaction(async () => {
        if (!existing) {
          if (!data.name?.trim()) throw new Error('The "name" attribute is required. Enter and try again.');
          const parentId = data.parent_id ?? DEFAULT_ROOT_ID;
          const parent = await this.store.get(parentId, 0);
          const [{ entity_id: newId }] = await this.ds.query(
            `INSERT INTO catalog_category_entity (parent_id, path, position, level, name, is_active)
             VALUES ($1, '', COALESCE($2, (SELECT COALESCE(max(position), 0) + 1 FROM catalog_category_entity WHERE parent_id = $1)), $3,
               $4, $5)
             RETURNING entity_id`,
            [parentId, data.position || null, parent.level + 1, data.name.trim(), data.is_active ?? true],
          );
          await this.ds.query(`UPDATE catalog_category_entity SET path = $2 || '/' || entity_id WHERE entity_id = $1`, [
            newId,
            parent.path,
          ]);
          await this.ds.query(`UPDATE catalog_category_entity SET children_count = children_count + 1 WHERE entity_id = ANY($1::int[])`, [
            parent.path.split('/').map(Number),
          ]);
          // Magento's install defaults of a new category.
          await this.store.writeValues(newId, 0, {
            include_in_menu: '1',
            is_anchor: '1',
            display_mode: 'PRODUCTS',
            ...values,
            name: null,
            is_active: null,
          });
          return newId;
        }
        if (data.name !== undefined && !data.name.trim()) throw new Error('The "name" attribute is required. Enter and try again.');
        const storeId = ctx.store.kind === 'all' ? 0 : ctx.store.storeId;
        if (data.position !== undefined)
          await this.ds.query(`UPDATE catalog_category_entity SET position = $2 WHERE entity_id = $1`, [existing.entity_id, data.position]);
        await this.store.writeValues(existing.entity_id, storeId, values);
        await this.ds.query(`UPDATE catalog_category_entity SET updated_at = now() WHERE entity_id = $1`, [existing.entity_id]);
        return existing.entity_id;
      });
    } catch (e) {
      if (e instanceof WebApiError) throw e;
      throw new CouldNotSaveException('Could not save category: %1', [(e as Error).message]);
    }
    return this.get(ctx, savedId);
  }

  /** Deletes a category and its subtree; the catalog root and store roots cannot be deleted. */
  async deleteByIdentifier(_ctx: RequestContext, id: number): Promise<boolean> {
    const category = await this.store.get(id, 0);
    if (category.entity_id === TREE_ROOT_ID || category.parent_id === TREE_ROOT_ID) {
      throw new CouldNotDeleteException('Cannot delete category with id %1', [id]);
    }
    await this.ds.transaction(async () => {
      const [{ removed }] = await this.ds.query(
        `WITH gone AS (DELETE FROM catalog_category_entity WHERE entity_id = $1 OR path LIKE $2 || '/%' RETURNING 1)
         SELECT count(*)::int AS removed FROM gone`,
        [id, category.path],
      );
      const ancestors = category.path
        .split('/')
        .map(Number)
        .filter((a) => a !== id);
      await this.ds.query(`UPDATE catalog_category_entity SET children_count = children_count - $2 WHERE entity_id = ANY($1::int[])`, [
        ancestors,
        removed,
      ]);
    });
    return true;
  }
}

/** The attribute values a CategoryInterface payload sets, as stored text ('1'/'0' for booleans). */
function valuesOf(data: CategoryData): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const c of data.custom_attributes ?? []) out[c.attribute_code] = text(c.value);
  if (data.name !== undefined) out.name = data.name.trim();
  if (data.is_active !== undefined) out.is_active = data.is_active ? '1' : '0';
  if (data.include_in_menu !== undefined) out.include_in_menu = data.include_in_menu ? '1' : '0';
  if (data.available_sort_by !== undefined) out.available_sort_by = data.available_sort_by.join(',') || null;
  return out;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/** CategoryInterface as Magento's REST answers it. */
export function present(r: CategoryRow): Record<string, unknown> {
  const custom = Object.entries(r.values)
    .filter(([code, v]) => !TOP_LEVEL.has(code) && v !== null)
    .map(([attribute_code, value]) => ({ attribute_code, value }));
  custom.push({ attribute_code: 'path', value: r.path }, { attribute_code: 'children_count', value: String(r.children_count) });
  return {
    id: r.entity_id,
    parent_id: r.parent_id,
    name: r.name,
    is_active: r.is_active,
    position: r.position,
    level: r.level,
    children: r.children,
    created_at: r.created_at,
    updated_at: r.updated_at,
    path: r.path,
    available_sort_by: r.values.available_sort_by ? r.values.available_sort_by.split(',') : [],
    include_in_menu: r.values.include_in_menu === '1',
    custom_attributes: custom,
  };
}
