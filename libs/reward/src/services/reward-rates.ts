import { Injectable } from '@nestjs/common';
import { Database, roundStored } from '@mercato/platform';

/** Reward\Rate::RATE_EXCHANGE_DIRECTION_*: 1 points to currency (spending), 2 currency to points (earning). */
export const RateDirection = { TO_CURRENCY: 1, TO_POINTS: 2 } as const;

export interface RewardRateRow {
  rate_id: number;
  website_id: number;
  customer_group_id: number;
  direction: number;
  points: number;
  currency_amount: number;
}

export interface RatePair {
  toCurrency: RewardRateRow | null;
  toPoints: RewardRateRow | null;
}

const EPS = 1e-9;

/**
 * Exchange rates (Magento's ResourceModel\Reward\Rate::fetch): the most specific rate for a website
 * and customer group, a group's own before "all groups" (0), a website's own before "all websites" (0).
 */
@Injectable()
export class RewardRates {
  constructor(private readonly ds: Database) {}

  /** Both directions' rates in one statement. */
  async forCustomer(websiteId: number, groupId: number): Promise<RatePair> {
    const rows: RewardRateRow[] = await this.ds.query(
      `SELECT DISTINCT ON (direction) rate_id, website_id, customer_group_id, direction, points, currency_amount::float8 AS currency_amount
       FROM magento_reward_rate
       WHERE website_id IN ($1, 0) AND customer_group_id IN ($2, 0) AND direction IN (1, 2)
       ORDER BY direction, customer_group_id DESC, website_id DESC`,
      [websiteId, groupId],
    );
    return {
      toCurrency: rows.find((r) => r.direction === RateDirection.TO_CURRENCY) ?? null,
      toPoints: rows.find((r) => r.direction === RateDirection.TO_POINTS) ?? null,
    };
  }

  /** Creates or replaces the rate of a website, group and direction (the admin's rate form). */
  async set(rate: {
    websiteId: number;
    groupId: number;
    direction: number;
    points: number;
    currencyAmount: number;
  }): Promise<RewardRateRow> {
    const [row] = await this.ds.query(
      `INSERT INTO magento_reward_rate (website_id, customer_group_id, direction, points, currency_amount) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (website_id, customer_group_id, direction) DO UPDATE SET points = EXCLUDED.points,
         currency_amount = EXCLUDED.currency_amount
       RETURNING rate_id, website_id, customer_group_id, direction, points, currency_amount::float8 AS currency_amount`,
      [rate.websiteId, rate.groupId, rate.direction, rate.points, rate.currencyAmount],
    );
    return row;
  }

  list(): Promise<RewardRateRow[]> {
    return this.ds.query(
      `SELECT rate_id, website_id, customer_group_id, direction, points, currency_amount::float8 AS currency_amount
       FROM magento_reward_rate ORDER BY website_id, customer_group_id, direction`,
    );
  }
}

/** Rate::calculateToCurrency (rounded): only whole steps of the rate's points are worth money. */
export function pointsToCurrency(rate: RewardRateRow | null, points: number): number {
  if (!rate || !rate.points || !points) return 0;
  const steps = Math.trunc(points / rate.points + (points > 0 ? EPS : -EPS));
  return roundStored(rate.currency_amount * steps);
}

/** Rate::calculateToPoints: whole steps of the rate's amount earn its points. */
export function currencyToPoints(rate: RewardRateRow | null, amount: number): number {
  if (!rate || !(rate.currency_amount > 0) || amount < rate.currency_amount - EPS) return 0;
  return rate.points * Math.trunc(amount / rate.currency_amount + EPS);
}

/** Reward::getPointsEquivalent: the points an amount takes, rounded up to whole steps of the to-currency rate. */
export function pointsEquivalent(rate: RewardRateRow | null, amount: number): number {
  if (!rate || !amount || !(rate.currency_amount > 0)) return 0;
  const delta = amount / rate.currency_amount;
  return delta > 0 ? rate.points * Math.ceil(delta - EPS) : 0;
}

/** The rate as Magento's history keeps it in `additional_data`. */
export function rateData(rate: RewardRateRow | null, currencyCode: string): Record<string, unknown> {
  return {
    points: rate ? rate.points : null,
    currency_amount: rate ? rate.currency_amount : null,
    direction: rate ? rate.direction : null,
    currency_code: currencyCode,
  };
}
