import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  CouldNotSaveException,
  Database,
  RequestContext,
  toNumber,
  numberArray,
  boolArray,
} from '@mercato/platform';
import { CustomerGroupRef } from '@mercato/customer';
import { TierPriceRecord } from '../dto/price.input';
import { PriceProducts, PriceProductSet } from './price-products';
import { lastPerKey, PriceUpdateResult } from './price-update-result';
import { writeFailed } from './write-failed';
import { ALL_GROUPS_CODE, ExistingTier, TierPriceValidator } from './tier-price-validator';

interface TierRow {
  entity: number;
  allGroups: boolean;
  group: number;
  qty: number;
  value: number;
  website: number;
  percentage: number | null;
}

/**
 * Magento\Catalog\Api\TierPriceStorageInterface. `fixed` is stored as value = price, `discount`
 * as a percentage; "ALL GROUPS" as the all-groups flag. Each call runs a constant number of
 * statements: one read of the products, one of their tier prices, and the write.
 */
@Injectable()
export class TierPriceStorage {
  constructor(
    private readonly ds: Database,
    private readonly products: PriceProducts,
    private readonly validator: TierPriceValidator,
  ) {}

  async get(_ctx: RequestContext, skus: string[]): Promise<Record<string, unknown>[]> {
    const set = await this.products.resolve('tier', skus);
    const existing = await this.existing(set.entityIds(), true);
    const names = set.callerSkus(skus);
    return existing.map((t) => ({
      price: t.percentage_value !== null ? toNumber(t.percentage_value) : toNumber(t.value),
      price_type: t.percentage_value !== null ? 'discount' : 'fixed',
      website_id: t.website_id,
      sku: names.get(t.entity_id),
      customer_group: t.all_groups ? ALL_GROUPS_CODE : t.group_code,
      quantity: Number(t.qty),
    }));
  }

  /** Adds new tier prices and updates existing ones (upsert on product, group, quantity, website). */
  async update(_ctx: RequestContext, prices: TierPriceRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve('tier', prices.map((p) => p.sku));
    const existing = await this.existing(set.entityIds(), false, prices);
    const { validation, groups } = await this.validator.validate(prices, set, existing);
    const rows = validation.validRows(prices).map(({ row }) => toRow(row, set, groups));
    if (rows.length) {
      try {
        await this.insert(rows);
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not save Tier Prices'), error);
      } finally {
        this.products.changed();
      }
    }
    return validation.results();
  }

  /** Every product with at least one valid row loses all its tier prices and gets the valid rows. */
  async replace(_ctx: RequestContext, prices: TierPriceRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve('tier', prices.map((p) => p.sku));
    const { validation, groups } = await this.validator.validate(prices, set, []);
    const rows = validation.validRows(prices).map(({ row }) => toRow(row, set, groups));
    if (rows.length) {
      try {
        await this.ds.transaction(async () => {
          await this.ds.query(`DELETE FROM catalog_product_entity_tier_price WHERE entity_id = ANY($1)`, [[...new Set(rows.map((r) => r.entity))]]);
          await this.insert(rows);
        });
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not replace Tier Prices'), error);
      } finally {
        this.products.changed();
      }
    }
    return validation.results();
  }

  /**
   * Deletes, for each valid price, one stored row matching it in full (Magento's retrievePriceId):
   * same product, group and quantity, and a fixed price equal to the stored non-zero `value` or a
   * discount equal to the stored `percentage_value` (a fixed row never matches a discount and the
   * reverse). Magento does not compare the website and takes the first match; here a match on the
   * same website is preferred, then the oldest row. Unmatched rows are ignored silently.
   */
  async delete(_ctx: RequestContext, prices: TierPriceRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve('tier', prices.map((p) => p.sku));
    const { validation, groups } = await this.validator.validate(prices, set, []);
    const rows = validation.validRows(prices).map(({ row }) => toRow(row, set, groups));
    if (rows.length) {
      try {
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
      } catch (error) {
        throw writeFailed(new CouldNotDeleteException('Could not delete Tier Prices'), error);
      } finally {
        this.products.changed();
      }
    }
    return validation.results();
  }

  /**
   * Upserts on the table's unique key. Two rows that differ only beyond the 4 decimals `qty` keeps
   * land on the same stored row; the later one wins, as with Magento's insert-on-duplicate.
   */
  private async insert(all: TierRow[]): Promise<void> {
    const rows = lastPerKey(all, (r) => `${r.entity}:${r.allGroups}:${r.group}:${storedQuantity(r.qty)}:${r.website}`);
    await this.ds.query(
      `INSERT INTO catalog_product_entity_tier_price AS t (entity_id, all_groups, customer_group_id, qty, value, website_id, percentage_value)
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

  /**
   * Stored tier prices of the products. `clashingWith` narrows the read to the rows that can clash
   * with the given prices: an all-websites row and a website row clash, so with only website-0
   * prices (the global price scope) just the website-specific rows are read, usually none.
   */
  private async existing(
    ids: number[],
    ordered: boolean,
    clashingWith?: TierPriceRecord[],
  ): Promise<(ExistingTier & { value: string; percentage_value: string | null })[]> {
    if (!ids.length) return [];
    let websites = '';
    if (clashingWith) {
      const zero = clashingWith.some((p) => p.website_id === 0);
      const other = clashingWith.some((p) => p.website_id !== 0);
      if (!zero && !other) return [];
      if (zero !== other) websites = zero ? ' AND t.website_id <> 0' : ' AND t.website_id = 0';
      // Under the global price scope there are usually no website-specific rows at all: one probe
      // of their (partial) index saves a probe per product.
      if (zero && !other) {
        const [{ any }] = await this.ds.query(`SELECT EXISTS (SELECT 1 FROM catalog_product_entity_tier_price WHERE website_id <> 0) AS any`);
        if (!any) return [];
      }
    }
    return this.ds.query(
      `SELECT t.entity_id, t.all_groups, t.customer_group_id, g.customer_group_code AS group_code, t.qty::text AS qty,
              t.website_id, t.value, t.percentage_value
       FROM catalog_product_entity_tier_price t
       LEFT JOIN customer_group g ON g.customer_group_id = t.customer_group_id AND NOT t.all_groups
       WHERE t.entity_id = ANY($1)${websites}${ordered ? ' ORDER BY t.entity_id, t.value_id' : ''}`,
      [numberArray(ids)],
    );
  }
}

/**
 * The quantity as `numeric(12,4)` stores it: decimal digits rounded half away from zero at the
 * fourth place (the binary float must not decide, so the decimal text is rounded).
 */
export function storedQuantity(qty: number): string {
  const text = String(qty);
  if (/e/i.test(text)) return qty.toFixed(4);
  const negative = text.startsWith('-');
  const [int, frac = ''] = text.replace('-', '').split('.');
  let units = BigInt(int + (frac + '0000').slice(0, 4));
  if ((frac[4] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(5, '0');
  return `${negative && units !== 0n ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

function toRow(p: TierPriceRecord, set: PriceProductSet, groups: Map<string, CustomerGroupRef>): TierRow {
  const allGroups = String(p.customer_group).toLowerCase() === ALL_GROUPS_CODE;
  const discount = p.price_type === 'discount';
  return {
    entity: set.get(p.sku)!.entity_id,
    allGroups,
    group: allGroups ? 0 : groups.get(String(p.customer_group).toLowerCase())!.customer_group_id,
    qty: p.quantity!,
    value: discount ? 0 : p.price!,
    website: p.website_id!,
    percentage: discount ? p.price! : null,
  };
}
