import { calculationProcess, MatchedRate, totalRate } from './rate-process';
import { TotalBaseCalculator } from './total-base-calculator';

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

describe('TotalBaseCalculator (prices exclude tax, tax on row totals)', () => {
  it('taxes the row total and rounds to cents: 10 × 8.25% = 0.825 → 0.83', () => {
    const item = new TotalBaseCalculator(true).calculate({ code: 'a', unitPrice: 10, quantity: 1, ...CA });
    expect(item).toMatchObject({ price: 10, rowTotal: 10, rowTax: 0.83, rowTotalInclTax: 10.83, priceInclTax: 10.83, taxPercent: 8.25 });
    expect(item.appliedTaxes).toEqual([
      { taxRateKey: 'US-CA-*-Rate 1', percent: 8.25, amount: 0.83, rates: [{ code: 'US-CA-*-Rate 1', title: 'US-CA-*-Rate 1', percent: 8.25 }] },
    ]);
  });

  it('carries the rounding remainder to the next item: 0.83 + 0.82 + 0.83 = 2.48 = round(30 × 8.25%)', () => {
    const calc = new TotalBaseCalculator(true);
    const taxes = [1, 2, 3].map((n) => calc.calculate({ code: String(n), unitPrice: 10, quantity: 1, ...CA }).rowTax);
    expect(taxes).toEqual([0.83, 0.82, 0.83]);
  });

  it('taxes the row, not each unit: 3 × 3.33 at 8.25% = 9.99 → 0.82 (per unit it would be 3 × 0.27 = 0.81)', () => {
    const item = new TotalBaseCalculator(true).calculate({ code: 'a', unitPrice: 3.33, quantity: 3, ...CA });
    expect(item.rowTax).toBe(0.82);
    expect(item.priceInclTax).toBe(3.6);
  });

  it('rounds the unit price first', () => {
    const item = new TotalBaseCalculator(true).calculate({ code: 'a', unitPrice: 10.005, quantity: 2, ...CA });
    expect(item.price).toBe(10.01);
    expect(item.rowTotal).toBe(20.02);
    // 20.02 × 8.25% = 1.65165
    expect(item.rowTax).toBe(1.65);
  });

  it('compound priorities: each group taxed and rounded on its own (19.99: 1.60 + 1.08)', () => {
    const compound = rates([1, 0, 'GST', 8], [2, 1, 'PST', 5]);
    const item = new TotalBaseCalculator(true).calculate({ code: 'a', unitPrice: 19.99, quantity: 1, ...compound });
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
    const item = new TotalBaseCalculator(true).calculate({ code: 'a', unitPrice: 100, quantity: 1, ...sum });
    expect(item.appliedTaxes).toHaveLength(1);
    expect(item.appliedTaxes[0]).toMatchObject({ taxRateKey: 'STATECOUNTY', percent: 7.5, amount: 7.5 });
    expect(item.appliedTaxes[0].rates.map((r) => r.code)).toEqual(['STATE', 'COUNTY']);
  });

  it('tax after discount: taxed on row total less discount; incl-tax totals keep the undiscounted tax', () => {
    const ten = rates([1, 0, 'TEN', 10]);
    const item = new TotalBaseCalculator(true).calculate({ code: 'a', unitPrice: 100, quantity: 1, discountAmount: 10, ...ten });
    expect(item).toMatchObject({ rowTax: 9, rowTotalInclTax: 110, priceInclTax: 110 });
  });

  it('tax before discount when apply_after_discount is off', () => {
    const ten = rates([1, 0, 'TEN', 10]);
    const item = new TotalBaseCalculator(false).calculate({ code: 'a', unitPrice: 100, quantity: 1, discountAmount: 10, ...ten });
    expect(item.rowTax).toBe(10);
  });

  it('no rate: no tax, no applied taxes', () => {
    const item = new TotalBaseCalculator(true).calculate({ code: 'a', unitPrice: 5, quantity: 2, rate: 0, groups: [] });
    expect(item).toMatchObject({ rowTotal: 10, rowTax: 0, rowTotalInclTax: 10, priceInclTax: 5, appliedTaxes: [] });
  });

  it('shipping after the items shares the remainder of its rate group', () => {
    const calc = new TotalBaseCalculator(true);
    expect(calc.calculate({ code: 'a', unitPrice: 10, quantity: 1, ...CA }).rowTax).toBe(0.83);
    // 10 × 8.25% = 0.825, less the 0.004999 carried → 0.820001 → 0.82
    expect(calc.calculate({ code: 'shipping', unitPrice: 10, quantity: 1, ...CA }).rowTax).toBe(0.82);
  });
});
