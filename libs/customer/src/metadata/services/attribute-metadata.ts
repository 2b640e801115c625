import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { AttributeOption, AttributeOptions } from './attribute-options';

interface AttributeRow {
  attribute_id: number;
  attribute_code: string;
  frontend_input: string;
  frontend_label: string | null;
  backend_type: string;
  is_required: boolean;
  is_user_defined: boolean;
  is_visible: boolean;
  input_filter: string | null;
  multiline_count: number;
  validate_rules: string | null;
  is_system: boolean;
  sort_order: number;
  data_model: string | null;
  is_used_in_grid: boolean;
  is_visible_in_grid: boolean;
  is_filterable_in_grid: boolean;
  is_searchable_in_grid: boolean;
  source_model: string | null;
  frontend_class: string | null;
  note: string | null;
}

/** An entity type whose attributes are described: Magento's CustomerMetadata or AddressMetadata. */
export interface MetadataEntity {
  entityTypeId: number;
  /** `customer` or `customer_address`, as Magento names it in errors. */
  entityTypeCode: string;
  /** Fields of the entity's data interface: attributes without one are "custom" attributes. */
  dataFields: ReadonlySet<string>;
}

const COLUMNS = `e.attribute_id, e.attribute_code, e.frontend_input, e.frontend_label, e.backend_type, e.is_required, e.is_user_defined,
  c.is_visible, c.input_filter, c.multiline_count, c.validate_rules, c.is_system, c.sort_order, c.data_model, c.is_used_in_grid,
  c.is_visible_in_grid, c.is_filterable_in_grid, c.is_searchable_in_grid, c.source_model, c.frontend_class, c.note`;

/** Magento's AbstractFrontend::_getInputValidateClass. */
const INPUT_CLASSES: Record<string, string> = {
  alphanumeric: 'validate-alphanum',
  'alphanum-with-spaces': 'validate-alphanum-with-spaces',
  numeric: 'validate-digits',
  alpha: 'validate-alpha',
  email: 'validate-email',
  url: 'validate-url',
  length: 'validate-length',
};

/**
 * Attribute metadata (Magento's AttributeMetadataInterface) of one entity type, answered from
 * eav_attribute and customer_eav_attribute: one attribute, the attributes of a form (system
 * first, then by sort order), all attributes (in attribute-set order) and the custom ones.
 */
@Injectable()
export class AttributeMetadata {
  constructor(
    private readonly ds: Database,
    private readonly optionSources: AttributeOptions,
  ) {}

  async attribute(ctx: RequestContext, entity: MetadataEntity, attributeCode: string): Promise<Record<string, unknown>> {
    const [row]: AttributeRow[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM eav_attribute e JOIN customer_eav_attribute c ON c.attribute_id = e.attribute_id
       WHERE e.entity_type_id = $1 AND e.attribute_code = $2`,
      [entity.entityTypeId, attributeCode],
    );
    if (!row) {
      throw new NoSuchEntityException('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
        fieldName: 'entityType',
        fieldValue: entity.entityTypeCode,
        field2Name: 'attributeCode',
        field2Value: attributeCode,
      });
    }
    return this.present(ctx, row);
  }

  async form(ctx: RequestContext, entity: MetadataEntity, formCode: string): Promise<Record<string, unknown>[]> {
    const rows: AttributeRow[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM eav_attribute e JOIN customer_eav_attribute c ON c.attribute_id = e.attribute_id
       JOIN customer_form_attribute f ON f.attribute_id = e.attribute_id AND f.form_code = $2
       WHERE e.entity_type_id = $1 ORDER BY e.is_user_defined, c.sort_order, e.attribute_id`,
      [entity.entityTypeId, formCode],
    );
    if (!rows.length) throw NoSuchEntityException.singleField('formCode', formCode);
    return Promise.all(rows.map((r) => this.present(ctx, r)));
  }

  async all(ctx: RequestContext, entity: MetadataEntity): Promise<Record<string, unknown>[]> {
    return Promise.all((await this.allRows(entity)).map((r) => this.present(ctx, r)));
  }

  /**
   * Attributes the data interface has no field for and that are not system attributes (Magento
   * lets `disable_auto_group_change` through as well, but the customer interface has its field).
   */
  async custom(ctx: RequestContext, entity: MetadataEntity): Promise<Record<string, unknown>[]> {
    const rows = (await this.allRows(entity)).filter(
      (r) => !entity.dataFields.has(r.attribute_code) && (!r.is_system || r.attribute_code === 'disable_auto_group_change'),
    );
    return Promise.all(rows.map((r) => this.present(ctx, r)));
  }

  private allRows(entity: MetadataEntity): Promise<AttributeRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM eav_attribute e JOIN customer_eav_attribute c ON c.attribute_id = e.attribute_id
       WHERE e.entity_type_id = $1 AND c.attribute_set_sort_order IS NOT NULL
       ORDER BY c.attribute_set_sort_order, e.attribute_id`,
      [entity.entityTypeId],
    );
  }

  /** Magento's AttributeMetadataConverter, fields in the order Magento answers them; nulls left out. */
  private async present(ctx: RequestContext, row: AttributeRow): Promise<Record<string, unknown>> {
    const rules = parseRules(row.validate_rules);
    const options: AttributeOption[] = this.optionSources.usesSource(row.frontend_input, row.source_model)
      ? await this.optionSources.options(ctx, row.attribute_id, row.source_model)
      : [];
    const out: Record<string, unknown> = {
      frontend_input: row.frontend_input,
      input_filter: row.input_filter ?? '',
      store_label: row.frontend_label,
      validation_rules: Object.entries(rules).map(([name, value]) => ({ name, value: String(value) })),
      multiline_count: row.multiline_count,
      visible: row.is_visible,
      required: row.is_required,
      data_model: row.data_model ?? '',
      options,
      frontend_class: frontendClass(row, rules),
      user_defined: row.is_user_defined,
      sort_order: row.sort_order,
      frontend_label: row.frontend_label,
      note: row.note ?? '',
      system: row.is_system,
      backend_type: row.backend_type,
      is_used_in_grid: row.is_used_in_grid,
      is_visible_in_grid: row.is_visible_in_grid,
      is_filterable_in_grid: row.is_filterable_in_grid,
      is_searchable_in_grid: row.is_searchable_in_grid,
      attribute_code: row.attribute_code,
    };
    for (const k of Object.keys(out)) if (out[k] === null) delete out[k];
    return out;
  }
}

/** Stored rules are a JSON object (`[]` when empty, as Magento's serializer writes it). */
function parseRules(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const v = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

/**
 * Magento's AbstractFrontend::getClass: the attribute's class, `required-entry`, the input
 * validation class, and the text-length classes (only alongside an input validation class).
 */
function frontendClass(row: AttributeRow, rules: Record<string, unknown>): string {
  const out: (string | null)[] = [row.frontend_class];
  if (row.is_required) out.push('required-entry');
  const inputClass = INPUT_CLASSES[String(rules.input_validation ?? '')];
  if (inputClass) {
    out.push(inputClass);
    const length: string[] = [];
    if (rules.min_text_length) length.push('minimum-length-' + String(rules.min_text_length));
    if (rules.max_text_length) length.push('maximum-length-' + String(rules.max_text_length));
    if (length.length) out.push(...length, 'validate-length');
  }
  return [...new Set(out.filter((c): c is string => !!c))].join(' ');
}
