import { Injectable } from '@nestjs/common';
import { Database, ErrorEntry, InputException, NoSuchEntityException, numberArray } from '@mercato/platform';
import { AttributeCatalog, PRODUCT_ENTITY_TYPE_ID } from '@mercato/eav';
import { PRODUCT_NOT_FOUND } from '@mercato/catalog';
import { OptionInput } from '../dto/option.input';

export const ATTRIBUTE_NOT_FOUND = 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.';

/** The inputs Magento's configurable attribute handler offers for configurable options (swatches are selects there). */
const OPTION_INPUTS = new Set(['select', 'swatch_visual', 'swatch_text']);
/** An attribute limited by apply_to must at least apply to these (Magento ConfigurableAttributeHandler::isAttributeApplicable). */
const VARIATION_TYPES = ['simple', 'virtual', 'configurable'];
const GLOBAL_SCOPE = 1;

interface AttributeRow {
  attribute_id: number;
  attribute_code: string;
  frontend_input: string;
  is_global: number;
  is_user_defined: boolean;
  apply_to: string | null;
  in_set: boolean;
}

/**
 * The rules a configurable option and the children of a configurable product follow: Magento's
 * OptionRepository::validateNewOptionData, the attributes its configurable attribute handler
 * accepts, and the ProductRepositorySave plugin's check of the children.
 */
@Injectable()
export class OptionRules {
  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeCatalog,
  ) {}

  /** Magento's validateNewOptionData: every missing part, one error or the aggregate. */
  validateNew(option: OptionInput): void {
    const errors: ErrorEntry[] = [];
    const error = (message: string) => errors.push({ message, parameters: [] });
    if (!attributeIdOf(option)) error('Option attribute ID is not specified.');
    if (!option.label) error('Option label is not specified.');
    if (!option.values?.length) error('Option values are not specified.');
    else
      for (const v of option.values)
        if (v.value_index === undefined || v.value_index === null) error('Value index is not specified for an option.');
    if (errors.length) throw InputException.fromEntries(errors);
  }

  /**
   * Each attribute must be a product attribute that can vary a configurable product (a global,
   * user-defined dropdown or swatch applying to simple, virtual and configurable products) and
   * belong to the product's attribute set. Answers the attribute codes by id.
   */
  async assertUsable(attributeIds: number[], attributeSetId: number): Promise<Map<number, string>> {
    const rows: AttributeRow[] = await this.ds.query(
      `SELECT a.attribute_id, a.attribute_code, a.frontend_input, a.is_global, a.is_user_defined, c.apply_to,
         EXISTS (SELECT 1 FROM eav_entity_attribute s WHERE s.attribute_id = a.attribute_id AND s.attribute_set_id = $3) AS in_set
       FROM eav_attribute a LEFT JOIN catalog_eav_attribute c ON c.attribute_id = a.attribute_id
       WHERE a.entity_type_id = $1 AND a.attribute_id = ANY($2::int[])`,
      [PRODUCT_ENTITY_TYPE_ID, numberArray(attributeIds), attributeSetId],
    );
    const byId = new Map(rows.map((r) => [r.attribute_id, r]));
    for (const id of attributeIds) {
      const row = byId.get(id);
      if (!row) throw new NoSuchEntityException(ATTRIBUTE_NOT_FOUND, [String(id)]);
      const appliesTo = row.apply_to ? row.apply_to.split(',') : VARIATION_TYPES;
      const usable =
        OPTION_INPUTS.has(row.frontend_input) &&
        Number(row.is_global) === GLOBAL_SCOPE &&
        row.is_user_defined &&
        VARIATION_TYPES.every((t) => appliesTo.includes(t));
      if (!usable) throw new InputException('The "%1" attribute can\'t be used to create configurable products.', [row.attribute_code]);
      if (!row.in_set) throw new InputException('The "%1" attribute isn\'t in the attribute set of the product.', [row.attribute_code]);
    }
    return new Map(rows.map((r) => [r.attribute_id, r.attribute_code]));
  }

  /** attribute id → code, for attributes that exist (the cached attribute catalog). */
  async codes(attributeIds: number[]): Promise<Map<number, string>> {
    const byId = await this.attributes.productAttributesById();
    const out = new Map<number, string>();
    for (const id of attributeIds) {
      const meta = byId.get(id);
      if (meta) out.set(id, meta.attribute_code);
    }
    return out;
  }

  /**
   * The children's stored values of the given attributes (store 0: configurable attributes are
   * global): product id → attribute id → option id. Products that do not exist are absent.
   */
  async childValues(productIds: number[], attributeIds: number[]): Promise<Map<number, Map<number, number | null>>> {
    const rows: { entity_id: number; attribute_id: number | null; value: number | null }[] = await this.ds.query(
      `SELECT e.entity_id, v.attribute_id, v.value
       FROM catalog_product_entity e
       LEFT JOIN catalog_product_entity_int v ON v.entity_id = e.entity_id AND v.store_id = 0 AND v.attribute_id = ANY($2::int[])
       WHERE e.entity_id = ANY($1::int[])`,
      [numberArray(productIds), numberArray(attributeIds)],
    );
    const out = new Map<number, Map<number, number | null>>();
    for (const r of rows) {
      const values = out.get(r.entity_id) ?? new Map<number, number | null>();
      if (r.attribute_id !== null) values.set(r.attribute_id, r.value);
      out.set(r.entity_id, values);
    }
    return out;
  }

  /**
   * Magento's ProductRepositorySave plugin: every child exists, carries a value for each option's
   * attribute, and no two children carry the same combination.
   */
  async assertChildren(childIds: number[], attributes: Map<number, string>): Promise<void> {
    if (!childIds.length) return;
    const attributeIds = [...attributes.keys()];
    const values = await this.childValues(childIds, attributeIds);
    const seen = new Map<string, number>();
    for (const childId of childIds) {
      const childValues = values.get(childId);
      if (!childValues) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
      let key = '';
      for (const [attributeId, code] of attributes) {
        const value = childValues.get(attributeId);
        if (!value) throw new InputException('Product with id "%1" does not contain required attribute "%2".', [childId, code]);
        key += `${attributeId}:${value};`;
      }
      const twin = seen.get(key);
      if (twin !== undefined) throw new InputException('Products "%1" and "%2" have the same set of attribute values.', [childId, twin]);
      seen.set(key, childId);
    }
  }
}

/** The option's attribute id as a number (OptionInterface types it as a string); 0 when absent or not a number. */
export function attributeIdOf(option: OptionInput): number {
  const n = Number(option.attribute_id);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
