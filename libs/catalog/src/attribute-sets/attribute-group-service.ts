import { Injectable } from '@nestjs/common';
import { Database, echoCriteria, InputException, NoSuchEntityException, runSearch, SearchCriteria, SearchResults } from '@mercato/platform';
import { AttributeGroupData } from './dto/attribute-sets.input';
import { PRODUCT_TYPE } from './entity-types';

interface GroupRow {
  attribute_group_id: number;
  attribute_group_name: string;
  attribute_set_id: number;
  attribute_group_code: string;
  tab_group_code: string | null;
}

export interface AttributeGroup {
  attribute_group_id: number;
  attribute_group_name: string;
  attribute_set_id: number;
  extension_attributes: { attribute_group_code: string; tab_group_code: string | null };
}

const COLUMNS = 'g.attribute_group_id, g.attribute_group_name, g.attribute_set_id, g.attribute_group_code, g.tab_group_code';
const FROM = `eav_attribute_group g JOIN eav_attribute_set s ON s.attribute_set_id = g.attribute_set_id
  AND s.entity_type_id = ${PRODUCT_TYPE}`;

/** Groups of product attribute sets: Magento's ProductAttributeGroupRepository. */
@Injectable()
export class AttributeGroupService {
  constructor(private readonly ds: Database) {}

  async get(groupId: number): Promise<AttributeGroup> {
    const [row] = await this.ds.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE g.attribute_group_id = $1`, [groupId]);
    if (!row) throw new NoSuchEntityException('The group with the "%1" ID doesn\'t exist. Verify the ID and try again.', [groupId]);
    return present(row);
  }

  async getList(criteria: SearchCriteria): Promise<SearchResults<AttributeGroup>> {
    const { rows, total } = await runSearch<GroupRow>(this.ds, criteria, {
      select: COLUMNS,
      from: FROM,
      fields: {
        attribute_group_id: { sql: 'g.attribute_group_id', type: 'int' },
        attribute_group_name: { sql: 'g.attribute_group_name', type: 'text' },
        attribute_set_id: { sql: 'g.attribute_set_id', type: 'int' },
        attribute_group_code: { sql: 'g.attribute_group_code', type: 'text' },
        tab_group_code: { sql: 'g.tab_group_code', type: 'text' },
        sort_order: { sql: 'g.sort_order', type: 'int' },
      },
      defaultOrder: 'g.attribute_set_id ASC, g.sort_order ASC, g.attribute_group_id ASC',
    });
    return { items: rows.map(present), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Creates a group (no id) or renames one; the set must be a product set and own the group. */
  async save(group: AttributeGroupData): Promise<AttributeGroup> {
    const setId = group.attribute_set_id ?? null;
    const [set] =
      setId === null
        ? []
        : await this.ds.query(`SELECT 1 FROM eav_attribute_set WHERE attribute_set_id = $1 AND entity_type_id = $2`, [setId, PRODUCT_TYPE]);
    if (!set) throw NoSuchEntityException.singleField('attributeSetId', setId);
    const ext = group.extension_attributes ?? {};
    if (group.attribute_group_id) {
      const current = await this.get(group.attribute_group_id).catch(() => {
        throw NoSuchEntityException.singleField('attributeGroupId', group.attribute_group_id);
      });
      if (current.attribute_set_id !== setId) throw new InputException("The attribute group doesn't belong to the provided attribute set.");
      await this.write(
        `UPDATE eav_attribute_group SET attribute_group_name = $2, attribute_group_code = $3, tab_group_code = $4
         WHERE attribute_group_id = $1`,
        [
          current.attribute_group_id,
          group.attribute_group_name ?? current.attribute_group_name,
          ext.attribute_group_code ?? current.extension_attributes.attribute_group_code,
          ext.tab_group_code !== undefined ? ext.tab_group_code : current.extension_attributes.tab_group_code,
        ],
      );
      return this.get(current.attribute_group_id);
    }
    const name = (group.attribute_group_name ?? '').trim();
    if (!name) throw InputException.requiredField('attribute_group_name');
    // Magento derives the code from the name when none is given, and appends the group last.
    const [row] = await this.write(
      `INSERT INTO eav_attribute_group (attribute_set_id, attribute_group_name, attribute_group_code, tab_group_code, sort_order)
       SELECT $1, $2, $3, $4, COALESCE(MAX(sort_order), 0) + 1 FROM eav_attribute_group WHERE attribute_set_id = $1
       RETURNING attribute_group_id`,
      [setId, name, ext.attribute_group_code ?? groupCode(name), ext.tab_group_code ?? null],
    );
    return this.get(row.attribute_group_id);
  }

  /** Refused while the group holds system attributes; its user attributes leave the set with it. */
  async deleteById(groupId: number): Promise<boolean> {
    await this.get(groupId);
    const [system] = await this.ds.query(
      `SELECT 1 FROM eav_entity_attribute ea JOIN eav_attribute a ON a.attribute_id = ea.attribute_id
       WHERE ea.attribute_group_id = $1 AND NOT a.is_user_defined LIMIT 1`,
      [groupId],
    );
    if (system) throw new InputException("The attribute group can't be deleted because it contains system attributes.");
    await this.ds.query(`DELETE FROM eav_attribute_group WHERE attribute_group_id = $1`, [groupId]);
    return true;
  }

  /** A write that maps a duplicate group name or code to Magento's save failure. */
  private async write(sql: string, params: unknown[]): Promise<any[]> {
    try {
      return await this.ds.query(sql, params);
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new InputException("The attributeGroup can't be saved.");
      throw e;
    }
  }
}

function groupCode(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'group'
  );
}

function present(r: GroupRow): AttributeGroup {
  return {
    attribute_group_id: r.attribute_group_id,
    attribute_group_name: r.attribute_group_name,
    attribute_set_id: r.attribute_set_id,
    extension_attributes: { attribute_group_code: r.attribute_group_code, tab_group_code: r.tab_group_code },
  };
}
