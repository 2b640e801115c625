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
    const duplicates = new DuplicateIndex(prices, existing);

    prices.forEach((p, row) => {
      // Built only when a check fails: most rows pass, and this runs for every row of big calls.
      let ids: unknown[] | null = null;
      const rowIds = () => (ids ??= [p.sku, p.website_id, p.customer_group, p.quantity]);
      const product = set.get(p.sku);
      if (!product) v.fail(row, `Invalid attribute SKU = %SKU. ${SUFFIX}`, rowIds());

      const isDiscount = p.price_type === 'discount';
      if (p.price === null || p.price === undefined || p.price < 0 || (isDiscount && p.price > 100)) {
        v.fail(row, `Invalid attribute Price = %price. ${SUFFIX}`, [p.price, ...rowIds()]);
      }

      const typeOk = (p.price_type === 'fixed' || isDiscount) && !(product?.type_id === 'bundle' && !isDiscount);
      if (!typeOk) v.fail(row, `Invalid attribute Price Type = %priceType. ${SUFFIX}`, [p.price_type, ...rowIds()]);

      if (product) {
        const qty = p.quantity;
        const bad = qty === null || qty === undefined || qty <= 0 || (qty < 1 && !set.canUseDecimalQty(product));
        if (bad) v.fail(row, `Invalid attribute Quantity = %qty. ${SUFFIX}`, rowIds());
      }

      const website = p.website_id;
      if (website === null || website === undefined || !websites.has(website) || (priceGlobal && website !== 0)) {
        v.fail(row, `Invalid attribute Website ID = %websiteId. ${SUFFIX}`, rowIds());
      }

      duplicates.check(v, row, p, product?.entity_id);

      const group = typeof p.customer_group === 'string' ? p.customer_group.toLowerCase() : null;
      if (group !== ALL_GROUPS_CODE && (group === null || !groups.has(group))) {
        v.fail(row, `No such entity with Customer Group = %customerGroup. ${SUFFIX}`, rowIds());
      }
    });
    return { validation: v, groups };
  }
}

const DUPLICATE =
  `We found a duplicate website, tier price, customer group and quantity: ` +
  `Customer Group = %customerGroup, Website ID = %websiteId, Quantity = %qty. ${SUFFIX}`;

/** The duplicate key of a price: same product (trimmed, case-insensitive), group (case-insensitive) and quantity. */
function dupKey(product: string | number, group: unknown, qty: unknown): string | null {
  const q = Number(qty);
  if (Number.isNaN(q)) return null; // NaN never equals anything, as in the row-by-row comparison
  return `${product}\u0000${String(group ?? '').toLowerCase()}\u0000${q}`;
}

/**
 * Finds the prices a row clashes with by key rather than by scanning every row, so a call with
 * thousands of rows is validated in linear time.
 */
class DuplicateIndex {
  /** Rows sharing a key, for keys held by more than one row; a lone key cannot clash. */
  private readonly rows = new Map<string, number[]>();
  private readonly keys: (string | null)[];
  private readonly stored = new Map<string, ExistingTier[]>();

  constructor(
    private readonly prices: TierPriceRecord[],
    existing: ExistingTier[],
  ) {
    this.keys = prices.map((p) =>
      dupKey(
        String(p.sku ?? '')
          .trim()
          .toLowerCase(),
        p.customer_group,
        p.quantity,
      ),
    );
    const first = new Map<string, number>();
    this.keys.forEach((key, i) => {
      if (key === null) return;
      const seen = first.get(key);
      if (seen === undefined) first.set(key, i);
      else {
        const list = this.rows.get(key);
        if (list) list.push(i);
        else this.rows.set(key, [seen, i]);
      }
    });
    for (const e of existing) {
      const key = dupKey(e.entity_id, e.all_groups ? ALL_GROUPS_CODE : e.group_code, e.qty);
      if (key !== null) append(this.stored, key, e);
    }
  }

  check(v: PriceValidation, row: number, p: TierPriceRecord, entityId: number | undefined): void {
    const key = this.keys[row];
    if (key === null) return;
    const clashing = this.rows.get(key);
    if (clashing) {
      for (const j of clashing) {
        if (j === row) continue;
        const other = this.prices[j];
        // A website-0 price covers every website (one base currency here), so it clashes with any.
        if (other.website_id === p.website_id || other.website_id === 0 || p.website_id === 0) {
          v.fail(row, DUPLICATE, [other.sku, other.website_id, other.customer_group, other.quantity]);
        }
      }
    }
    if (entityId === undefined || this.stored.size === 0) return;
    for (const e of this.stored.get(dupKey(entityId, p.customer_group, p.quantity)!) ?? []) {
      // An all-websites price and a website-specific one cannot coexist; an exact match is an upsert.
      // The stored row is reported as the read route shows it ("all groups", qty as a DB decimal).
      if ((e.website_id === 0) !== (p.website_id === 0) && e.website_id !== p.website_id) {
        v.fail(row, DUPLICATE, [p.sku, String(e.website_id), e.all_groups ? ALL_GROUPS_CODE : e.group_code, e.qty]);
      }
    }
  }
}

function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
