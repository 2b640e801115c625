import { Injectable, OnModuleInit } from '@nestjs/common';
import { Database, DbNotifications, NotifiedCache, numberArray } from '@mercato/platform';
import { computeDiscounts, EngineRule, UsageFacts } from './discount-engine';
import { DiscountInput, DiscountResult } from './types';

/** Announced by statement triggers on the rule tables (migration 1763800000493). */
const CHANNEL = 'mercato_sales_rules';
/** Website × group × day × store combinations held. */
const MAX_ENTRIES = 1_000;

/**
 * The cart's discount: loads the rules that may apply (three statements at most, whatever the
 * number of rules and lines) and runs Magento's discount calculation on them. Used by cart totals.
 *
 * Every cart call that collects totals asks for the rules without a coupon, which change seldom:
 * they are kept per website, customer group, day and store, dropped by every process when a rule,
 * its websites, groups or labels change (not when an order bumps its `times_used`). Rules for a
 * coupon, and usage counters, are read each time.
 */
@Injectable()
export class DiscountCalculator implements OnModuleInit {
  private readonly couponless: NotifiedCache<readonly EngineRule[]>;

  constructor(
    private readonly ds: Database,
    notifications: DbNotifications,
  ) {
    this.couponless = new NotifiedCache(ds, notifications, MAX_ENTRIES);
  }

  onModuleInit(): Promise<void> {
    return this.couponless.listen(CHANNEL);
  }

  /** After this process wrote rules: its next cart sees them without waiting for the notification. */
  changed(): void {
    this.couponless.clear();
  }

  async calculate(input: DiscountInput): Promise<DiscountResult> {
    return (await this.calculator(input))(input);
  }

  /**
   * The calculation for one cart, its rules and usage loaded once: cart totals calculate twice (on
   * the lines, then again once the shipping charge is known), for the same website, group, coupon,
   * customer, date and store as `input`'s; only amounts may differ between the calls.
   */
  async calculator(input: DiscountInput): Promise<(again: DiscountInput) => DiscountResult> {
    const couponCode = input.couponCode?.trim() || null;
    const rules = await this.candidateRules(input, couponCode);
    const usage = await this.usage(rules, couponCode, input.customerId ?? null);
    return (again) => computeDiscounts(again, rules, usage);
  }

  /**
   * Rule\Collection::setValidationFilter: active rules of the website and customer group whose date
   * range holds the date, without coupon or with the coupon given: a specific coupon (entered by
   * hand, or generated when the rule generates them), or an automatic one not yet expired.
   */
  private async candidateRules(input: DiscountInput, couponCode: string | null): Promise<EngineRule[]> {
    if (couponCode !== null) return this.readCandidates(input, couponCode);
    const key = [input.websiteId, input.customerGroupId, localDate(input.date), input.storeId ?? 0].join('|');
    // The list is shared by every caller; the engine only reads the rules.
    return [...(await this.couponless.remember(key, () => this.readCandidates(input, null)))];
  }

  private async readCandidates(input: DiscountInput, couponCode: string | null): Promise<EngineRule[]> {
    const rows = await this.ds.query(
      `SELECT r.rule_id, r.coupon_type, r.conditions, r.actions, r.simple_action, r.discount_amount::float8 AS discount_amount,
         r.discount_qty::float8 AS discount_qty, r.discount_step, r.apply_to_shipping, r.stop_rules_processing,
         r.simple_free_shipping, r.uses_per_customer, r.description,
         COALESCE((SELECT l.label FROM salesrule_label l WHERE l.rule_id = r.rule_id AND l.store_id = $5),
                  (SELECT l.label FROM salesrule_label l WHERE l.rule_id = r.rule_id AND l.store_id = 0)) AS label
       FROM salesrule r
       WHERE r.is_active
         AND (r.from_date IS NULL OR r.from_date <= $4::date) AND (r.to_date IS NULL OR r.to_date >= $4::date)
         AND EXISTS (SELECT 1 FROM salesrule_website w WHERE w.rule_id = r.rule_id AND w.website_id = $1)
         AND EXISTS (SELECT 1 FROM salesrule_customer_group g WHERE g.rule_id = r.rule_id AND g.customer_group_id = $2)
         AND (r.coupon_type = 1 OR ($3::text IS NOT NULL AND EXISTS (
           SELECT 1 FROM salesrule_coupon c WHERE c.rule_id = r.rule_id AND lower(c.code) = lower($3) AND (
             (r.coupon_type = 3 AND c.type = 1 AND (c.expiration_date IS NULL OR c.expiration_date >= $4::date))
             OR (r.coupon_type = 2 AND r.use_auto_generation AND c.type = 1)
             OR (r.coupon_type = 2 AND NOT r.use_auto_generation AND c.type = 0)))))
       ORDER BY r.sort_order, r.rule_id`,
      [input.websiteId, input.customerGroupId, couponCode, localDate(input.date), input.storeId ?? 0],
    );
    return rows;
  }

  /** The coupon's limits and counters, and how often this customer used the candidate rules. */
  private async usage(rules: EngineRule[], couponCode: string | null, customerId: number | null): Promise<UsageFacts> {
    const [coupon] = couponCode
      ? await this.ds.query(
          `SELECT c.code, c.usage_limit, c.usage_per_customer, c.times_used, u.times_used AS customer_times_used
           FROM salesrule_coupon c LEFT JOIN salesrule_coupon_usage u ON u.coupon_id = c.coupon_id AND u.customer_id = $2
           WHERE lower(c.code) = lower($1)`,
          [couponCode, customerId],
        )
      : [];
    const limited = rules.filter((r) => r.uses_per_customer > 0).map((r) => r.rule_id);
    const uses: { rule_id: number; times_used: number }[] =
      customerId && limited.length
        ? await this.ds.query(`SELECT rule_id, times_used FROM salesrule_customer WHERE customer_id = $1 AND rule_id = ANY($2::int[])`, [
            customerId,
            numberArray(limited),
          ])
        : [];
    return { coupon: coupon ?? null, ruleUses: new Map(uses.map((u) => [u.rule_id, u.times_used])) };
  }
}

/** The date rules are checked on: the date part as given, or a Date's UTC date. */
function localDate(date: string | Date): string {
  if (date instanceof Date) return date.toISOString().slice(0, 10);
  return String(date).slice(0, 10);
}
