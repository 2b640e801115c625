import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException } from '@mercato/platform';

interface AttributeDefinition {
  attribute_code: string;
  frontend_input: string;
  frontend_label: string;
  backend_type: string;
  required: boolean;
  sort_order: number;
}

/**
 * The rma item attributes Magento_Rma installs (entity type `rma_item`). None is user defined, so
 * there are no "custom" attributes until a merchant adds some (which this store does not offer).
 */
const ATTRIBUTES: AttributeDefinition[] = [
  {
    attribute_code: 'reason',
    frontend_input: 'select',
    frontend_label: 'Reason to Return',
    backend_type: 'int',
    required: false,
    sort_order: 10,
  },
  {
    attribute_code: 'condition',
    frontend_input: 'select',
    frontend_label: 'Item Condition',
    backend_type: 'int',
    required: false,
    sort_order: 20,
  },
  {
    attribute_code: 'resolution',
    frontend_input: 'select',
    frontend_label: 'Resolution',
    backend_type: 'int',
    required: false,
    sort_order: 30,
  },
  {
    attribute_code: 'reason_other',
    frontend_input: 'text',
    frontend_label: 'Other',
    backend_type: 'varchar',
    required: false,
    sort_order: 40,
  },
];

/** Forms the attributes appear on (Magento's rma item forms). */
const FORMS = new Set(['default']);

export const SELECT_ATTRIBUTES = ['reason', 'condition', 'resolution'] as const;

/**
 * Magento\Rma\Api\RmaAttributesManagementInterface: rma item attribute metadata in the
 * AttributeMetadataInterface shape the customer metadata routes answer, options from
 * `magento_rma_item_attribute_option`.
 */
@Injectable()
export class RmaAttributesManagement {
  constructor(private readonly ds: Database) {}

  async getAttributeMetadata(attributeCode: string): Promise<Record<string, unknown>> {
    const attribute = ATTRIBUTES.find((a) => a.attribute_code === attributeCode);
    if (!attribute) {
      throw new NoSuchEntityException('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
        fieldName: 'entityType',
        fieldValue: 'rma_item',
        field2Name: 'attributeCode',
        field2Value: attributeCode,
      });
    }
    return (await this.present([attribute]))[0];
  }

  async getAttributes(formCode: string): Promise<Record<string, unknown>[]> {
    if (!FORMS.has(formCode)) throw NoSuchEntityException.singleField('formCode', formCode);
    return this.present(ATTRIBUTES);
  }

  getAllAttributesMetadata(): Promise<Record<string, unknown>[]> {
    return this.present(ATTRIBUTES);
  }

  async getCustomAttributesMetadata(): Promise<Record<string, unknown>[]> {
    return [];
  }

  /** Option ids of each select attribute, for validating item values. */
  async optionIds(): Promise<Map<string, Set<string>>> {
    const rows: { attribute_code: string; option_id: number }[] = await this.ds.query(
      `SELECT attribute_code, option_id FROM magento_rma_item_attribute_option`,
    );
    const out = new Map<string, Set<string>>(SELECT_ATTRIBUTES.map((c) => [c, new Set<string>()]));
    for (const r of rows) out.get(r.attribute_code)?.add(String(r.option_id));
    return out;
  }

  private async present(attributes: AttributeDefinition[]): Promise<Record<string, unknown>[]> {
    const rows: { attribute_code: string; option_id: number; label: string }[] = await this.ds.query(
      `SELECT attribute_code, option_id, label FROM magento_rma_item_attribute_option ORDER BY sort_order, option_id`,
    );
    return attributes.map((a) => ({
      frontend_input: a.frontend_input,
      input_filter: '',
      store_label: a.frontend_label,
      validation_rules: [],
      multiline_count: 0,
      visible: true,
      required: a.required,
      data_model: '',
      options:
        a.frontend_input === 'select'
          ? [
              { label: ' ', value: '' },
              ...rows.filter((r) => r.attribute_code === a.attribute_code).map((r) => ({ label: r.label, value: String(r.option_id) })),
            ]
          : [],
      frontend_class: a.required ? 'required-entry' : '',
      user_defined: false,
      sort_order: a.sort_order,
      frontend_label: a.frontend_label,
      note: '',
      system: true,
      backend_type: a.backend_type,
      attribute_code: a.attribute_code,
    }));
  }
}
