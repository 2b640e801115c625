import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  Database,
  echoCriteria,
  InputException,
  NoSuchEntityException,
  runSearch,
  SearchCriteria,
  SearchResults,
} from '@mercato/platform';
import { AttributeWriter } from '@mercato/eav';
import { AttributeSetData } from './dto/attribute-sets.input';
import { entityTypeId, PRODUCT_TYPE } from './entity-types';

export interface AttributeSet {
  attribute_set_id: number;
  attribute_set_name: string;
  sort_order: number;
  entity_type_id: number;
}

const COLUMNS = 's.attribute_set_id, s.attribute_set_name, s.sort_order, s.entity_type_id';

/**
 * Attribute sets: Magento's Eav AttributeSetRepository/AttributeSetManagement, and the Catalog
 * variants (`product` = true) that only see product sets.
 */
@Injectable()
export class AttributeSetService {
  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeWriter,
  ) {}

  async get(id: number, product = false): Promise<AttributeSet> {
    const [row] = await this.ds.query(`SELECT ${COLUMNS} FROM eav_attribute_set s WHERE s.attribute_set_id = $1`, [id]);
    if (!row || (product && row.entity_type_id !== PRODUCT_TYPE)) throw NoSuchEntityException.singleField('id', id);
    return row;
  }

  async getList(criteria: SearchCriteria, product = false): Promise<SearchResults<AttributeSet>> {
    const { rows, total } = await runSearch<AttributeSet>(this.ds, criteria, {
      select: COLUMNS,
      from: 'eav_attribute_set s',
      fields: {
        attribute_set_id: { sql: 's.attribute_set_id', type: 'int' },
        attribute_set_name: { sql: 's.attribute_set_name', type: 'text' },
        sort_order: { sql: 's.sort_order', type: 'int' },
        entity_type_id: { sql: 's.entity_type_id', type: 'int' },
        // Magento's Eav getList filters by entity type code.
        entity_type_code: {
          sql: `(CASE s.entity_type_id WHEN 1 THEN 'customer' WHEN 2 THEN 'customer_address' WHEN 3 THEN 'catalog_category' WHEN 4
            THEN 'catalog_product' END)`,
          type: 'text',
        },
      },
      defaultOrder: 's.attribute_set_id ASC',
      conditions: product ? [`s.entity_type_id = ${PRODUCT_TYPE}`] : [],
    });
    return { items: rows, search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Renames or reorders an existing set (the path id wins over the body's). */
  async save(id: number, data: AttributeSetData, product = false): Promise<AttributeSet> {
    const current = await this.get(id, product);
    const name = data.attribute_set_name ?? current.attribute_set_name;
    await this.validateName(current.entity_type_id, name, id);
    await this.attributes.updateSet(id, name.trim(), data.sort_order ?? current.sort_order);
    return this.get(id);
  }

  /** A new set with the skeleton's groups and attribute assignments. */
  async create(entityTypeCode: string, data: AttributeSetData, skeletonId: number, product = false): Promise<AttributeSet> {
    if (data.attribute_set_id !== undefined && data.attribute_set_id !== null)
      throw InputException.invalidFieldValue('id', data.attribute_set_id);
    if (!skeletonId) throw InputException.invalidFieldValue('skeletonId', skeletonId);
    const typeId = entityTypeId(entityTypeCode);
    let skeleton: AttributeSet;
    try {
      skeleton = await this.get(skeletonId);
    } catch (e) {
      if (product)
        throw new InputException(
          "The attribute set couldn't be created because it's based on a non-existing or non-product attribute set.",
        );
      throw e;
    }
    if (skeleton.entity_type_id !== typeId) {
      if (product)
        throw new InputException(
          "The attribute set couldn't be created because it's based on a non-existing or non-product attribute set.",
        );
      throw InputException.invalidFieldValue('skeletonId', skeletonId);
    }
    const name = data.attribute_set_name ?? '';
    await this.validateName(typeId, name, null);
    const id = await this.ds.transaction(async () => {
      const attribute_set_id = await this.attributes.insertSet(typeId, name.trim(), data.sort_order ?? 0);
      await this.ds.query(
        `INSERT INTO eav_attribute_group (attribute_set_id, attribute_group_name, sort_order, default_id, attribute_group_code,
           tab_group_code)
         SELECT $1, attribute_group_name, sort_order, default_id, attribute_group_code, tab_group_code FROM eav_attribute_group
         WHERE attribute_set_id = $2`,
        [attribute_set_id, skeletonId],
      );
      await this.ds.query(
        `INSERT INTO eav_entity_attribute (entity_type_id, attribute_set_id, attribute_group_id, attribute_id, sort_order)
         SELECT ea.entity_type_id, $1, ng.attribute_group_id, ea.attribute_id, ea.sort_order
         FROM eav_entity_attribute ea
         JOIN eav_attribute_group og ON og.attribute_group_id = ea.attribute_group_id
         JOIN eav_attribute_group ng ON ng.attribute_set_id = $1 AND ng.attribute_group_code = og.attribute_group_code
         WHERE ea.attribute_set_id = $2`,
        [attribute_set_id, skeletonId],
      );
      return attribute_set_id;
    });
    return this.get(id);
  }

  /** Deletes a set, its groups and memberships, and (as Magento's catalog plugin does) its products. */
  async deleteById(id: number, product = false): Promise<boolean> {
    const set = await this.get(id, product);
    // Each entity type's Default set is the one created at install (its id equals the type's).
    if (set.attribute_set_id === set.entity_type_id) throw new CouldNotDeleteException("The default attribute set can't be deleted.");
    await this.ds.transaction(async () => {
      if (set.entity_type_id === PRODUCT_TYPE) await this.ds.query(`DELETE FROM catalog_product_entity WHERE attribute_set_id = $1`, [id]);
      await this.attributes.deleteSet(id);
    });
    return true;
  }

  /** Magento's Set::validate: a name, unique (case-insensitively) within the entity type. */
  private async validateName(typeId: number, name: string, exceptId: number | null): Promise<void> {
    if (!name.trim()) throw new InputException('The attribute set name is empty. Enter the name and try again.');
    const [dup] = await this.ds.query(
      `SELECT 1 FROM eav_attribute_set WHERE entity_type_id = $1 AND lower(attribute_set_name) = lower($2) AND attribute_set_id IS DISTINCT
       FROM $3`,
      [typeId, name.trim(), exceptId],
    );
    if (dup) throw new InputException('A "%1" attribute set name already exists. Create a new name and try again.', [name.trim()]);
  }
}
