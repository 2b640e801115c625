import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { customerByEmailNotFound, notEnoughPoints, websiteNotFound } from './messages';
import { pointsToCurrency, rateData, RewardRates } from './reward-rates';

/** Magento's Reward::REWARD_ACTION_* codes used here. */
export const RewardAction = { ADMIN: 0, ORDER: 1, ORDER_EXTRA: 8, CREDITMEMO: 9, REVERT: 11, CREDITMEMO_VOID: 12 } as const;

export interface PointsChange {
  customerId: number;
  websiteId: number;
  /** The customer group whose rates value the points (the order's group for order actions). */
  groupId: number;
  storeId?: number | null;
  delta: number;
  action: number;
  /** The order id for order actions. */
  entity?: number | null;
  /** Kept in `additional_data` beside the rate (the order's `increment_id`). */
  additional?: Record<string, unknown>;
  comment?: string | null;
  /** Spending: refuse (Magento's message) when the balance does not cover it, instead of stopping at zero. */
  mustCover?: boolean;
}

export interface PointsView {
  website_id: number;
  website_code: string;
  points_balance: number;
  history: Record<string, unknown>[];
}

/**
 * Reward points balances and their history (Magento's Reward and Reward\History models): a change
 * locks the customer's balance row for the rest of the transaction, never takes it below zero, and
 * writes one history row with the balance and its money value after it. Points spent are taken
 * from the oldest gains first (`points_used`, as Magento's useAvailablePoints). At most four
 * statements per change.
 */
@Injectable()
export class RewardPoints {
  constructor(
    private readonly ds: Database,
    private readonly rates: RewardRates,
  ) {}

  async balance(customerId: number, websiteId: number): Promise<number> {
    const [row] = await this.ds.query(`SELECT points_balance FROM magento_reward WHERE customer_id = $1 AND website_id = $2`, [
      customerId,
      websiteId,
    ]);
    return row?.points_balance ?? 0;
  }

  async change(c: PointsChange): Promise<{ rewardId: number; balance: number; delta: number }> {
    // Creates the balance if need be and locks it (ON CONFLICT DO UPDATE takes the row lock).
    const [row]: { reward_id: number; points_balance: number; currency: string }[] = await this.ds.query(
      `WITH currency AS (SELECT coalesce((SELECT value FROM core_config_data WHERE scope = 'default' AND scope_id = 0
       AND path = 'currency/options/base'), 'USD') AS code)
       INSERT INTO magento_reward (customer_id, website_id, points_balance, website_currency_code) SELECT $1, $2, 0, code FROM currency
       ON CONFLICT (customer_id, website_id) DO UPDATE SET points_balance = magento_reward.points_balance
       RETURNING reward_id, points_balance, (SELECT code FROM currency) AS currency`,
      [c.customerId, c.websiteId],
    );
    const delta = Math.round(c.mustCover ? c.delta : Math.max(c.delta, -row.points_balance));
    if (c.mustCover && row.points_balance + delta < 0) throw notEnoughPoints();
    if (delta === 0) return { rewardId: row.reward_id, balance: row.points_balance, delta: 0 };
    const balance = row.points_balance + delta;
    const { toCurrency, toPoints } = await this.rates.forCustomer(c.websiteId, c.groupId);
    // The history keeps the rate of the action's direction: earning converts money to points, the rest points to money.
    const actionRate = c.action === RewardAction.ORDER_EXTRA ? toPoints : toCurrency;
    const additional = { ...(c.additional ?? {}), rate: rateData(actionRate, row.currency) };
    await this.ds.query(
      `WITH r AS (UPDATE magento_reward SET points_balance = $2 WHERE reward_id = $1 RETURNING reward_id)
       INSERT INTO magento_reward_history (reward_id, website_id, store_id, action, entity, points_balance, points_delta, currency_amount,
         currency_delta, base_currency_code, additional_data, comment, created_at)
       SELECT r.reward_id, $3, $4, $5, $6, $2, $7, $8, $9, $10, $11, $12, now() FROM r`,
      [
        row.reward_id,
        balance,
        c.websiteId,
        c.storeId ?? null,
        c.action,
        c.entity ?? null,
        delta,
        pointsToCurrency(toCurrency, balance),
        pointsToCurrency(toCurrency, delta),
        row.currency,
        JSON.stringify(additional),
        c.comment ?? null,
      ],
    );
    if (delta < 0) await this.useOldestGains(row.reward_id, -delta);
    return { rewardId: row.reward_id, balance, delta };
  }

  /** Marks `points` as used on the oldest gains not yet used up or expired (one statement). */
  private async useOldestGains(rewardId: number, points: number): Promise<void> {
    await this.ds.query(
      `WITH gains AS (
         SELECT history_id, points_delta - points_used AS unused,
           sum(points_delta - points_used) OVER (ORDER BY history_id) - (points_delta - points_used) AS before
         FROM magento_reward_history
         WHERE reward_id = $1 AND points_delta > points_used AND points_delta > 0 AND is_expired = 0)
       UPDATE magento_reward_history h SET points_used = h.points_used + LEAST(g.unused, $2 - g.before)
       FROM gains g WHERE h.history_id = g.history_id AND g.before < $2`,
      [rewardId, points],
    );
  }

  /** A customer of a website by e-mail, with the group their points are valued in. */
  async customerByEmail(email: string, websiteCode = 'base'): Promise<{ customerId: number; websiteId: number; groupId: number }> {
    const [row] = await this.ds.query(
      `SELECT w.website_id, c.entity_id, c.group_id FROM store_website w
       LEFT JOIN customer_entity c ON c.website_id = w.website_id AND lower(c.email) = lower($1)
       WHERE w.code = $2`,
      [email, websiteCode],
    );
    if (!row) throw websiteNotFound(websiteCode);
    if (!row.entity_id) throw customerByEmailNotFound(email, row.website_id);
    return { customerId: row.entity_id, websiteId: row.website_id, groupId: row.group_id ?? 1 };
  }

  /** The customer's balances on every website, each with its history (newest first). */
  view(customerId: number): Promise<PointsView[]> {
    return this.ds.query(
      `SELECT r.website_id, w.code AS website_code, r.points_balance,
         coalesce((SELECT json_agg(json_build_object('history_id', h.history_id,
           'created_at', to_char(h.created_at, 'YYYY-MM-DD HH24:MI:SS'),
           'action', h.action, 'entity', h.entity, 'points_balance', h.points_balance, 'points_delta', h.points_delta,
           'points_used', h.points_used, 'points_voided', h.points_voided, 'currency_amount', h.currency_amount::float8,
           'currency_delta', h.currency_delta::float8, 'additional_data', h.additional_data::json, 'comment', h.comment)
           ORDER BY h.history_id DESC)
           FROM magento_reward_history h WHERE h.reward_id = r.reward_id), '[]') AS history
       FROM magento_reward r LEFT JOIN store_website w ON w.website_id = r.website_id
       WHERE r.customer_id = $1 ORDER BY r.website_id`,
      [customerId],
    );
  }
}
