import { flag, withHandlingFee } from './handling';
import { CarrierConfig, CarrierResult, RateRequest } from './types';

export const TABLERATE_CONDITIONS = ['package_weight', 'package_value_with_discount', 'package_qty'] as const;
export type TablerateCondition = (typeof TABLERATE_CONDITIONS)[number];

/** What the rate table is asked: the most specific row for this destination at or below `value`. */
export interface TablerateQuery {
  websiteId: number;
  countryId: string;
  regionId: number;
  postcode: string;
  condition: TablerateCondition;
  value: number;
}
export type TablerateLookup = (q: TablerateQuery) => Promise<{ price: number; cost: number } | null>;

/**
 * Magento's Tablerate carrier: the package measured by `condition_name` (items a sales rule made
 * free left out; virtual items' value left out unless `include_virtual_price`) is looked up in the
 * website's table; a whole free cart costs 0 when the table has any row for it.
 */
export async function tablerate(config: CarrierConfig, req: RateRequest, lookup: TablerateLookup): Promise<CarrierResult> {
  const condition = (TABLERATE_CONDITIONS as readonly string[]).includes(config.condition_name ?? '')
    ? (config.condition_name as TablerateCondition)
    : 'package_weight';
  let valueWithDiscount = req.packageValueWithDiscount;
  if (!flag(config.include_virtual_price)) {
    for (const i of req.items.filter((x) => x.is_virtual)) {
      valueWithDiscount -= i.row_total;
    }
  }
  let freeQty = 0;
  let freeValue = 0;
  let chargedWeight = 0;
  for (const i of req.items) {
    if (i.is_virtual) continue;
    if (i.free_shipping || req.freeShipping) {
      freeQty += i.qty;
      freeValue += i.row_total;
    } else {
      chargedWeight += i.weight * i.qty;
    }
  }
  const measure = (qty: number, withDiscount: number, weight: number): number =>
    condition === 'package_qty' ? qty : condition === 'package_weight' ? weight : withDiscount;
  const base = {
    websiteId: req.websiteId,
    countryId: req.destination.country_id,
    regionId: req.destination.region_id ?? 0,
    postcode: req.destination.postcode ?? '',
    condition,
  };
  const rate = await lookup({ ...base, value: measure(req.packageQty - freeQty, valueWithDiscount - freeValue, chargedWeight) });
  if (rate && rate.price >= 0) {
    const price = req.packageQty === freeQty ? 0 : withHandlingFee(rate.price, config);
    return { method: 'bestway', title: config.name ?? '', price, cost: rate.cost };
  }
  if (req.packageQty === freeQty) {
    // A rule freed the whole cart: the method is still offered at 0 where the table serves the destination.
    const any = await lookup({ ...base, value: measure(freeQty, freeValue, chargedWeight) });
    return any && any.price >= 0 ? { method: 'bestway', title: config.name ?? '', price: 0, cost: 0 } : null;
  }
  return { error: config.specificerrmsg ?? '' };
}
