import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedSnapshot } from '@mercato/platform';

export interface CustomerGroupRef {
  customer_group_id: number;
  customer_group_code: string;
}

/** Magento's pseudo group id for "all groups" (GroupManagement::CUST_GROUP_ALL). */
export const ALL_GROUPS_ID = 32000;

/** A group as held in memory. */
interface GroupRow extends CustomerGroupRef {
  tax_class_id: number;
}

const CHANNEL = 'mercato_customer_group';

/**
 * Customer groups for other modules: by code the way Magento's collation does (case-insensitively),
 * by id, and the tax class each group is taxed with. Ids and tax classes are answered from memory
 * (every totals collection asks): a statement trigger (migration 1763800000482) announces each
 * change on `mercato_customer_group`, and the group repository drops the copy at once after its writes.
 */
@Injectable()
export class CustomerGroups implements OnModuleInit {
  private readonly groups: NotifiedSnapshot<ReadonlyMap<number, GroupRow>>;

  constructor(
    private readonly ds: Database,
    notifications: DbNotifications,
  ) {
    this.groups = new NotifiedSnapshot(ds, notifications, CHANNEL, async () => {
      const rows: GroupRow[] = await this.ds.query(`SELECT customer_group_id, customer_group_code, tax_class_id FROM customer_group`);
      return new Map(rows.map((r) => [r.customer_group_id, r]));
    });
  }

  onModuleInit(): Promise<void> {
    return this.groups.listen();
  }

  /** After this process wrote groups. */
  changed(): void {
    this.groups.changed();
  }

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
    const all = await this.groups.get();
    const out = new Map<number, CustomerGroupRef>();
    for (const id of ids) {
      const row = all.get(id);
      if (row) out.set(id, { customer_group_id: row.customer_group_id, customer_group_code: row.customer_group_code });
    }
    return out;
  }

  /** group id → its customer tax class, for the groups that exist. */
  async taxClassIds(ids: number[]): Promise<Map<number, number>> {
    const all = await this.groups.get();
    const out = new Map<number, number>();
    for (const id of ids) {
      const row = all.get(id);
      if (row) out.set(id, row.tax_class_id);
    }
    return out;
  }
}
