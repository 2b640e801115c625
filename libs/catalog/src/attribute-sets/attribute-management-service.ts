import { Injectable } from '@nestjs/common';
import { Database, InputException, NoSuchEntityException } from '@mercato/platform';
import { PRODUCT_TYPE } from './entity-types';
import { SetAttributes } from '../services/set-attributes';

const SCOPES = ['store', 'global', 'website'];

/** Which product attributes a set holds: Magento's ProductAttributeManagement. */
@Injectable()
export class AttributeManagementService {
  constructor(
    private readonly ds: Database,
    private readonly setAttributes: SetAttributes,
  ) {}

  /** The set's attributes in tab order (group sort order, then the attribute's). */
  async getAttributes(setId: number): Promise<Record<string, unknown>[]> {
    await this.productSet(setId, () => NoSuchEntityException.singleField('attributeSetId', setId));
    const rows = await this.ds.query(
      `SELECT a.attribute_id, a.attribute_code, a.frontend_input, a.entity_type_id, a.is_required, a.is_user_defined,
              a.frontend_label, a.backend_type, a.default_value, a.is_global
       FROM eav_entity_attribute ea
       JOIN eav_attribute a ON a.attribute_id = ea.attribute_id
       JOIN eav_attribute_group g ON g.attribute_group_id = ea.attribute_group_id
       WHERE ea.attribute_set_id = $1
       ORDER BY g.sort_order, ea.sort_order, a.attribute_id`,
      [setId],
    );
    return rows.map((a: Record<string, any>) => ({
      attribute_id: a.attribute_id,
      attribute_code: a.attribute_code,
      frontend_input: a.frontend_input,
      entity_type_id: String(a.entity_type_id),
      is_required: a.is_required,
      is_user_defined: a.is_user_defined,
      default_frontend_label: a.frontend_label,
      backend_type: a.backend_type,
      default_value: a.default_value,
      scope: SCOPES[a.is_global] ?? 'global',
    }));
  }

  /** Puts the attribute in the group (moving it if the set already holds it); returns the membership id. */
  async assign(setId: number, groupId: number, code: string, sortOrder: number): Promise<number> {
    await this.productSet(
      setId,
      () => new NoSuchEntityException('The AttributeSet with a "%1" ID doesn\'t exist. Verify the attributeSet and try again.', [setId]),
    );
    const [group] = await this.ds.query(`SELECT attribute_set_id FROM eav_attribute_group WHERE attribute_group_id = $1`, [groupId]);
    if (!group) throw new NoSuchEntityException('The group with the "%1" ID doesn\'t exist. Verify the ID and try again.', [groupId]);
    if (group.attribute_set_id !== setId) throw new InputException("The attribute group doesn't belong to the attribute set.");
    const attributeId = await this.attributeId(code);
    const [row] = await this.ds.query(
      `INSERT INTO eav_entity_attribute (entity_type_id, attribute_set_id, attribute_group_id, attribute_id, sort_order)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (attribute_set_id, attribute_id) DO UPDATE SET attribute_group_id = EXCLUDED.attribute_group_id,
         sort_order = EXCLUDED.sort_order
       RETURNING entity_attribute_id`,
      [PRODUCT_TYPE, setId, groupId, attributeId, sortOrder],
    );
    // Product saves validate against the set's members: this process must see the change at once.
    this.setAttributes.invalidate();
    return row.entity_attribute_id;
  }

  /** Takes a user-defined attribute out of the set; system attributes stay. */
  async unassign(setId: number, code: string): Promise<boolean> {
    await this.productSet(setId, () => new NoSuchEntityException('The "%1" attribute set wasn\'t found.', [setId]));
    const attributeId = await this.attributeId(code);
    const [member] = await this.ds.query(
      `SELECT ea.entity_attribute_id, a.is_user_defined FROM eav_entity_attribute ea JOIN eav_attribute a
       ON a.attribute_id = ea.attribute_id
       WHERE ea.attribute_set_id = $1 AND ea.attribute_id = $2`,
      [setId, attributeId],
    );
    if (!member) {
      throw new InputException('The "%1" attribute wasn\'t found in the "%2" attribute set. Enter the attribute and try again.', [
        code,
        setId,
      ]);
    }
    if (!member.is_user_defined) throw new InputException("The system attribute can't be deleted.");
    await this.ds.query(`DELETE FROM eav_entity_attribute WHERE entity_attribute_id = $1`, [member.entity_attribute_id]);
    this.setAttributes.invalidate();
    return true;
  }

  private async productSet(setId: number, missing: () => Error): Promise<void> {
    const [set] = await this.ds.query(`SELECT 1 FROM eav_attribute_set WHERE attribute_set_id = $1 AND entity_type_id = $2`, [
      setId,
      PRODUCT_TYPE,
    ]);
    if (!set) throw missing();
  }

  private async attributeId(code: string): Promise<number> {
    const [a] = await this.ds.query(`SELECT attribute_id FROM eav_attribute WHERE entity_type_id = $1 AND attribute_code = $2`, [
      PRODUCT_TYPE,
      code,
    ]);
    if (!a)
      throw new NoSuchEntityException('The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.', [
        code,
      ]);
    return a.attribute_id;
  }
}
