/**
 * Magento's PriceCurrency::round: PHP `round($amount, 2)`, half away from zero after PHP's
 * pre-rounding to 15 significant digits (so 1.005 gives 1.01 as in PHP, not 1.00).
 */
export function roundPrice(amount: number): number {
  if (!Number.isFinite(amount) || amount === 0) return amount;
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  return (Math.sign(amount) * Math.round(scaled)) / 100;
}
