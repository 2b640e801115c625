import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
import { UsageInput } from './types';

/**
 * Coupon\Usage\Processor: counts an order's use of its rules and coupon, for the "uses per
 * customer" and "uses per coupon" limits. Placing an order records; cancelling it reverts. A fixed
 * number of statements whatever the number of rules; run inside the order's transaction when
 * there is one (`Database.query` joins it).
 */
@Injectable()
export class SalesRuleUsage {
  constructor(private readonly ds: Database) {}

  record(usage: UsageInput): Promise<void> {
    return this.apply(usage, 1);
  }

  revert(usage: UsageInput): Promise<void> {
    return this.apply(usage, -1);
  }

  private async apply(usage: UsageInput, step: 1 | -1): Promise<void> {
    const ruleIds = numberArray([...new Set(usage.ruleIds)]);
    if (!usage.ruleIds.length) return;
    const customerId = usage.customerId ?? null;
    // Counters never go below zero when an order is cancelled.
    await this.ds.query(`UPDATE salesrule SET times_used = GREATEST(times_used + $2, 0) WHERE rule_id = ANY($1::int[])`, [ruleIds, step]);
    if (customerId) {
      await this.ds.query(
        step > 0
          ? `INSERT INTO salesrule_customer (rule_id, customer_id, times_used)
             SELECT r.rule_id, $2, 1 FROM salesrule r WHERE r.rule_id = ANY($1::int[])
             ON CONFLICT (rule_id, customer_id) DO UPDATE SET times_used = salesrule_customer.times_used + 1`
          : `UPDATE salesrule_customer SET times_used = GREATEST(times_used - 1, 0) WHERE customer_id = $2 AND rule_id = ANY($1::int[])`,
        [ruleIds, customerId],
      );
    }
    const code = usage.couponCode?.trim();
    if (!code) return;
    await this.ds.query(
      `WITH coupon AS (
         UPDATE salesrule_coupon SET times_used = GREATEST(times_used + $2, 0) WHERE lower(code) = lower($1) RETURNING coupon_id
       )
       INSERT INTO salesrule_coupon_usage (coupon_id, customer_id, times_used)
       SELECT coupon_id, $3, GREATEST($2, 0) FROM coupon WHERE $3::int IS NOT NULL
       ON CONFLICT (coupon_id, customer_id) DO UPDATE SET times_used = GREATEST(salesrule_coupon_usage.times_used + $2, 0)`,
      [code, step, customerId],
    );
  }
}
