import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  Database,
  echoCriteria,
  ErrorEntry,
  InputException,
  INVALID_FIELD_VALUE,
  NoSuchEntityException,
  RequestContext,
  REQUIRED_FIELD,
  runSearch,
  SearchCriteria,
  SearchResults,
} from '@mercato/platform';
import { TaxClassData } from '../dto/tax-class.input';
import { isUniqueViolation } from './db-errors';
import { isBlank } from './php-values';

export const CUSTOMER = 'CUSTOMER';
export const PRODUCT = 'PRODUCT';

export interface TaxClassRow {
  class_id: number;
  class_name: string;
  class_type: string;
}

const DUPLICATE = 'A class with the same name already exists for ClassType %1.';
const COLUMNS = 'c.class_id, c.class_name, c.class_type';

/**
 * Magento\Tax\Model\TaxClass\Repository: customer and product tax classes. A class's type never
 * changes; a class still named by a tax rule, a customer group or a product cannot be deleted.
 */
@Injectable()
export class TaxClassRepository {
  constructor(private readonly ds: Database) {}

  /** Creates or (with `class_id`) updates a class; answers its id as a string, as Magento does. */
  async save(ctx: RequestContext, data: TaxClassData): Promise<string> {
    const id = data.class_id || null;
    if (id) {
      const original = await this.get(ctx, id);
      if (original.class_type !== data.class_type) throw new InputException('Updating classType is not allowed.');
    }
    validate(data);
    const name = data.class_name!;
    const type = data.class_type!;
    const [clash] = await this.ds.query(
      `SELECT 1 FROM tax_class WHERE class_type = $1 AND lower(class_name) = lower($2) AND class_id <> $3`,
      [type, name, id ?? 0],
    );
    if (clash) throw new InputException(DUPLICATE, [type]);
    try {
      const [row] = id
        ? await this.ds.query(
            `WITH u AS (UPDATE tax_class SET class_name = $2 WHERE class_id = $1 RETURNING class_id) SELECT class_id FROM u`,
            [id, name],
          )
        : await this.ds.query(`INSERT INTO tax_class (class_name, class_type) VALUES ($1, $2) RETURNING class_id`, [name, type]);
      return String(row.class_id);
    } catch (error) {
      // A concurrent writer took the name between the check and the write.
      if (isUniqueViolation(error)) throw new InputException(DUPLICATE, [type]);
      throw error;
    }
  }

  async get(_ctx: RequestContext, id: number): Promise<TaxClassRow> {
    const [row]: TaxClassRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM tax_class c WHERE c.class_id = $1`, [id]);
    if (!row) throw NoSuchEntityException.singleField('class_id', id);
    return row;
  }

  async deleteById(ctx: RequestContext, id: number): Promise<boolean> {
    const taxClass = await this.get(ctx, id);
    const [usage] = await this.ds.query(
      `SELECT EXISTS (SELECT 1 FROM tax_calculation
       WHERE (CASE WHEN $2 = 'CUSTOMER' THEN customer_tax_class_id ELSE product_tax_class_id END) = $1) AS in_rules,
              CASE WHEN $2 = 'CUSTOMER'
                THEN EXISTS (SELECT 1 FROM customer_group WHERE tax_class_id = $1)
                ELSE EXISTS (SELECT 1 FROM catalog_product_entity_int v JOIN eav_attribute a ON a.attribute_id = v.attribute_id
                             WHERE a.entity_type_id = 4 AND a.attribute_code = 'tax_class_id' AND v.value = $1)
              END AS in_objects`,
      [id, taxClass.class_type],
    );
    if (usage.in_rules) {
      throw new CouldNotDeleteException(
        'You cannot delete this tax class because it is used in Tax Rules. You have to delete the rules it is used in first.',
      );
    }
    if (usage.in_objects) {
      const objects = taxClass.class_type === CUSTOMER ? 'customer group' : 'product';
      throw new CouldNotDeleteException('You cannot delete this tax class because it is used in existing %1(s).', [objects]);
    }
    await this.ds.query(`DELETE FROM tax_class WHERE class_id = $1`, [id]);
    return true;
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<TaxClassRow>> {
    const { rows, total } = await runSearch<TaxClassRow>(this.ds, criteria, {
      select: COLUMNS,
      from: 'tax_class c',
      fields: {
        class_id: { sql: 'c.class_id', type: 'int' },
        class_name: { sql: 'c.class_name', type: 'text' },
        class_type: { sql: 'c.class_type', type: 'text' },
      },
      defaultOrder: 'c.class_id ASC',
    });
    return { items: rows, search_criteria: echoCriteria(criteria), total_count: total };
  }
}

/** The repository's validateTaxClassData: every problem, in Magento's order. */
function validate(data: TaxClassData): void {
  const errors: ErrorEntry[] = [];
  if (isBlank(data.class_name)) errors.push({ message: REQUIRED_FIELD, parameters: { fieldName: 'class_name' } });
  const type = data.class_type;
  if (isBlank(type)) errors.push({ message: REQUIRED_FIELD, parameters: { fieldName: 'class_type' } });
  else if (type !== CUSTOMER && type !== PRODUCT) {
    errors.push({ message: INVALID_FIELD_VALUE, parameters: { fieldName: 'class_type', value: type } });
  }
  if (errors.length) throw InputException.fromEntries(errors);
}
