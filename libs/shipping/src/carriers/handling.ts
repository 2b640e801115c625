import { CarrierConfig } from './types';

/**
 * Magento's AbstractCarrier::getFinalPriceWithHandlingFee: `handling_fee` added per order, as a
 * fixed amount (`handling_type` F) or a percentage of the price (P). The offline carriers ship one
 * package, so the per-package action comes to the same.
 */
export function withHandlingFee(price: number, config: CarrierConfig): number {
  const fee = Number(config.handling_fee ?? 0) || 0;
  return config.handling_type === 'P' ? price + (price * fee) / 100 : price + fee;
}

/** Magento's checkAvailableShipCountries: `sallowspecific` 1 restricts to `specificcountry`. */
export function shipsTo(config: CarrierConfig, countryId: string): boolean {
  if (config.sallowspecific !== '1') return true;
  const allowed = (config.specificcountry ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return allowed.includes(countryId);
}

export function flag(value: string | null | undefined): boolean {
  return !!value && value !== '0' && value.toLowerCase() !== 'false';
}
