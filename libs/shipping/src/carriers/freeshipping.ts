import { flag } from './handling';
import { CarrierConfig, CarrierResult, RateRequest } from './types';

/**
 * Magento's Freeshipping carrier: offered when a sales rule makes the cart's shipping free, when
 * every item is free, or when the subtotal after discount reaches `free_shipping_subtotal`
 * (unset means no threshold); otherwise an error row only if `showmethod` is on.
 */
export function freeshipping(config: CarrierConfig, req: RateRequest): CarrierResult {
  const allItemsFree = req.items.length > 0 && req.items.every((i) => i.free_shipping);
  const threshold = Number(config.free_shipping_subtotal ?? 0) || 0;
  if (req.freeShipping || allItemsFree || req.packageValueWithDiscount >= threshold) {
    return { method: 'freeshipping', title: config.name ?? '', price: 0, cost: 0 };
  }
  return flag(config.showmethod) ? { error: config.specificerrmsg ?? '' } : null;
}
