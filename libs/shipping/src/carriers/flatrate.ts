import { withHandlingFee } from './handling';
import { CarrierConfig, CarrierResult, RateRequest } from './types';

/**
 * Magento's Flatrate carrier: `price` per order (type O) or per item (type I), minus the units a
 * sales rule made free; nothing to pay when every unit is free. A rule freeing the whole cart frees
 * every item (Magento copies the address flag onto its items before the carriers run).
 */
export function flatrate(config: CarrierConfig, req: RateRequest): CarrierResult {
  const base = Number(config.price ?? 0) || 0;
  const freeBoxes = req.items.filter((i) => !i.is_virtual && (i.free_shipping || req.freeShipping)).reduce((n, i) => n + i.qty, 0);
  let price: number;
  if (config.type === 'O') price = base;
  else if (config.type === 'I') price = req.packageQty * base - freeBoxes * base;
  else return null;
  price = withHandlingFee(price, config);
  if (req.packageQty === freeBoxes) price = 0;
  return { method: 'flatrate', title: config.name ?? '', price, cost: price };
}
