import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** What a new attribute is: its type, code, storage and defaults. */
export interface NewAttribute {
  entityTypeId: number;
  code: string;
  backendType: string;
  input: string;
  label: string | null | undefined;
  isRequired: boolean;
  defaultValue: string | null;
  scope: number;
}

/** A change to an attribute: null leaves the column as it is (the label is always set). */
export interface AttributeChange {
  label: string | null | undefined;
  isRequired: boolean | null;
  defaultValue: string | null;
  scope: number | null;
}

/**
 * The writes of the EAV attribute and attribute set tables, for the modules whose attributes they
 * are (the catalog's product attributes and sets). One statement each, in the caller's transaction.
 */
@Injectable()
export class AttributeWriter {
  constructor(private readonly ds: Database) {}

  async insert(a: NewAttribute): Promise<number> {
    const [row] = await this.ds.query(
      `INSERT INTO eav_attribute (entity_type_id, attribute_code, backend_type, frontend_input, frontend_label, is_required,
         is_user_defined, default_value, is_global)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8) RETURNING attribute_id`,
      [a.entityTypeId, a.code, a.backendType, a.input, a.label, a.isRequired, a.defaultValue, a.scope],
    );
    return row.attribute_id;
  }

  async update(attributeId: number, c: AttributeChange): Promise<void> {
    await this.ds.query(
      `UPDATE eav_attribute SET frontend_label = $2, is_required = COALESCE($3, is_required), default_value = COALESCE($4, default_value),
         is_global = COALESCE($5, is_global) WHERE attribute_id = $1`,
      [attributeId, c.label, c.isRequired, c.defaultValue, c.scope],
    );
  }

  async setDefaultValue(attributeId: number, value: string): Promise<void> {
    await this.ds.query(`UPDATE eav_attribute SET default_value = $2 WHERE attribute_id = $1`, [attributeId, value]);
  }

  async delete(attributeId: number): Promise<void> {
    await this.ds.query(`DELETE FROM eav_attribute WHERE attribute_id = $1`, [attributeId]);
  }

  async insertSet(entityTypeId: number, name: string, sortOrder: number): Promise<number> {
    const [row] = await this.ds.query(
      `INSERT INTO eav_attribute_set (entity_type_id, attribute_set_name, sort_order) VALUES ($1, $2, $3) RETURNING attribute_set_id`,
      [entityTypeId, name, sortOrder],
    );
    return row.attribute_set_id;
  }

  async updateSet(setId: number, name: string, sortOrder: number): Promise<void> {
    await this.ds.query(`UPDATE eav_attribute_set SET attribute_set_name = $2, sort_order = $3 WHERE attribute_set_id = $1`, [
      setId,
      name,
      sortOrder,
    ]);
  }

  async deleteSet(setId: number): Promise<void> {
    await this.ds.query(`DELETE FROM eav_attribute_set WHERE attribute_set_id = $1`, [setId]);
  }
}
