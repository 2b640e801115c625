import { Injectable } from '@nestjs/common';
import { CustomerGroupRef, CustomerGroups } from '@mercato/customer';
import { PriceScope } from '@mercato/catalog';
import { StoreDirectory } from '@mercato/store';
import { TierPriceRecord } from '../dto/price.input';
import { PriceProductSet } from './price-products';
import { PriceValidation } from './price-update-result';

/** A stored tier price, as the duplicate check needs it. */
export interface ExistingTier {
  entity_id: number;
  all_groups: boolean;
  customer_group_id: number;
  group_code: string | null;
  qty: string;
  website_id: number;
}

export const ALL_GROUPS_CODE = 'all groups';

const SUFFIX = 'Row ID: SKU = %SKU, Website ID: %websiteId, Customer Group: %customerGroup, Quantity: %qty.';

export interface TierValidationOutcome {
  validation: PriceValidation;
  groups: Map<string, CustomerGroupRef>;
}

/**
 * Magento's TierPriceValidator (2.4.8 rules). Its messages keep their placeholders; the values
 * travel in `parameters`. Checks run per row in Magento's order: SKU, price, price type, quantity,
 * website, duplicates, customer group.
 */
@Injectable()
export class TierPriceValidator {
  constructor(
    private readonly groups: CustomerGroups,
    private readonly stores: StoreDirectory,
    private readonly priceScope: PriceScope,
  ) {}

  async validate(prices: TierPriceRecord[], set: PriceProductSet, existing: ExistingTier[]): Promise<TierValidationOutcome> {
    const v = new PriceValidation();
    const groups = await this.groups.byCodes(prices.map((p) => p.customer_group).filter((g): g is string => typeof g === 'string'));
    const websites = new Set((await this.stores.allWebsites()).map((w) => w.website_id));
    const priceGlobal = await this.priceScope.isGlobal();

    prices.forEach((p, row) => {
      const rowIds = [p.sku, p.website_id, p.customer_group, p.quantity];
      const product = set.get(p.sku);
      if (!product) v.fail(row, `Invalid attribute SKU = %SKU. ${SUFFIX}`, rowIds);

      const isDiscount = p.price_type === 'discount';
      if (p.price === null || p.price === undefined || p.price < 0 || (isDiscount && p.price > 100)) {
        v.fail(row, `Invalid attribute Price = %price. ${SUFFIX}`, [p.price, ...rowIds]);
      }

      const typeOk = (p.price_type === 'fixed' || isDiscount) && !(product?.type_id === 'bundle' && !isDiscount);
      if (!typeOk) v.fail(row, `Invalid attribute Price Type = %priceType. ${SUFFIX}`, [p.price_type, ...rowIds]);

      if (product) {
        const qty = p.quantity;
        const bad = qty === null || qty === undefined || qty <= 0 || (qty < 1 && !set.canUseDecimalQty(product));
        if (bad) v.fail(row, `Invalid attribute Quantity = %qty. ${SUFFIX}`, rowIds);
      }

      const website = p.website_id;
      if (website === null || website === undefined || !websites.has(website) || (priceGlobal && website !== 0)) {
        v.fail(row, `Invalid attribute Website ID = %websiteId. ${SUFFIX}`, rowIds);
      }

      this.checkDuplicates(v, row, p, prices, existing, product?.entity_id);

      const group = typeof p.customer_group === 'string' ? p.customer_group.toLowerCase() : null;
      if (group !== ALL_GROUPS_CODE && (group === null || !groups.has(group))) {
        v.fail(row, `No such entity with Customer Group = %customerGroup. ${SUFFIX}`, rowIds);
      }
    });
    return { validation: v, groups };
  }

  private checkDuplicates(
    v: PriceValidation,
    row: number,
    p: TierPriceRecord,
    prices: TierPriceRecord[],
    existing: ExistingTier[],
    entityId: number | undefined,
  ): void {
    const message = `We found a duplicate website, tier price, customer group and quantity: Customer Group = %customerGroup, Website ID = %websiteId, Quantity = %qty. ${SUFFIX}`;
    const group = String(p.customer_group ?? '').toLowerCase();
    prices.forEach((other, j) => {
      if (j === row) return;
      const sameSku = String(other.sku ?? '').trim().toLowerCase() === String(p.sku ?? '').trim().toLowerCase();
      if (!sameSku || String(other.customer_group ?? '').toLowerCase() !== group || Number(other.quantity) !== Number(p.quantity)) return;
      // A website-0 price covers every website (one base currency here), so it clashes with any.
      if (other.website_id === p.website_id || other.website_id === 0 || p.website_id === 0) {
        v.fail(row, message, [other.sku, other.website_id, other.customer_group, other.quantity]);
      }
    });
    if (entityId === undefined) return;
    for (const e of existing) {
      if (e.entity_id !== entityId || Number(e.qty) !== Number(p.quantity)) continue;
      const code = e.all_groups ? ALL_GROUPS_CODE : (e.group_code ?? '').toLowerCase();
      if (code !== group) continue;
      // An all-websites price and a website-specific one cannot coexist; an exact match is an upsert.
      if ((e.website_id === 0) !== (p.website_id === 0) && e.website_id !== p.website_id) {
        v.fail(row, message, [p.sku, String(e.website_id), e.all_groups ? 'ALL GROUPS' : e.group_code, e.qty]);
      }
    }
  }
}
