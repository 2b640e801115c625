/**
 * Money arithmetic as Magento's PHP does it, in one place.
 *
 * PHP's round() rounds half away from zero after pre-rounding to 15 significant digits, so
 * 1.005 rounds to 1.01 where naive binary arithmetic gives 1.00, and -2.5 to -3.
 */
export function phpRound(value: number, precision: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const factor = 10 ** precision;
  const raw = Math.abs(value) * factor;
  // Pre-rounding to 15 significant digits moves `raw` by under raw × 5e-15: it can only change the
  // result when the fraction is about that close to a half, the one case worth its string round trip.
  const scaled = Math.abs(raw - Math.floor(raw) - 0.5) > raw * 1e-13 ? raw : Number(raw.toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Magento's PriceCurrency::round: an amount in cents. */
export function roundPrice(value: number): number {
  return phpRound(value, 2);
}

/** An amount as Magento's `decimal(…,4)` columns keep it (balances, rates, document amounts). */
export function roundStored(value: number): number {
  return phpRound(value, 4);
}

/** A price as Magento's `decimal(20,6)` price columns keep it. */
export function roundPriceScale(value: number): number {
  return phpRound(value, 6);
}
