import { MethodConfig } from './defaults';

export interface PaymentContext {
  storeId: number;
  grandTotal: number;
  billingCountryId?: string | null;
}

function flag(value: string | null | undefined): boolean {
  return !!value && value !== '0' && value.toLowerCase() !== 'false';
}

function amount(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n !== 0 ? n : null;
}

/** Magento's CanUseForCountry: `allowspecific` 1 limits the method to `specificcountry` (billing country). */
export function canUseForCountry(config: MethodConfig, countryId: string | null | undefined): boolean {
  if (config.allowspecific !== '1') return true;
  const allowed = (config.specificcountry ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return !!countryId && allowed.includes(countryId);
}

/** Magento's TotalMinMax: `min_order_total` / `max_order_total` bound the grand total when set. */
export function withinTotals(config: MethodConfig, grandTotal: number): boolean {
  const min = amount(config.min_order_total);
  const max = amount(config.max_order_total);
  return !((min !== null && grandTotal < min) || (max !== null && grandTotal > max));
}

/**
 * Magento's MethodList for one method: active, allowed for the billing country, within its order
 * totals, and its own isAvailable (Free: only when the grand total rounds to 0).
 */
export function isAvailable(code: string, config: MethodConfig, ctx: PaymentContext): boolean {
  if (!flag(config.active)) return false;
  if (code === 'free' && Math.round(ctx.grandTotal * 100) !== 0) return false;
  return canUseForCountry(config, ctx.billingCountryId) && withinTotals(config, ctx.grandTotal);
}

/**
 * Magento's ZeroTotal check, added when a payment is set on the cart: with nothing to pay only the
 * free method may be used (the list still offers the others, as Magento's web API does).
 */
export function passesZeroTotal(code: string, grandTotal: number): boolean {
  return !(grandTotal < 0.0001 && code !== 'free');
}
