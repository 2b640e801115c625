import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache, numberArray, textArray } from '@mercato/platform';
import { firstPerRate, MatchedRate } from './rate-process';
import { postcodeMatch } from './postcode-match';

export interface RateRequest {
  storeId: number;
  countryId: string;
  regionId: number;
  postcode: string | null;
  customerClassId: number;
  productClassIds: number[];
}

/** Announced by statement triggers on the four tables the rates are read from (migration 1763800000492). */
const CHANNEL = 'mercato_tax_rates';
/** Destinations × class combinations held; a store's carts mostly share a few. */
const MAX_ENTRIES = 10_000;

/**
 * The rates every rule gives a destination, for several product classes in one statement
 * (Magento's _getRates runs once per class): rule links for the customer class and the product
 * class, rates of the country for any region (0) or the destination's, whose postcode matches;
 * in Magento's order, so each rule's most specific rate comes first.
 *
 * Every cart call that collects totals asks, twice per checkout for the same destination, and
 * rates change seldom: answers are kept per request (store, classes, destination), dropped by
 * every process when the rules, rates or titles change.
 */
@Injectable()
export class TaxRateLookup implements OnModuleInit {
  private readonly cache: NotifiedCache<ReadonlyMap<number, readonly MatchedRate[]>>;

  constructor(
    private readonly ds: Database,
    notifications: DbNotifications,
  ) {
    this.cache = new NotifiedCache(ds, notifications, MAX_ENTRIES);
  }

  onModuleInit(): Promise<void> {
    return this.cache.listen(CHANNEL);
  }

  /** After this process wrote rules, rates or titles: its next read sees them without waiting for the notification. */
  changed(): void {
    this.cache.clear();
  }

  async find(req: RateRequest): Promise<Map<number, MatchedRate[]>> {
    const classes = [...new Set(req.productClassIds)].sort((a, b) => a - b);
    const key = [req.storeId, req.customerClassId, req.countryId, req.regionId, req.postcode ?? '', classes.join(',')].join('|');
    const found = await this.cache.remember(key, () => this.read({ ...req, productClassIds: classes }));
    // A copy: the entry is shared by every caller.
    return new Map([...found].map(([id, rates]) => [id, rates.map((r) => ({ ...r }))]));
  }

  private async read(req: RateRequest): Promise<Map<number, MatchedRate[]>> {
    const out = new Map<number, MatchedRate[]>(req.productClassIds.map((id) => [id, []]));
    if (!req.productClassIds.length) return out;
    const params: unknown[] = [req.storeId, req.customerClassId, numberArray(req.productClassIds), req.countryId, req.regionId];
    const bind = (v: unknown) => `$${params.push(v)}`;

    const match = postcodeMatch(req.countryId, req.postcode);
    let plain = 'rate.zip_is_range IS NULL';
    if (match.patterns) {
      // MySQL compares postcodes ignoring case.
      plain += ` AND (rate.tax_postcode IS NULL
        OR lower(rate.tax_postcode) = ANY(${bind(textArray(match.patterns.map((p) => p.toLowerCase())))}::text[]))`;
    }
    let postcode = `(${plain})`;
    if (match.range) {
      let range = 'rate.zip_is_range IS NOT NULL';
      if ('number' in match.range) range += ` AND ${bind(match.range.number)}::numeric BETWEEN rate.zip_from AND rate.zip_to`;
      if ('within' in match.range) {
        range += ` AND rate.zip_from >= ${bind(match.range.within[0])}::numeric AND rate.zip_to <= ${bind(match.range.within[1])}::numeric`;
      }
      postcode = `(${postcode} OR (${range}))`;
    }

    const rows: RateRow[] = await this.ds.query(
      `SELECT c.product_tax_class_id, c.tax_calculation_rule_id, ru.priority, ru.position, ru.calculate_subtotal,
              rate.tax_calculation_rate_id, rate.code, rate.rate, COALESCE(t.value, rate.code) AS title
       FROM tax_calculation c
       JOIN tax_calculation_rule ru ON ru.tax_calculation_rule_id = c.tax_calculation_rule_id
       JOIN tax_calculation_rate rate ON rate.tax_calculation_rate_id = c.tax_calculation_rate_id
       LEFT JOIN tax_calculation_rate_title t ON t.tax_calculation_rate_id = rate.tax_calculation_rate_id AND t.store_id = $1
       WHERE c.customer_tax_class_id = $2 AND c.product_tax_class_id = ANY($3::int[])
         AND rate.tax_country_id = $4 AND rate.tax_region_id IN (0, $5) AND ${postcode}
       ORDER BY c.product_tax_class_id, ru.priority, c.tax_calculation_rule_id, rate.tax_country_id DESC, rate.tax_region_id DESC,
                rate.tax_postcode COLLATE "C" DESC NULLS LAST, rate.rate DESC, rate.tax_calculation_rate_id`,
      params,
    );
    for (const r of rows) {
      out.get(r.product_tax_class_id)!.push({
        rateId: r.tax_calculation_rate_id,
        ruleId: r.tax_calculation_rule_id,
        priority: r.priority,
        position: r.position,
        calculateSubtotal: r.calculate_subtotal !== 0,
        code: r.code,
        title: r.title,
        percent: Number(r.rate),
      });
    }
    for (const [id, list] of out) out.set(id, firstPerRate(list));
    return out;
  }
}

interface RateRow {
  product_tax_class_id: number;
  tax_calculation_rule_id: number;
  priority: number;
  position: number;
  calculate_subtotal: number;
  tax_calculation_rate_id: number;
  code: string;
  rate: string;
  title: string;
}
