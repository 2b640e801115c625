import { Injectable } from '@nestjs/common';
import { CouldNotDeleteException, CouldNotSaveException, RequestContext, toNumber } from '@mercato/platform';
import { StoredTierPrice, TierPricePersistence, TierPriceRow } from '@mercato/catalog';
import { CustomerGroupRef } from '@mercato/customer';
import { TierPriceRecord } from '../dto/price.input';
import { PriceProducts, PriceProductSet } from './price-products';
import { lastPerKey, PriceUpdateResult } from './price-update-result';
import { writeFailed } from './write-failed';
import { ALL_GROUPS_CODE, TierPriceValidator } from './tier-price-validator';

/**
 * Magento\Catalog\Api\TierPriceStorageInterface. `fixed` is stored as value = price, `discount`
 * as a percentage; "ALL GROUPS" as the all-groups flag. Each call runs a constant number of
 * statements: one read of the products, one of their tier prices, and the write.
 */
@Injectable()
export class TierPriceStorage {
  constructor(
    private readonly tiers: TierPricePersistence,
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
    const set = await this.products.resolve(
      'tier',
      prices.map((p) => p.sku),
    );
    const existing = await this.existing(set.entityIds(), false, prices);
    const { validation, groups } = await this.validator.validate(prices, set, existing);
    const rows = validation.validRows(prices).map(({ row }) => toRow(row, set, groups));
    if (rows.length) {
      try {
        await this.tiers.upsert(lastPerKey(rows, storedKey));
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not save Tier Prices'), error);
      } finally {
        this.products.changed(set.entityIds());
      }
    }
    return validation.results();
  }

  /** Every product with at least one valid row loses all its tier prices and gets the valid rows. */
  async replace(_ctx: RequestContext, prices: TierPriceRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve(
      'tier',
      prices.map((p) => p.sku),
    );
    const { validation, groups } = await this.validator.validate(prices, set, []);
    const rows = validation.validRows(prices).map(({ row }) => toRow(row, set, groups));
    if (rows.length) {
      try {
        await this.tiers.replace(lastPerKey(rows, storedKey));
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not replace Tier Prices'), error);
      } finally {
        this.products.changed(set.entityIds());
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
    const set = await this.products.resolve(
      'tier',
      prices.map((p) => p.sku),
    );
    const { validation, groups } = await this.validator.validate(prices, set, []);
    const rows = validation.validRows(prices).map(({ row }) => toRow(row, set, groups));
    if (rows.length) {
      try {
        await this.tiers.deleteMatching(rows);
      } catch (error) {
        throw writeFailed(new CouldNotDeleteException('Could not delete Tier Prices'), error);
      } finally {
        this.products.changed(set.entityIds());
      }
    }
    return validation.results();
  }

  /**
   * Stored tier prices of the products. `clashingWith` narrows the read to the rows that can clash
   * with the given prices: an all-websites row and a website row clash, so with only website-0
   * prices (the global price scope) just the website-specific rows are read, usually none.
   */
  private async existing(ids: number[], ordered: boolean, clashingWith?: TierPriceRecord[]): Promise<StoredTierPrice[]> {
    if (!ids.length) return [];
    if (!clashingWith) return this.tiers.read(ids, 'all', ordered);
    const zero = clashingWith.some((p) => p.website_id === 0);
    const other = clashingWith.some((p) => p.website_id !== 0);
    if (!zero && !other) return [];
    if (zero && other) return this.tiers.read(ids, 'all', ordered);
    // Under the global price scope there are usually no website-specific rows at all: one probe
    // of their (partial) index saves a probe per product.
    if (zero) return (await this.tiers.anyWebsiteSpecific()) ? this.tiers.read(ids, 'websites', ordered) : [];
    return this.tiers.read(ids, 'global', ordered);
  }
}

/**
 * Two rows that differ only beyond the 4 decimals `qty` keeps land on the same stored row; the
 * later one wins, as with Magento's insert-on-duplicate.
 */
function storedKey(r: TierPriceRow): string {
  return `${r.entity}:${r.allGroups}:${r.group}:${storedQuantity(r.qty)}:${r.website}`;
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

function toRow(p: TierPriceRecord, set: PriceProductSet, groups: Map<string, CustomerGroupRef>): TierPriceRow {
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
