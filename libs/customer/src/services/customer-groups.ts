import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

export interface CustomerGroupRef {
  customer_group_id: number;
  customer_group_code: string;
}

/** Magento's pseudo group id for "all groups" (GroupManagement::CUST_GROUP_ALL). */
export const ALL_GROUPS_ID = 32000;

/**
 * Customer groups for other modules: by code the way Magento's collation does (case-insensitively),
 * by id, and the tax class each group is taxed with.
 */
@Injectable()
export class CustomerGroups {
  constructor(private readonly ds: Database) {}

  /** lower(code) → group, for the codes that exist. One query whatever the count. */
  async byCodes(codes: string[]): Promise<Map<string, CustomerGroupRef>> {
    const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
    if (!wanted.length) return new Map();
    const rows: CustomerGroupRef[] = await this.ds.query(
      `SELECT customer_group_id, customer_group_code FROM customer_group WHERE lower(customer_group_code) = ANY($1)`,
      [wanted],
    );
    return new Map(rows.map((r) => [r.customer_group_code.toLowerCase(), r]));
  }

  async byIds(ids: number[]): Promise<Map<number, CustomerGroupRef>> {
    if (!ids.length) return new Map();
    const rows: CustomerGroupRef[] = await this.ds.query(
      `SELECT customer_group_id, customer_group_code FROM customer_group WHERE customer_group_id = ANY($1)`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.customer_group_id, r]));
  }

  /** group id → its customer tax class, for the groups that exist. One query whatever the count. */
  async taxClassIds(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows: { customer_group_id: number; tax_class_id: number }[] = await this.ds.query(
      `SELECT customer_group_id, tax_class_id FROM customer_group WHERE customer_group_id = ANY($1)`,
      [[...new Set(ids)]],
    );
    return new Map(rows.map((r) => [r.customer_group_id, r.tax_class_id]));
  }
}
