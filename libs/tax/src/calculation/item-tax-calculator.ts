import { roundPrice } from '@mercato/platform';
import { RateGroup } from './rate-process';
import { AppliedTax, TaxedItem } from './types';

/** `tax/calculation/algorithm`: where amounts are rounded (per unit, per row, or over the whole cart). */
export type TaxAlgorithm = 'UNIT_BASE_CALCULATION' | 'ROW_BASE_CALCULATION' | 'TOTAL_BASE_CALCULATION';

const REGULAR = 'regular';
const APPLIED_TAX = 'applied_tax_amount';
const BEFORE_DISCOUNT = 'tax_before_discount';

export interface ItemToTax {
  code: string;
  unitPrice: number;
  quantity: number;
  /** Discount on the row (in the price's own terms: including tax when the price does). */
  discountAmount?: number;
  /** The unit price includes tax (`tax/calculation/price_includes_tax`, `shipping_includes_tax`). */
  taxIncluded?: boolean;
  /** The price tax is computed on when it is not the charged one (a custom price taxed on the original, `apply_tax_on`). */
  priceForTaxCalculation?: number | null;
  /** The customer's total rate and its applied rate groups (none: not taxed). */
  rate: number;
  groups: RateGroup[];
  /** The rate of the store's origin for the same product class: a price including tax includes this one. */
  storeRate?: number;
}

export interface CalculatorSettings {
  algorithm: TaxAlgorithm;
  applyTaxAfterDiscount: boolean;
  /** Prices including tax keep their amount whatever the customer's rate (`tax/calculation/cross_border_trade_enabled`). */
  crossBorderTrade: boolean;
}

/**
 * Magento's tax calculators (Tax\Model\Calculation: UnitBaseCalculator, RowBaseCalculator,
 * TotalBaseCalculator and their AbstractCalculator), for prices including or excluding tax, tax
 * before or after discount. Each rounded amount carries its rounding remainder to the next one of
 * the same kind ("delta rounding"): per item for the unit and row algorithms, across the whole cart
 * for the total one, so that the cart's tax equals the tax on its total. One instance serves one
 * calculation: items, then shipping, in order.
 */
export class ItemTaxCalculator {
  private readonly deltas = new Map<string, number>();

  constructor(private readonly settings: CalculatorSettings) {}

  calculate(item: ItemToTax): TaxedItem {
    const taxed = item.taxIncluded
      ? this.settings.algorithm === 'UNIT_BASE_CALCULATION'
        ? this.unitWithTaxInPrice(item)
        : this.aggregateWithTaxInPrice(item)
      : this.settings.algorithm === 'UNIT_BASE_CALCULATION'
        ? this.unitWithTaxNotInPrice(item)
        : this.aggregateWithTaxNotInPrice(item);
    return { ...taxed, code: item.code, taxPercent: item.rate };
  }

  private unitWithTaxInPrice(item: ItemToTax): Taxed {
    const { quantity: qty, rate } = item;
    const after = this.settings.applyTaxAfterDiscount;
    let priceInclTax = item.unitPrice;
    if (!this.sameRateAsStore(item)) priceInclTax = customerPriceInclTax(priceInclTax, item.storeRate ?? 0, rate);
    let unitTax = this.roundAmount(taxOf(priceInclTax, rate, true), String(rate), true, after ? BEFORE_DISCOUNT : REGULAR, item);
    const price = priceInclTax - unitTax;
    let compensation = 0;
    if (after) {
      const taxable = Math.max(priceInclTax - (item.discountAmount ?? 0) / qty, 0);
      const unitTaxAfterDiscount = this.roundAmount(taxOf(taxable, rate, true), String(rate), true, REGULAR, item);
      compensation = (unitTax - unitTaxAfterDiscount) * qty;
      unitTax = unitTaxAfterDiscount;
    }
    const rowTax = unitTax * qty;
    return {
      price,
      priceInclTax,
      rowTotal: price * qty,
      rowTotalInclTax: priceInclTax * qty,
      rowTax,
      discountTaxCompensation: compensation,
      appliedTaxes: this.splitAppliedTaxes(rowTax, rate, item.groups),
    };
  }

  private unitWithTaxNotInPrice(item: ItemToTax): Taxed {
    const { quantity: qty } = item;
    const after = this.settings.applyTaxAfterDiscount;
    const price = roundPrice(item.unitPrice);
    const unitTaxes: number[] = [];
    const unitTaxesBeforeDiscount: number[] = [];
    const appliedTaxes: AppliedTax[] = [];
    for (const group of item.groups) {
      const before = this.roundAmount(taxOf(price, group.percent, false), group.id, false, after ? BEFORE_DISCOUNT : REGULAR, item);
      let afterDiscount = before;
      if (after) {
        const taxable = Math.max(price - (item.discountAmount ?? 0) / qty, 0);
        afterDiscount = this.roundAmount(taxOf(taxable, group.percent, false), group.id, false, REGULAR, item);
      }
      appliedTaxes.push(appliedTax(group, afterDiscount * qty));
      unitTaxes.push(afterDiscount);
      unitTaxesBeforeDiscount.push(before);
    }
    const priceInclTax = price + sum(unitTaxesBeforeDiscount);
    return {
      price,
      priceInclTax,
      rowTotal: price * qty,
      rowTotalInclTax: priceInclTax * qty,
      rowTax: sum(unitTaxes) * qty,
      discountTaxCompensation: 0,
      appliedTaxes,
    };
  }

  private aggregateWithTaxInPrice(item: ItemToTax): Taxed {
    const { quantity: qty, rate } = item;
    const after = this.settings.applyTaxAfterDiscount;
    let priceInclTax = roundPrice(item.unitPrice);
    let rowTotalInclTax = priceInclTax * qty;
    if (!this.sameRateAsStore(item)) {
      priceInclTax = customerPriceInclTax(priceInclTax, item.storeRate ?? 0, rate);
      rowTotalInclTax = priceInclTax * qty;
    }
    let rowTax = this.roundAmount(taxOf(rowTotalInclTax, rate, true), String(rate), true, after ? BEFORE_DISCOUNT : REGULAR, item);
    const rowTotal = rowTotalInclTax - rowTax;
    const price = roundPrice(rowTotal / qty);
    let compensation = 0;
    if (after) {
      const taxable = Math.max(rowTotalInclTax - (item.discountAmount ?? 0), 0);
      const rowTaxAfterDiscount = this.roundAmount(taxOf(taxable, rate, true), String(rate), true, REGULAR, item);
      compensation = rowTax - rowTaxAfterDiscount;
      rowTax = rowTaxAfterDiscount;
    }
    return {
      price,
      priceInclTax,
      rowTotal,
      rowTotalInclTax,
      rowTax,
      discountTaxCompensation: compensation,
      appliedTaxes: this.splitAppliedTaxes(rowTax, rate, item.groups),
    };
  }

  private aggregateWithTaxNotInPrice(item: ItemToTax): Taxed {
    const { quantity: qty } = item;
    const after = this.settings.applyTaxAfterDiscount;
    const price = roundPrice(item.unitPrice);
    const rowTotal = price * qty;
    const taxBase = (item.priceForTaxCalculation ? roundPrice(item.priceForTaxCalculation) : price) * qty;
    const rowTaxes: number[] = [];
    const rowTaxesBeforeDiscount: number[] = [];
    const appliedTaxes: AppliedTax[] = [];
    for (const group of item.groups) {
      const before = this.roundAmount(taxOf(taxBase, group.percent, false), group.id, false, after ? BEFORE_DISCOUNT : REGULAR, item);
      let afterDiscount = before;
      if (after) {
        const taxable = Math.max(taxBase - (item.discountAmount ?? 0), 0);
        afterDiscount = this.roundAmount(taxOf(taxable, group.percent, false), group.id, false, REGULAR, item);
      }
      appliedTaxes.push(appliedTax(group, afterDiscount));
      rowTaxes.push(afterDiscount);
      rowTaxesBeforeDiscount.push(before);
    }
    const rowTotalInclTax = rowTotal + sum(rowTaxesBeforeDiscount);
    return {
      price,
      priceInclTax: roundPrice(rowTotalInclTax / qty),
      rowTotal,
      rowTotalInclTax,
      rowTax: sum(rowTaxes),
      discountTaxCompensation: 0,
      appliedTaxes,
    };
  }

  /** A price including tax is the customer's as it stands when the rates agree, or always under cross-border trade. */
  private sameRateAsStore(item: ItemToTax): boolean {
    return this.settings.crossBorderTrade || Math.abs(item.rate - (item.storeRate ?? 0)) < 0.00001;
  }

  /**
   * AbstractCalculator::getAppliedTaxes: a row's tax split over its rate groups by their share of
   * the total rate, each share delta-rounded across the cart and never more than what is left.
   */
  private splitAppliedTaxes(rowTax: number, totalRate: number, groups: RateGroup[]): AppliedTax[] {
    const applied: AppliedTax[] = [];
    let total = 0;
    for (const group of groups) {
      if (group.percent === 0) continue;
      let amount = this.deltaRound((rowTax / totalRate) * group.percent, group.id, true, APPLIED_TAX);
      if (total + amount > rowTax) amount = rowTax - total;
      total += amount;
      applied.push(appliedTax(group, amount));
    }
    return applied;
  }

  /** The unit and row algorithms keep a remainder per item; the total algorithm one for the cart. */
  private roundAmount(amount: number, rateKey: string, direction: boolean, type: string, item: ItemToTax): number {
    const scope = this.settings.algorithm === 'TOTAL_BASE_CALCULATION' ? type : type + item.code;
    return this.deltaRound(amount, rateKey, direction, scope);
  }

  /** AbstractCalculator::deltaRound (the remainder starts at 0.000001 so exact halves round alike). */
  private deltaRound(amount: number, rateKey: string, direction: boolean, type: string): number {
    if (!amount) return amount;
    const key = `${type}${direction ? '1' : ''}|${rateKey}`;
    const value = amount + (this.deltas.get(key) ?? 0.000001);
    const rounded = roundPrice(value);
    this.deltas.set(key, value - rounded);
    return rounded;
  }
}

type Taxed = Omit<TaxedItem, 'code' | 'taxPercent'>;

/** Calculation::calcTaxAmount, unrounded: the tax in a price that includes it, or on one that does not. */
export function taxOf(price: number, percent: number, priceIncludesTax: boolean): number {
  const rate = percent / 100;
  return priceIncludesTax ? price * (1 - 1 / (1 + rate)) : price * rate;
}

/**
 * AbstractCalculator::calculatePriceInclTax: a catalogue price including the store's tax becomes
 * the customer's price including theirs (the store's tax taken out, the customer's added).
 */
function customerPriceInclTax(storePriceInclTax: number, storeRate: number, customerRate: number): number {
  const priceExclTax = storePriceInclTax - taxOf(storePriceInclTax, storeRate, true);
  return roundPrice(priceExclTax + taxOf(priceExclTax, customerRate, false));
}

function appliedTax(group: RateGroup, amount: number): AppliedTax {
  return {
    taxRateKey: group.id,
    percent: group.percent,
    amount,
    rates: group.rates.map((r) => ({ code: r.code, title: r.title, percent: r.percent })),
  };
}

/** PHP array_sum: left to right from 0. */
function sum(values: number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
