import { Database, echoCriteria, NoSuchEntityException, RequestContext, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';
import { PRODUCT_ENTITY_TYPE_ID } from '@mercato/eav';
import { SORT_BY_SOURCE, SOURCE_OPTIONS, TABLE_SOURCE } from './input-types';

const SCOPES: Record<number, string> = { 0: 'store', 1: 'global', 2: 'website' };

export const ATTRIBUTE_SELECT = `a.attribute_id, a.attribute_code, a.entity_type_id, a.backend_type, a.frontend_input, a.frontend_label,
  a.is_required, a.is_user_defined, a.default_value, a.is_global, c.*`;
export const ATTRIBUTE_FROM = `eav_attribute a LEFT JOIN catalog_eav_attribute c ON c.attribute_id = a.attribute_id`;

export type AttributeRow = Record<string, any>;
export type AttributeOption = { label: string; value: string };

/**
 * The read side Magento's product and category attribute repositories share (both are the Eav
 * AttributeRepository of one entity type, with catalog_eav_attribute beside eav_attribute): get,
 * searchCriteria list and the options of one attribute (Eav OptionManagement::getItems).
 */
export abstract class CatalogAttributeRepository {
  protected constructor(
    protected readonly ds: Database,
    protected readonly entityTypeId: number,
  ) {}

  async get(_ctx: RequestContext | null, code: string): Promise<AttributeRow> {
    const row = await this.row(code);
    return (await this.present([row]))[0];
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<AttributeRow>> {
    const col = (sql: string, type: 'int' | 'text' | 'bool') => ({ sql, type });
    const { rows, total } = await runSearch<AttributeRow>(this.ds, criteria, {
      select: ATTRIBUTE_SELECT,
      from: ATTRIBUTE_FROM,
      conditions: [`a.entity_type_id = ${Number(this.entityTypeId)}`],
      fields: {
        attribute_id: col('a.attribute_id', 'int'),
        attribute_code: col('a.attribute_code', 'text'),
        frontend_input: col('a.frontend_input', 'text'),
        backend_type: col('a.backend_type', 'text'),
        frontend_label: col('a.frontend_label', 'text'),
        is_required: col('a.is_required', 'bool'),
        is_user_defined: col('a.is_user_defined', 'bool'),
        is_global: col('a.is_global', 'int'),
        position: col('c.position', 'int'),
        is_filterable: col('c.is_filterable', 'int'),
        is_searchable: col('c.is_searchable', 'bool'),
        is_comparable: col('c.is_comparable', 'bool'),
        is_visible_on_front: col('c.is_visible_on_front', 'bool'),
        used_in_product_listing: col('c.used_in_product_listing', 'bool'),
        used_for_sort_by: col('c.used_for_sort_by', 'bool'),
        is_used_in_grid: col('c.is_used_in_grid', 'bool'),
      },
      defaultOrder: 'a.attribute_id ASC',
    });
    return { items: await this.present(rows), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Magento's AbstractAttribute::getOptions: the source's options when the attribute uses one, else none. */
  async options(_ctx: RequestContext, code: string): Promise<AttributeOption[]> {
    const row = await this.row(code);
    return (await this.optionsOf([row])).get(row.attribute_id) ?? [];
  }

  protected async row(code: string): Promise<AttributeRow> {
    const [row] = await this.ds.query(
      `SELECT ${ATTRIBUTE_SELECT} FROM ${ATTRIBUTE_FROM} WHERE a.entity_type_id = $1 AND a.attribute_code = $2`,
      [this.entityTypeId, code],
    );
    if (!row)
      throw new NoSuchEntityException('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [
        code,
      ]);
    return row;
  }

  /** Admin-store options per attribute: table options after Magento's empty one, or the source model's. */
  protected async optionsOf(rows: AttributeRow[]): Promise<Map<number, AttributeOption[]>> {
    const out = new Map<number, AttributeOption[]>();
    const tableIds = rows
      .filter((r) => r.source_model === TABLE_SOURCE || (['select', 'multiselect'].includes(r.frontend_input) && !r.source_model))
      .map((r) => r.attribute_id);
    for (const r of rows) if (SOURCE_OPTIONS[r.source_model]) out.set(r.attribute_id, SOURCE_OPTIONS[r.source_model]);
    const sortBy = rows.filter((r) => r.source_model === SORT_BY_SOURCE);
    if (sortBy.length) {
      const options = await this.sortByOptions();
      for (const r of sortBy) out.set(r.attribute_id, options);
    }
    if (!tableIds.length) return out;
    for (const id of tableIds) out.set(id, [{ label: ' ', value: '' }]);
    const opts: AttributeRow[] = await this.ds.query(
      `SELECT o.attribute_id, o.option_id, v.value FROM eav_attribute_option o JOIN eav_attribute_option_value v
       ON v.option_id = o.option_id AND v.store_id = 0
       WHERE o.attribute_id = ANY($1::int[]) ORDER BY o.sort_order, v.value`,
      [tableIds],
    );
    for (const o of opts) out.get(o.attribute_id)!.push({ label: o.value, value: String(o.option_id) });
    return out;
  }

  /** Magento's category Sortby source: Position, then the product attributes used for sorting. */
  private async sortByOptions(): Promise<AttributeOption[]> {
    const rows: { attribute_code: string; frontend_label: string | null }[] = await this.ds.query(
      `SELECT a.attribute_code, a.frontend_label FROM eav_attribute a JOIN catalog_eav_attribute c ON c.attribute_id = a.attribute_id
       WHERE a.entity_type_id = $1 AND c.used_for_sort_by ORDER BY a.attribute_id`,
      [PRODUCT_ENTITY_TYPE_ID],
    );
    return [{ label: 'Position', value: 'position' }, ...rows.map((r) => ({ label: r.frontend_label ?? '', value: r.attribute_code }))];
  }

  protected async present(rows: AttributeRow[]): Promise<AttributeRow[]> {
    const ids = rows.map((r) => r.attribute_id);
    const options = await this.optionsOf(rows);
    const labels: AttributeRow[] = await this.ds.query(
      `SELECT attribute_id, store_id, value FROM eav_attribute_label WHERE attribute_id = ANY($1::int[]) ORDER BY store_id`,
      [ids],
    );
    return rows.map((r) => {
      const flag = (k: string) => (r[k] ? '1' : '0');
      return {
        is_wysiwyg_enabled: !!r.is_wysiwyg_enabled,
        is_html_allowed_on_front: !!r.is_html_allowed_on_front,
        used_for_sort_by: !!r.used_for_sort_by,
        is_filterable: !!r.is_filterable,
        is_filterable_in_search: !!r.is_filterable_in_search,
        is_used_in_grid: !!r.is_used_in_grid,
        is_visible_in_grid: !!r.is_visible_in_grid,
        is_filterable_in_grid: !!r.is_filterable_in_grid,
        position: r.position ?? 0,
        apply_to: r.apply_to ? String(r.apply_to).split(',') : [],
        is_searchable: flag('is_searchable'),
        is_visible_in_advanced_search: flag('is_visible_in_advanced_search'),
        is_comparable: flag('is_comparable'),
        is_used_for_promo_rules: flag('is_used_for_promo_rules'),
        is_visible_on_front: flag('is_visible_on_front'),
        used_in_product_listing: flag('used_in_product_listing'),
        is_visible: r.is_visible ?? true,
        scope: SCOPES[r.is_global] ?? 'store',
        attribute_id: r.attribute_id,
        attribute_code: r.attribute_code,
        frontend_input: r.frontend_input,
        entity_type_id: String(r.entity_type_id),
        is_required: r.is_required,
        options: options.get(r.attribute_id) ?? [],
        is_user_defined: r.is_user_defined,
        default_frontend_label: r.frontend_label,
        frontend_labels: labels.filter((l) => l.attribute_id === r.attribute_id).map((l) => ({ store_id: l.store_id, label: l.value })),
        ...(r.note !== null && r.note !== undefined ? { note: r.note } : {}),
        backend_type: r.backend_type,
        ...(r.backend_model ? { backend_model: r.backend_model } : {}),
        ...(r.source_model ? { source_model: r.source_model } : {}),
        default_value: r.default_value ?? '',
        is_unique: r.is_unique ? '1' : '0',
        ...(r.frontend_class ? { frontend_class: r.frontend_class } : {}),
        validation_rules: [],
      };
    });
  }
}
