import { RateGroup } from './rate-process';
import { roundPrice } from './rounding';
import { AppliedTax, TaxedItem } from './types';

const REGULAR = 'regular';
const BEFORE_DISCOUNT = 'tax_before_discount';

export interface ItemToTax {
  code: string;
  unitPrice: number;
  quantity: number;
  discountAmount?: number;
  /** The item's total rate and its applied rate groups (none: not taxed). */
  rate: number;
  groups: RateGroup[];
}

/**
 * Magento's TotalBaseCalculator for prices that exclude tax (the default configuration): tax is
 * computed on the row total per applied rate group, and each amount is rounded to cents with the
 * rounding remainder carried to the next item of the same group ("delta rounding"), so the
 * order's tax equals the tax on its total. One instance serves one calculation: items, then
 * shipping, in order.
 */
export class TotalBaseCalculator {
  private readonly deltas = new Map<string, number>();

  constructor(private readonly applyTaxAfterDiscount: boolean) {}

  calculate(item: ItemToTax): TaxedItem {
    const price = roundPrice(item.unitPrice);
    const rowTotal = price * item.quantity;
    const discount = item.discountAmount ?? 0;
    const rowTaxes: number[] = [];
    const rowTaxesBeforeDiscount: number[] = [];
    const appliedTaxes: AppliedTax[] = [];
    for (const group of item.groups) {
      const before = this.deltaRound(rowTotal * (group.percent / 100), group.id, this.applyTaxAfterDiscount ? BEFORE_DISCOUNT : REGULAR);
      let after = before;
      if (this.applyTaxAfterDiscount) {
        const taxable = Math.max(rowTotal - discount, 0);
        after = this.deltaRound(taxable * (group.percent / 100), group.id, REGULAR);
      }
      appliedTaxes.push({
        taxRateKey: group.id,
        percent: group.percent,
        amount: after,
        rates: group.rates.map((r) => ({ code: r.code, title: r.title, percent: r.percent })),
      });
      rowTaxes.push(after);
      rowTaxesBeforeDiscount.push(before);
    }
    const rowTax = sum(rowTaxes);
    const rowTotalInclTax = rowTotal + sum(rowTaxesBeforeDiscount);
    return {
      code: item.code,
      price,
      priceInclTax: roundPrice(rowTotalInclTax / item.quantity),
      rowTotal,
      rowTotalInclTax,
      rowTax,
      taxPercent: item.rate,
      appliedTaxes,
    };
  }

  /** AbstractCalculator::deltaRound (the remainder starts at 0.000001 so exact halves round alike). */
  private deltaRound(amount: number, rateKey: string, type: string): number {
    if (!amount) return amount;
    const key = `${type}|${rateKey}`;
    const value = amount + (this.deltas.get(key) ?? 0.000001);
    const rounded = roundPrice(value);
    this.deltas.set(key, value - rounded);
    return rounded;
  }
}

/** PHP array_sum: left to right from 0. */
function sum(values: number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
