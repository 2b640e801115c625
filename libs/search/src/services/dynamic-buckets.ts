/**
 * Magento's dynamic (price range) aggregation algorithms over the matched products' values:
 * `auto` picks a power-of-ten range from the highest value, narrowing it until there are at least
 * two ranges (or the range reaches the minimal power, 10); `manual` uses the configured step and
 * folds the ranges past the configured maximum into the last one. A range is named `from_to`; the
 * first starts at 0.
 */

export interface ValueCount {
  value: number;
  count: number;
}

export interface DynamicRange {
  from: number;
  to: number;
  count: number;
  value: string;
}

export interface ManualOptions {
  /** catalog/layered_navigation/price_range_step */
  rangeStep: number;
  /** catalog/layered_navigation/price_range_max_intervals */
  maxIntervals: number;
}

const MIN_RANGE_POWER = 10;

export function autoRanges(values: readonly ValueCount[]): DynamicRange[] {
  if (!values.length) return [];
  const maxPrice = Math.floor(Math.max(...values.map((v) => v.value)));
  let index = 1;
  let range: number;
  let items: Map<number, number>;
  do {
    range = 10 ** (String(maxPrice).length - index);
    items = histogram(values, range);
    index++;
  } while (range > MIN_RANGE_POWER && items.size < 2);
  return ranges(range, items);
}

export function manualRanges(values: readonly ValueCount[], options: ManualOptions): DynamicRange[] {
  if (!values.length || !(options.rangeStep > 0)) return [];
  const items = histogram(values, options.rangeStep);
  const kept = new Map<number, number>();
  let last: number | null = null;
  let i = 0;
  for (const [index, count] of items) {
    i++;
    if (i > 1 && i > options.maxIntervals && last !== null) kept.set(last, kept.get(last)! + count);
    else {
      kept.set(index, count);
      last = index;
    }
  }
  return ranges(options.rangeStep, kept);
}

/** Range index (1-based) → count, ascending, empty ranges left out (a histogram with min_doc_count 1). */
function histogram(values: readonly ValueCount[], range: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const v of values) {
    const index = Math.floor(v.value / range) + 1;
    counts.set(index, (counts.get(index) ?? 0) + v.count);
  }
  return new Map([...counts.entries()].sort((a, b) => a[0] - b[0]));
}

function ranges(range: number, items: Map<number, number>): DynamicRange[] {
  return [...items.entries()].map(([index, count]) => {
    const from = index === 1 ? 0 : (index - 1) * range;
    const to = index * range;
    return { from, to, count, value: `${from}_${to}` };
  });
}
