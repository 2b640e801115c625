import { ProductData } from '../services/product-reader';
import { formatPrice } from './formatting';

/** NOT LOGGED IN: render info is for guests (the customer group of a web API call without a customer session). */
const NOT_LOGGED_IN = 0;
const ALL_GROUPS = 32000;

export interface PriceInfo {
  final_price: number;
  max_price: number;
  max_regular_price: number | null;
  minimal_regular_price: number | null;
  special_price: number | null;
  minimal_price: number;
  regular_price: number;
  formatted_prices: Record<string, string | null>;
}

/**
 * Magento's Price collector for a product: the final price (the lowest of the price, the special
 * price when the store's date is inside its from/to dates, and the tier price for one unit for
 * NOT LOGGED IN on the store's website), the minimal price (also counting the tier prices for
 * larger quantities), the regular price and the maximal price (the final one), each also
 * formatted. The regular minimum/maximum and the special price are filled by other collectors in
 * Magento (bundle and configurable ones), so they stay null here, as for Magento's simple products.
 */
export function priceInfo(product: ProductData, websiteId: number, today: string, currencyCode: string, locale: string): PriceInfo {
  const attrs = customAttributes(product);
  const regular = round(Number(product.price ?? 0));
  const candidates = [regular];
  const special = toNumber(attrs.special_price);
  if (special !== null && inInterval(today, attrs.special_from_date, attrs.special_to_date)) candidates.push(special);
  const tiers = guestTiers(product, websiteId);
  const unitTiers = tiers.filter((t) => t.qty <= 1).map((t) => t.value);
  const final = round(Math.min(...candidates, ...unitTiers));
  const minimal = round(Math.min(final, ...tiers.map((t) => t.value)));

  const format = (n: number) => formatPrice(n, currencyCode, locale);
  return {
    final_price: final,
    max_price: final,
    max_regular_price: null,
    minimal_regular_price: null,
    special_price: null,
    minimal_price: minimal,
    regular_price: regular,
    formatted_prices: {
      final_price: format(final),
      max_price: format(final),
      minimal_price: format(minimal),
      max_regular_price: null,
      minimal_regular_price: null,
      special_price: null,
      regular_price: format(regular),
    },
  };
}

export function customAttributes(product: ProductData): Record<string, unknown> {
  const list = (product.custom_attributes as { attribute_code: string; value: unknown }[] | undefined) ?? [];
  return Object.fromEntries(list.map((a) => [a.attribute_code, a.value]));
}

function guestTiers(product: ProductData, websiteId: number): { qty: number; value: number }[] {
  const tiers = (product.tier_prices as { customer_group_id: number; qty: number; value: number; extension_attributes?: { website_id?: number } }[]) ?? [];
  return tiers
    .filter((t) => t.customer_group_id === ALL_GROUPS || t.customer_group_id === NOT_LOGGED_IN)
    .filter((t) => [0, websiteId].includes(t.extension_attributes?.website_id ?? 0))
    .map((t) => ({ qty: Number(t.qty), value: Number(t.value) }));
}

/** Magento's isScopeDateInInterval: day precision, either end open when not set. */
function inInterval(today: string, from: unknown, to: unknown): boolean {
  const day = (v: unknown) => (typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : null);
  const start = day(from);
  const end = day(to);
  return (start === null || start <= today) && (end === null || today <= end);
}

function toNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
