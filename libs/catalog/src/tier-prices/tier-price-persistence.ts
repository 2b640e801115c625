import { Injectable } from '@nestjs/common';
import { boolArray, Database, numberArray } from '@mercato/platform';

/** A tier price as stored: `fixed` as value = price, `discount` as a percentage; "ALL GROUPS" as the flag. */
export interface TierPriceRow {
  entity: number;
  allGroups: boolean;
  group: number;
  qty: number;
  value: number;
  website: number;
  percentage: number | null;
}

/** A stored tier price with its group's code. */
export interface StoredTierPrice {
  entity_id: number;
  all_groups: boolean;
  customer_group_id: number;
  group_code: string | null;
  qty: string;
  website_id: number;
  value: string;
  percentage_value: string | null;
}

/** Which websites' rows a read takes: all, only website 0, or only the others. */
export type TierPriceWebsites = 'all' | 'global' | 'websites';

/**
 * The one writer of the catalog's tier price table: for the price storage
 * (Magento\Catalog\Api\TierPriceStorageInterface, served by the pricing lib), product save and the
 * per-group tier price routes. Each method is one statement whatever the number of rows.
 */
@Injectable()
export class TierPricePersistence {
  constructor(private readonly ds: Database) {}

  /** The products' tier prices, optionally narrowed to one side of the website split. */
  read(ids: number[], websites: TierPriceWebsites, ordered: boolean): Promise<StoredTierPrice[]> {
    const narrowing = { all: '', global: ' AND t.website_id = 0', websites: ' AND t.website_id <> 0' }[websites];
    return this.ds.query(
      `SELECT t.entity_id, t.all_groups, t.customer_group_id, g.customer_group_code AS group_code, t.qty::text AS qty,
              t.website_id, t.value, t.percentage_value
       FROM catalog_product_entity_tier_price t
       LEFT JOIN customer_group g ON g.customer_group_id = t.customer_group_id AND NOT t.all_groups
       WHERE t.entity_id = ANY($1)${narrowing}${ordered ? ' ORDER BY t.entity_id, t.value_id' : ''}`,
      [numberArray(ids)],
    );
  }

  /** Whether any product has a website-specific tier price (one probe of the partial index). */
  async anyWebsiteSpecific(): Promise<boolean> {
    const [{ any }] = await this.ds.query(`SELECT EXISTS (SELECT 1 FROM catalog_product_entity_tier_price WHERE website_id <> 0) AS any`);
    return any;
  }

  /** Upserts on the table's unique key (the caller keeps one row per key). */
  async upsert(rows: TierPriceRow[]): Promise<void> {
    await this.ds.query(
      `INSERT INTO catalog_product_entity_tier_price AS t (entity_id, all_groups, customer_group_id, qty, value, website_id,
         percentage_value)
       SELECT * FROM unnest($1::int[], $2::boolean[], $3::int[], $4::numeric[], $5::numeric[], $6::int[], $7::numeric[])
       ON CONFLICT (entity_id, all_groups, customer_group_id, qty, website_id)
       DO UPDATE SET value = EXCLUDED.value, percentage_value = EXCLUDED.percentage_value
       WHERE (t.value, t.percentage_value) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.percentage_value)`,
      [
        numberArray(rows.map((r) => r.entity)),
        boolArray(rows.map((r) => r.allGroups)),
        numberArray(rows.map((r) => r.group)),
        numberArray(rows.map((r) => r.qty)),
        numberArray(rows.map((r) => r.value)),
        numberArray(rows.map((r) => r.website)),
        numberArray(rows.map((r) => r.percentage)),
      ],
    );
  }

  /** Every product of the rows loses all its tier prices and gets the rows, in one transaction. */
  async replace(rows: TierPriceRow[]): Promise<void> {
    await this.ds.transaction(async () => {
      await this.ds.query(`DELETE FROM catalog_product_entity_tier_price WHERE entity_id = ANY($1)`, [
        [...new Set(rows.map((r) => r.entity))],
      ]);
      await this.upsert(rows);
    });
  }

  /**
   * Deletes, for each row, one stored row matching it in full: same product, group and quantity,
   * and a fixed price equal to the stored non-zero `value` or a discount equal to the stored
   * `percentage_value`; a match on the same website first, then the oldest row.
   */
  async deleteMatching(rows: TierPriceRow[]): Promise<void> {
    await this.ds.query(
      `DELETE FROM catalog_product_entity_tier_price d
       USING (
         SELECT DISTINCT ON (x.ord) t.value_id
         FROM unnest($1::int[], $2::boolean[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[], $7::int[])
              WITH ORDINALITY AS x(entity_id, all_groups, group_id, qty, value, percentage, website_id, ord)
         JOIN catalog_product_entity_tier_price t
           ON t.entity_id = x.entity_id AND t.all_groups = x.all_groups AND t.customer_group_id = x.group_id AND t.qty = x.qty
          AND ((t.value <> 0 AND t.value = x.value) OR t.percentage_value = x.percentage)
         ORDER BY x.ord, (t.website_id = x.website_id) DESC, t.value_id
       ) m
       WHERE d.value_id = m.value_id`,
      [
        numberArray(rows.map((r) => r.entity)),
        boolArray(rows.map((r) => r.allGroups)),
        numberArray(rows.map((r) => r.group)),
        numberArray(rows.map((r) => r.qty)),
        numberArray(rows.map((r) => r.value)),
        numberArray(rows.map((r) => r.percentage)),
        numberArray(rows.map((r) => r.website)),
      ],
    );
  }

  /**
   * Saved products' `tier_prices` replace all of their tier prices (within the save's transaction):
   * `storedIds` lose theirs first (new products have none), then `rows` are written.
   */
  async replaceOfProducts(storedIds: number[], rows: TierPriceRow[]): Promise<void> {
    if (storedIds.length) {
      await this.ds.query(`DELETE FROM catalog_product_entity_tier_price WHERE entity_id = ANY($1::int[])`, [numberArray(storedIds)]);
    }
    // A product's tiers are distinct by key (the writer refuses duplicates), so this only inserts.
    if (rows.length) await this.upsert(rows);
  }

  /**
   * Sets the fixed price of the group's tier at exactly `qty` on the website (`groupId` null: the
   * all-groups tier); answers how many tiers it changed.
   */
  async updateGroupTier(entityId: number, websiteId: number, qty: number, price: number, groupId: number | null): Promise<number> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [, updated]: [unknown[], number] = await this.ds.query(
      `UPDATE catalog_product_entity_tier_price t SET value = $4, percentage_value = NULL
       WHERE t.entity_id = $1 AND t.website_id = $2 AND t.qty = $3::numeric AND ${groupCondition('$5')}`,
      [entityId, websiteId, String(qty), price, groupId],
    );
    return updated;
  }

  /** Adds the group's tier at `qty` as a fixed price, or sets it when it exists. */
  async insertGroupTier(entityId: number, websiteId: number, qty: number, price: number, groupId: number | null): Promise<void> {
    await this.ds.query(
      `INSERT INTO catalog_product_entity_tier_price (entity_id, all_groups, customer_group_id, qty, value, website_id,
         percentage_value)
       VALUES ($1, $2, $3, $4, $5, $6, NULL)
       ON CONFLICT (entity_id, all_groups, customer_group_id, qty, website_id)
       DO UPDATE SET value = EXCLUDED.value, percentage_value = NULL`,
      [entityId, groupId === null, groupId ?? 0, qty, price, websiteId],
    );
  }

  /** Deletes the group's tier at exactly `qty` on the website; answers how many it deleted. */
  async deleteGroupTier(entityId: number, websiteId: number, qty: number, groupId: number | null): Promise<number> {
    // TypeORM answers a DELETE with [rows, affected count].
    const [, deleted]: [unknown[], number] = await this.ds.query(
      `DELETE FROM catalog_product_entity_tier_price t
       WHERE t.entity_id = $1 AND t.website_id = $2 AND t.qty = $3::numeric AND ${groupCondition('$4')}`,
      [entityId, websiteId, String(qty), groupId],
    );
    return deleted;
  }
}

/** The SQL condition (on alias t) for one group's tiers; `param` holds the group id, NULL for all groups. */
export function groupCondition(param: string): string {
  return `(${param}::int IS NULL AND t.all_groups OR NOT t.all_groups AND t.customer_group_id = ${param}::int)`;
}
