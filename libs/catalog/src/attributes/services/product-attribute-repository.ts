import { Injectable } from '@nestjs/common';
import { CouldNotDeleteException, Database, InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { AttributeCatalog, AttributeWriter, PRODUCT_ENTITY_TYPE_ID } from '@mercato/eav';
import { AttributeOptionData, ProductAttributeData } from '../dto/attribute.input';
import { SetAttributes } from '../../services/set-attributes';
import { ProductCache } from '../../services/product-cache';
import { AttributeRow, CatalogAttributeRepository } from './catalog-attribute-repository';
import { backendTypeOf, INPUT_TYPES, modelsOf, RESERVED_CODES } from './input-types';

const SCOPE_IDS: Record<string, number> = { store: 0, global: 1, website: 2 };
/** catalog_eav_attribute flags Magento types as strings ("0"/"1"). */
const STRING_FLAGS = [
  'is_searchable',
  'is_visible_in_advanced_search',
  'is_comparable',
  'is_used_for_promo_rules',
  'is_visible_on_front',
  'used_in_product_listing',
];
const BOOL_FLAGS = [
  'is_unique',
  'is_wysiwyg_enabled',
  'is_html_allowed_on_front',
  'used_for_sort_by',
  'is_filterable_in_search',
  'is_used_in_grid',
  'is_visible_in_grid',
  'is_filterable_in_grid',
  'is_visible',
];
const TEXT_COLUMNS = ['note', 'frontend_class'];

type Row = AttributeRow;

/**
 * Product attributes (ProductAttributeRepositoryInterface) and their options
 * (ProductAttributeOptionManagementInterface): the shared reads, and the writes only products have.
 */
@Injectable()
export class ProductAttributeRepository extends CatalogAttributeRepository {
  constructor(
    ds: Database,
    private readonly catalog: AttributeCatalog,
    private readonly setAttributes: SetAttributes,
    private readonly attributes: AttributeWriter,
    private readonly products: ProductCache,
  ) {
    super(ds, PRODUCT_ENTITY_TYPE_ID);
  }

  types() {
    return INPUT_TYPES;
  }

  /** POST (create; attribute_id set means update, as in Magento) and PUT (update of the code in the path). */
  async save(ctx: RequestContext, data: ProductAttributeData, pathCode?: string): Promise<Row> {
    const existing = pathCode !== undefined || data.attribute_id ? await this.row(pathCode ?? data.attribute_code ?? '') : null;
    const code = existing ? existing.attribute_code : await this.validateNew(data);
    await this.ds.transaction(async () => {
      const labels = data.frontend_labels ?? [];
      const label = data.default_frontend_label || labels.find((l) => Number(l.store_id ?? 0) === 0)?.label || existing?.frontend_label;
      let id: number;
      if (existing) {
        id = existing.attribute_id;
        await this.attributes.update(id, {
          label,
          isRequired: data.is_required ?? null,
          defaultValue: data.default_value ?? null,
          scope: data.scope !== undefined ? this.scopeId(data.scope) : null,
        });
      } else {
        const input = data.frontend_input ?? 'text';
        id = await this.attributes.insert({
          entityTypeId: this.entityTypeId,
          code,
          backendType: backendTypeOf(input),
          input,
          label,
          isRequired: data.is_required ?? false,
          defaultValue: data.default_value ?? null,
          scope: this.scopeId(data.scope ?? 'store'),
        });
        const models = modelsOf(input);
        await this.ds.query(`INSERT INTO catalog_eav_attribute (attribute_id, source_model, backend_model) VALUES ($1, $2, $3)`, [
          id,
          models.source_model,
          models.backend_model,
        ]);
      }
      await this.saveFlags(id, data);
      if (data.frontend_labels) {
        const other = labels.filter((l) => Number(l.store_id ?? 0) !== 0 && l.label);
        await this.ds.query(`DELETE FROM eav_attribute_label WHERE attribute_id = $1`, [id]);
        await this.ds.query(
          `INSERT INTO eav_attribute_label (attribute_id, store_id, value) SELECT $1, s, v FROM unnest($2::int[], $3::text[]) AS l(s, v)`,
          [id, other.map((l) => l.store_id), other.map((l) => l.label)],
        );
      }
      for (const o of data.options ?? []) {
        const optionId = await this.insertOption(id, o);
        if (o.is_default) await this.attributes.setDefaultValue(id, String(optionId));
      }
    });
    this.changed();
    return this.get(ctx, code);
  }

  async deleteById(_ctx: RequestContext, code: string): Promise<boolean> {
    const row = await this.row(code);
    if (!row.is_user_defined) throw new CouldNotDeleteException("The system attribute can't be deleted.");
    // Product values have no foreign key to eav_attribute: remove them with the attribute, as Magento's cascade does.
    await this.ds.transaction(async () => {
      await this.ds.query(
        `WITH v AS (DELETE FROM catalog_product_entity_varchar WHERE attribute_id = $1),
              i AS (DELETE FROM catalog_product_entity_int WHERE attribute_id = $1),
              d AS (DELETE FROM catalog_product_entity_decimal WHERE attribute_id = $1),
              t AS (DELETE FROM catalog_product_entity_datetime WHERE attribute_id = $1)
         DELETE FROM catalog_product_entity_text WHERE attribute_id = $1`,
        [row.attribute_id],
      );
      await this.attributes.delete(row.attribute_id);
    });
    this.changed();
    return true;
  }

  /** Adds an option; answers `id_<option id>` as Magento 2.4 does. */
  async addOption(_ctx: RequestContext, code: string, option: AttributeOptionData): Promise<string> {
    const row = await this.row(code);
    this.requireOptions(row);
    if (!option.label?.trim()) throw new InputException('The attribute option label is empty. Enter the value and try again.');
    const labels = await this.ds.query(
      `SELECT 1 FROM eav_attribute_option o JOIN eav_attribute_option_value v ON v.option_id = o.option_id AND v.store_id = 0
       WHERE o.attribute_id = $1 AND v.value = $2`,
      [row.attribute_id, option.label],
    );
    if (labels.length) throw new InputException('Admin store attribute option label "%1" is already exists.', [option.label]);
    const id = await this.ds.transaction(async () => {
      const optionId = await this.insertOption(row.attribute_id, option);
      if (option.is_default) await this.attributes.setDefaultValue(row.attribute_id, String(optionId));
      return optionId;
    });
    return `id_${id}`;
  }

  async updateOption(_ctx: RequestContext, code: string, optionId: number, option: AttributeOptionData): Promise<boolean> {
    const row = await this.row(code);
    this.requireOptions(row);
    await this.requireOption(row, optionId);
    if (option.label !== undefined && !option.label.trim())
      throw new InputException('The attribute option label is empty. Enter the value and try again.');
    await this.ds.transaction(async () => {
      if (option.sort_order !== undefined)
        await this.ds.query(`UPDATE eav_attribute_option SET sort_order = $2 WHERE option_id = $1`, [optionId, option.sort_order]);
      if (option.label !== undefined || option.store_labels) {
        const values = this.labelsOf(option);
        await this.ds.query(`DELETE FROM eav_attribute_option_value WHERE option_id = $1 AND store_id = ANY($2::int[])`, [
          optionId,
          values.map((v) => v[0]),
        ]);
        await this.insertValues(optionId, values);
      }
      if (option.is_default) await this.attributes.setDefaultValue(row.attribute_id, String(optionId));
    });
    return true;
  }

  async deleteOption(_ctx: RequestContext, code: string, optionId: number): Promise<boolean> {
    const row = await this.row(code);
    this.requireOptions(row);
    await this.requireOption(row, optionId);
    await this.ds.query(`DELETE FROM eav_attribute_option WHERE option_id = $1`, [optionId]);
    return true;
  }

  /**
   * Product saves read attribute metadata and per-set members (apply_to) from caches, and cached
   * product answers embed attribute values: this process must see the change at once (the
   * triggers' notification reaches it only after the response).
   */
  private changed(): void {
    this.catalog.invalidate();
    this.setAttributes.invalidate();
    this.products.invalidate();
  }

  private requireOptions(row: Row): void {
    if (!['select', 'multiselect', 'swatch_visual', 'swatch_text'].includes(row.frontend_input)) {
      throw new InputException('The "%1" attribute doesn\'t work with options.', [row.attribute_code]);
    }
  }

  private async requireOption(row: Row, optionId: number): Promise<void> {
    const found = await this.ds.query(`SELECT 1 FROM eav_attribute_option WHERE option_id = $1 AND attribute_id = $2`, [
      optionId,
      row.attribute_id,
    ]);
    if (!found.length)
      throw new NoSuchEntityException('The "%1" attribute doesn\'t include an option with "%2" ID.', [
        row.attribute_code,
        String(optionId),
      ]);
  }

  private async validateNew(data: ProductAttributeData): Promise<string> {
    const label = data.default_frontend_label || data.frontend_labels?.find((l) => Number(l.store_id ?? 0) === 0)?.label;
    if (!label && !data.frontend_labels?.length)
      throw new InputException('"%fieldName" is required. Enter and try again.', { fieldName: 'frontend_label' });
    if (!label)
      throw new InputException('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'frontend_label', value: '' });
    const code = data.attribute_code || this.generateCode(label);
    const errors: string[] = [];
    if (code.trim() && !/^[a-zA-Z]+\w*$/u.test(code.trim())) {
      errors.push(
        `Attribute code "${code}" is invalid. Please use only letters (a-z or A-Z), numbers (0-9) or underscore (_) in this field, and ` +
          `the first character should be a letter.`,
      );
    }
    if (code.trim().length < 1 || code.trim().length > 60)
      errors.push('An attribute code must not be less than 1 and more than 60 characters.');
    if (errors.length) throw new InputException(errors.join('\n'));
    const input = data.frontend_input ?? 'text';
    if (!INPUT_TYPES.some((t) => t.value === input)) {
      throw new InputException('Invalid value of "%value" provided for the %fieldName field.', {
        fieldName: 'frontend_input',
        value: input,
      });
    }
    if (data.scope !== undefined) this.scopeId(data.scope);
    if (RESERVED_CODES.has(code))
      throw new InputException("The attribute code '%1' is reserved by system. Please try another attribute code", [code]);
    const taken = await this.ds.query(`SELECT 1 FROM eav_attribute WHERE entity_type_id = $1 AND attribute_code = $2`, [
      this.entityTypeId,
      code,
    ]);
    if (taken.length) throw new InputException('An attribute with the same code (%1) already exists.', [code]);
    return code;
  }

  /** Magento's generateCode: the label transliterated to [a-z0-9_], at most 30 characters, else `attr_…`. */
  private generateCode(label: string): string {
    const code = label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z_0-9]/g, '_')
      .slice(0, 30);
    return /^[a-z][a-z_0-9]{0,29}[a-z0-9]$/.test(code) ? code : 'attr_' + (code || Date.now().toString(16).slice(-8));
  }

  private scopeId(scope: string): number {
    const id = SCOPE_IDS[scope];
    if (id === undefined)
      throw new InputException('Invalid value of "%value" provided for the %fieldName field.', { fieldName: 'scope', value: scope });
    return id;
  }

  private async saveFlags(id: number, data: ProductAttributeData): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    const d = data as Record<string, unknown>;
    for (const k of STRING_FLAGS) if (d[k] !== undefined && d[k] !== null) set(k, d[k] === true || d[k] === '1' || d[k] === 'true');
    for (const k of BOOL_FLAGS) if (d[k] !== undefined && d[k] !== null) set(k, Boolean(d[k]));
    for (const k of TEXT_COLUMNS) if (d[k] !== undefined) set(k, d[k]);
    if (data.is_filterable !== undefined) set('is_filterable', data.is_filterable ? 1 : 0);
    if (data.position !== undefined) set('position', data.position);
    if (data.apply_to !== undefined) set('apply_to', data.apply_to.length ? data.apply_to.join(',') : null);
    if (sets.length) await this.ds.query(`UPDATE catalog_eav_attribute SET ${sets.join(', ')} WHERE attribute_id = $1`, params);
  }

  private labelsOf(o: AttributeOptionData): [number, string][] {
    const values: [number, string][] = [];
    if (o.label !== undefined) values.push([0, o.label]);
    for (const l of o.store_labels ?? [])
      if (l.label !== undefined && Number(l.store_id ?? 0) !== 0) values.push([Number(l.store_id), l.label]);
    return values;
  }

  private async insertOption(attributeId: number, o: AttributeOptionData): Promise<number> {
    const [opt] = await this.ds.query(`INSERT INTO eav_attribute_option (attribute_id, sort_order) VALUES ($1, $2) RETURNING option_id`, [
      attributeId,
      o.sort_order ?? 0,
    ]);
    await this.insertValues(opt.option_id, this.labelsOf(o));
    return opt.option_id;
  }

  private async insertValues(optionId: number, values: [number, string][]): Promise<void> {
    await this.ds.query(
      `INSERT INTO eav_attribute_option_value (option_id, store_id, value) SELECT $1, s, v FROM unnest($2::int[], $3::text[]) AS l(s, v)`,
      [optionId, values.map((v) => v[0]), values.map((v) => v[1])],
    );
  }
}
