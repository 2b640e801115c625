/**
 * Magento's rate arithmetic (ResourceModel\Calculation: _calculateRate, getCalculationProcess)
 * on the rates that matched one request, already in Magento's order: priority, rule, then the
 * most specific rate first (region, postcode, value, all descending).
 */

export interface MatchedRate {
  rateId: number;
  ruleId: number;
  priority: number;
  position: number;
  calculateSubtotal: boolean;
  code: string;
  title: string;
  percent: number;
}

export interface ProcessRate {
  code: string;
  title: string;
  percent: number;
  position: number;
  priority: number;
  ruleId: number;
}

/** A group of rates applied together, with its share of the compound percentage. */
export interface RateGroup {
  id: string;
  percent: number;
  rates: ProcessRate[];
}

/** A rate named by two rules counts once, for the first (Magento keys its rows by rate id). */
export function firstPerRate(rows: MatchedRate[]): MatchedRate[] {
  const seen = new Set<number>();
  return rows.filter((r) => (seen.has(r.rateId) ? false : (seen.add(r.rateId), true)));
}

/**
 * The applied rate groups: each rule contributes its first (most specific) rate; rules of one
 * priority add up; a new priority compounds on everything before it, unless its rule calculates
 * off the subtotal only.
 */
export function calculationProcess(rates: MatchedRate[]): RateGroup[] {
  const result: RateGroup[] = [];
  let group: ProcessRate[] = [];
  let ids: string[] = [];
  let currentRate = 0;
  let totalPercent = 0;
  for (let i = 0; i < rates.length; i++) {
    const rate = rates[i];
    group.push({
      code: rate.code,
      title: rate.title,
      percent: rate.percent,
      position: rate.position,
      priority: rate.priority,
      ruleId: rate.ruleId,
    });
    ids.push(rate.code);
    while (i + 1 < rates.length && rates[i + 1].ruleId === rate.ruleId) i++;
    currentRate += rate.percent;
    if (i + 1 >= rates.length || rates[i + 1].priority !== rate.priority) {
      let percent: number;
      if (rates[i].calculateSubtotal) {
        percent = currentRate;
        totalPercent += currentRate;
      } else {
        percent = collectPercent(totalPercent, currentRate);
        totalPercent += percent;
      }
      result.push({ id: ids.join(''), percent, rates: group });
      group = [];
      ids = [];
      currentRate = 0;
    }
  }
  return result;
}

/** The total rate of the request: the groups' percentages added. */
export function totalRate(rates: MatchedRate[]): number {
  let result = 0;
  let currentRate = 0;
  for (let i = 0; i < rates.length; i++) {
    const rate = rates[i];
    while (i + 1 < rates.length && rates[i + 1].ruleId === rate.ruleId) i++;
    currentRate += rate.percent;
    if (i + 1 >= rates.length || rates[i + 1].priority !== rate.priority) {
      result += rates[i].calculateSubtotal ? currentRate : collectPercent(result, currentRate);
      currentRate = 0;
    }
  }
  return result;
}

function collectPercent(percent: number, rate: number): number {
  return (100 + percent) * (rate / 100);
}
