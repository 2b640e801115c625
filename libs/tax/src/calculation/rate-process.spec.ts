import { calculationProcess, firstPerRate, MatchedRate, totalRate } from './rate-process';

let nextRate = 1;
function rate(ruleId: number, priority: number, code: string, percent: number, calculateSubtotal = false): MatchedRate {
  return { rateId: nextRate++, ruleId, priority, position: 0, calculateSubtotal, code, title: code, percent };
}

describe('Magento rate arithmetic (ResourceModel\\Calculation)', () => {
  it('one rule, one rate: the rate itself', () => {
    const rates = [rate(1, 0, 'US-CA-*-Rate 1', 8.25)];
    expect(totalRate(rates)).toBe(8.25);
    expect(calculationProcess(rates)).toEqual([
      {
        id: 'US-CA-*-Rate 1',
        percent: 8.25,
        rates: [{ code: 'US-CA-*-Rate 1', title: 'US-CA-*-Rate 1', percent: 8.25, position: 0, priority: 0, ruleId: 1 }],
      },
    ]);
  });

  it('a rule applies only its first (most specific) rate', () => {
    const rates = [rate(1, 0, 'CA-90210', 9.5), rate(1, 0, 'CA-*', 8.25), rate(1, 0, 'US-*', 5)];
    expect(totalRate(rates)).toBe(9.5);
    const [group] = calculationProcess(rates);
    expect(group.id).toBe('CA-90210');
    expect(group.rates.map((r) => r.code)).toEqual(['CA-90210']);
  });

  it('rules of one priority add up into one group', () => {
    const rates = [rate(1, 0, 'STATE', 6), rate(2, 0, 'COUNTY', 1.5)];
    expect(totalRate(rates)).toBe(7.5);
    expect(calculationProcess(rates).map((g) => [g.id, g.percent])).toEqual([['STATECOUNTY', 7.5]]);
  });

  it('a later priority compounds on the earlier ones: (100 + 8) × 5% = 5.4', () => {
    const rates = [rate(1, 0, 'GST', 8), rate(2, 1, 'PST', 5)];
    expect(totalRate(rates)).toBeCloseTo(13.4, 10);
    expect(calculationProcess(rates).map((g) => [g.id, g.percent])).toEqual([
      ['GST', 8],
      ['PST', (100 + 8) * (5 / 100)],
    ]);
  });

  it('"calculate off subtotal only" stops the compounding', () => {
    const rates = [rate(1, 0, 'GST', 8), rate(2, 1, 'PST', 5, true)];
    expect(totalRate(rates)).toBe(13);
    expect(calculationProcess(rates).map((g) => g.percent)).toEqual([8, 5]);
  });

  it('three priorities compound in turn', () => {
    const rates = [rate(1, 0, 'A', 10), rate(2, 1, 'B', 10), rate(3, 2, 'C', 10)];
    // 10, then 110 × 10% = 11, then 121 × 10% = 12.1
    const groups = calculationProcess(rates);
    expect(groups.map((g) => g.percent)).toEqual([10, 11, (100 + 21) * 0.1]);
    expect(totalRate(rates)).toBeCloseTo(33.1, 10);
  });

  it('a rate named by two rules counts for the first rule only', () => {
    const shared = rate(1, 0, 'SHARED', 5);
    const again = { ...shared, ruleId: 2, priority: 1 };
    const rates = firstPerRate([shared, again]);
    expect(rates).toHaveLength(1);
    expect(totalRate(rates)).toBe(5);
  });

  it('no rates: 0 and no groups', () => {
    expect(totalRate([])).toBe(0);
    expect(calculationProcess([])).toEqual([]);
  });
});
