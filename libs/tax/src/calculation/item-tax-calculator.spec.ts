import { calculationProcess, MatchedRate, totalRate } from './rate-process';
import { ItemTaxCalculator, TaxAlgorithm } from './item-tax-calculator';

const TOTAL = (applyTaxAfterDiscount: boolean) =>
  new ItemTaxCalculator({ algorithm: 'TOTAL_BASE_CALCULATION', applyTaxAfterDiscount, crossBorderTrade: false });

function rates(...list: [number, number, string, number, boolean?][]): { rate: number; groups: ReturnType<typeof calculationProcess> } {
  const matched: MatchedRate[] = list.map(([ruleId, priority, code, percent, calculateSubtotal], i) => ({
    rateId: i + 1,
    ruleId,
    priority,
    position: 0,
    calculateSubtotal: !!calculateSubtotal,
    code,
    title: code,
    percent,
  }));
  return { rate: totalRate(matched), groups: calculationProcess(matched) };
}

const CA = rates([1, 0, 'US-CA-*-Rate 1', 8.25]);

describe('ItemTaxCalculator, total algorithm (prices exclude tax, tax on row totals)', () => {
  it('taxes the row total and rounds to cents: 10 × 8.25% = 0.825 → 0.83', () => {
    const item = TOTAL(true).calculate({ code: 'a', unitPrice: 10, quantity: 1, ...CA });
    expect(item).toMatchObject({ price: 10, rowTotal: 10, rowTax: 0.83, rowTotalInclTax: 10.83, priceInclTax: 10.83, taxPercent: 8.25 });
    expect(item.appliedTaxes).toEqual([
      {
        taxRateKey: 'US-CA-*-Rate 1',
        percent: 8.25,
        amount: 0.83,
        rates: [{ code: 'US-CA-*-Rate 1', title: 'US-CA-*-Rate 1', percent: 8.25 }],
      },
    ]);
  });

  it('carries the rounding remainder to the next item: 0.83 + 0.82 + 0.83 = 2.48 = round(30 × 8.25%)', () => {
    const calc = TOTAL(true);
    const taxes = [1, 2, 3].map((n) => calc.calculate({ code: String(n), unitPrice: 10, quantity: 1, ...CA }).rowTax);
    expect(taxes).toEqual([0.83, 0.82, 0.83]);
  });

  it('taxes the row, not each unit: 3 × 3.33 at 8.25% = 9.99 → 0.82 (per unit it would be 3 × 0.27 = 0.81)', () => {
    const item = TOTAL(true).calculate({ code: 'a', unitPrice: 3.33, quantity: 3, ...CA });
    expect(item.rowTax).toBe(0.82);
    expect(item.priceInclTax).toBe(3.6);
  });

  it('rounds the unit price first', () => {
    const item = TOTAL(true).calculate({ code: 'a', unitPrice: 10.005, quantity: 2, ...CA });
    expect(item.price).toBe(10.01);
    expect(item.rowTotal).toBe(20.02);
    // 20.02 × 8.25% = 1.65165
    expect(item.rowTax).toBe(1.65);
  });

  it('compound priorities: each group taxed and rounded on its own (19.99: 1.60 + 1.08)', () => {
    const compound = rates([1, 0, 'GST', 8], [2, 1, 'PST', 5]);
    const item = TOTAL(true).calculate({ code: 'a', unitPrice: 19.99, quantity: 1, ...compound });
    // 19.99 × 8% = 1.5992 → 1.60; 19.99 × 5.4% = 1.07946 → 1.08
    expect(item.appliedTaxes.map((t) => [t.taxRateKey, t.amount])).toEqual([
      ['GST', 1.6],
      ['PST', 1.08],
    ]);
    expect(item.rowTax).toBeCloseTo(2.68, 10);
    expect(item.taxPercent).toBeCloseTo(13.4, 10);
  });

  it('same priority: one group with the rates added (100 × (6 + 1.5)%)', () => {
    const sum = rates([1, 0, 'STATE', 6], [2, 0, 'COUNTY', 1.5]);
    const item = TOTAL(true).calculate({ code: 'a', unitPrice: 100, quantity: 1, ...sum });
    expect(item.appliedTaxes).toHaveLength(1);
    expect(item.appliedTaxes[0]).toMatchObject({ taxRateKey: 'STATECOUNTY', percent: 7.5, amount: 7.5 });
    expect(item.appliedTaxes[0].rates.map((r) => r.code)).toEqual(['STATE', 'COUNTY']);
  });

  it('tax after discount: taxed on row total less discount; incl-tax totals keep the undiscounted tax', () => {
    const ten = rates([1, 0, 'TEN', 10]);
    const item = TOTAL(true).calculate({ code: 'a', unitPrice: 100, quantity: 1, discountAmount: 10, ...ten });
    expect(item).toMatchObject({ rowTax: 9, rowTotalInclTax: 110, priceInclTax: 110 });
  });

  it('tax before discount when apply_after_discount is off', () => {
    const ten = rates([1, 0, 'TEN', 10]);
    const item = TOTAL(false).calculate({ code: 'a', unitPrice: 100, quantity: 1, discountAmount: 10, ...ten });
    expect(item.rowTax).toBe(10);
  });

  it('no rate: no tax, no applied taxes', () => {
    const item = TOTAL(true).calculate({ code: 'a', unitPrice: 5, quantity: 2, rate: 0, groups: [] });
    expect(item).toMatchObject({ rowTotal: 10, rowTax: 0, rowTotalInclTax: 10, priceInclTax: 5, appliedTaxes: [] });
  });

  it('shipping after the items shares the remainder of its rate group', () => {
    const calc = TOTAL(true);
    expect(calc.calculate({ code: 'a', unitPrice: 10, quantity: 1, ...CA }).rowTax).toBe(0.83);
    // 10 × 8.25% = 0.825, less the 0.004999 carried → 0.820001 → 0.82
    expect(calc.calculate({ code: 'shipping', unitPrice: 10, quantity: 1, ...CA }).rowTax).toBe(0.82);
  });
});

const calculator = (algorithm: TaxAlgorithm, crossBorderTrade = false) =>
  new ItemTaxCalculator({ algorithm, applyTaxAfterDiscount: true, crossBorderTrade });

describe('ItemTaxCalculator, unit and row algorithms', () => {
  it('unit: each unit taxed and rounded, then times the quantity (3 × 3.33 at 8.25% = 3 × 0.27 = 0.81)', () => {
    const item = calculator('UNIT_BASE_CALCULATION').calculate({ code: 'a', unitPrice: 3.33, quantity: 3, ...CA });
    expect(item).toMatchObject({ price: 3.33, priceInclTax: 3.6, rowTotal: 9.99, rowTax: 0.81 });
  });

  it('row: each row rounds on its own, no remainder carried to the next (0.83 + 0.83, where total gives 0.83 + 0.82)', () => {
    const calc = calculator('ROW_BASE_CALCULATION');
    expect([1, 2].map((n) => calc.calculate({ code: String(n), unitPrice: 10, quantity: 1, ...CA }).rowTax)).toEqual([0.83, 0.83]);
  });
});

describe('ItemTaxCalculator, prices including tax', () => {
  const TEN = { ...rates([1, 0, 'TEN', 10]), storeRate: 10 };

  it('takes the tax out of the price: 11.00 at 10% is 10.00 + 1.00', () => {
    const item = calculator('TOTAL_BASE_CALCULATION').calculate({ code: 'a', unitPrice: 11, quantity: 2, taxIncluded: true, ...TEN });
    expect(item).toMatchObject({ price: 10, priceInclTax: 11, rowTotal: 20, rowTotalInclTax: 22, rowTax: 2, discountTaxCompensation: 0 });
  });

  it("a customer taxed otherwise than the store pays the store's price less its tax plus theirs (9.99 at 10% → 10.90 at 20%)", () => {
    const twenty = { ...rates([1, 0, 'TX', 20]), storeRate: 10 };
    const item = calculator('UNIT_BASE_CALCULATION').calculate({ code: 'a', unitPrice: 9.99, quantity: 2, taxIncluded: true, ...twenty });
    expect(item).toMatchObject({ priceInclTax: 10.9, price: 9.08, rowTax: 3.64 });
  });

  it('under cross-border trade the price stays what the catalogue says, whatever the rate (9.99 at 20%)', () => {
    const twenty = { ...rates([1, 0, 'TX', 20]), storeRate: 10 };
    const item = calculator('UNIT_BASE_CALCULATION', true).calculate({
      code: 'a',
      unitPrice: 9.99,
      quantity: 2,
      taxIncluded: true,
      ...twenty,
    });
    expect(item).toMatchObject({ priceInclTax: 9.99, price: 8.32, rowTax: 3.34 });
  });

  it('a discount on a price including tax takes its tax out too: the compensation (29 at 10%, 13.18 off)', () => {
    const item = calculator('ROW_BASE_CALCULATION').calculate({
      code: 'a',
      unitPrice: 29,
      quantity: 1,
      discountAmount: 13.18,
      taxIncluded: true,
      ...TEN,
    });
    // 2.64 in the price; 1.44 on the 15.82 paid; 1.20 taken out with the discount.
    expect(item).toMatchObject({ price: 26.36, rowTax: 1.44 });
    expect(item.discountTaxCompensation).toBeCloseTo(1.2, 10);
  });

  it('a custom price can be taxed on the original price (apply_tax_on): 14 charged, 16.24 taxed at 8.25%', () => {
    const item = calculator('TOTAL_BASE_CALCULATION').calculate({
      code: 'a',
      unitPrice: 14,
      quantity: 1,
      priceForTaxCalculation: 16.24,
      ...CA,
    });
    expect(item).toMatchObject({ price: 14, rowTax: 1.34, rowTotalInclTax: 15.34 });
  });
});
