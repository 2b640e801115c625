import { Injectable } from '@nestjs/common';
import { customerByEmailNotFound, notEnoughStoreCredit, websiteNotFound } from './messages';
import { Database, roundStored } from '@mercato/platform';

/** Magento's Balance\History::ACTION_* codes. */
export const BalanceAction = { UPDATED: 1, CREATED: 2, USED: 3, REFUNDED: 4, REVERTED: 5 } as const;

export interface BalanceChange {
  customerId: number;
  websiteId: number;
  /** Positive adds store credit, negative takes it. */
  delta: number;
  /** The history action; a customer's first balance is recorded as `created` whatever is given. */
  action: number;
  additionalInfo?: string | null;
  /** Spending: refuse (Magento's message) when the balance does not cover the delta, instead of stopping at zero. */
  mustCover?: boolean;
}

export interface BalanceView {
  website_id: number;
  website_code: string;
  amount: number;
  base_currency_code: string | null;
  history: {
    history_id: number;
    updated_at: string;
    action: number;
    balance_amount: number;
    balance_delta: number;
    additional_info: string | null;
  }[];
}

/**
 * Store credit balances and their history (Magento's Balance and Balance\History models): every
 * change locks the customer's balance row for the rest of the transaction, clamps as Magento does
 * (a new balance never starts negative, a balance never goes below zero) and records one history
 * row with the balance after it: two statements per change.
 */
@Injectable()
export class CustomerBalances {
  constructor(private readonly ds: Database) {}

  async amount(customerId: number, websiteId: number): Promise<number> {
    const [row] = await this.ds.query(
      `SELECT amount::float8 AS amount FROM magento_customerbalance WHERE customer_id = $1 AND website_id = $2`,
      [customerId, websiteId],
    );
    return row?.amount ?? 0;
  }

  /** Applies a change; answers the balance after it and the delta actually applied. */
  async change(c: BalanceChange): Promise<{ balanceId: number; amount: number; delta: number }> {
    // Creates the balance if need be and locks it (ON CONFLICT DO UPDATE takes the row lock); xmax = 0 marks a new row.
    const [row]: { balance_id: number; amount: number; created: boolean }[] = await this.ds.query(
      `INSERT INTO magento_customerbalance (customer_id, website_id, amount, base_currency_code)
       VALUES ($1, $2, 0, (SELECT coalesce((SELECT value FROM core_config_data WHERE scope = 'default' AND scope_id = 0
       AND path = 'currency/options/base'), 'USD')))
       ON CONFLICT (customer_id, website_id) DO UPDATE SET amount = magento_customerbalance.amount
       RETURNING balance_id, amount::float8 AS amount, (xmax = 0) AS created`,
      [c.customerId, c.websiteId],
    );
    if (c.mustCover && row.amount + c.delta < -0.0001) throw notEnoughStoreCredit();
    // Magento's _prepareAmountDelta: a new balance takes only a positive delta; an existing one stops at zero.
    let delta = roundStored(c.delta);
    if (row.created && delta < 0) delta = 0;
    if (!row.created && row.amount + delta < 0) delta = -row.amount;
    if (delta === 0) return { balanceId: row.balance_id, amount: row.amount, delta: 0 };
    const [history]: { balance_amount: number }[] = await this.ds.query(
      `WITH b AS (UPDATE magento_customerbalance SET amount = amount + $2 WHERE balance_id = $1 RETURNING balance_id, amount)
       INSERT INTO magento_customerbalance_history (balance_id, updated_at, action, balance_amount, balance_delta, additional_info,
         is_customer_notified)
       SELECT b.balance_id, now(), $3, b.amount, $2, $4, 0 FROM b
       RETURNING balance_amount::float8 AS balance_amount`,
      [row.balance_id, delta, row.created ? BalanceAction.CREATED : c.action, c.additionalInfo ? c.additionalInfo.slice(0, 255) : null],
    );
    return { balanceId: row.balance_id, amount: history.balance_amount, delta };
  }

  /** A customer of a website by e-mail (case-insensitive, as customer accounts are unique per website). */
  async customerByEmail(email: string, websiteCode = 'base'): Promise<{ customerId: number; websiteId: number }> {
    const [row] = await this.ds.query(
      `SELECT w.website_id, c.entity_id FROM store_website w
       LEFT JOIN customer_entity c ON c.website_id = w.website_id AND lower(c.email) = lower($1)
       WHERE w.code = $2`,
      [email, websiteCode],
    );
    if (!row) throw websiteNotFound(websiteCode);
    if (!row.entity_id) throw customerByEmailNotFound(email, row.website_id);
    return { customerId: row.entity_id, websiteId: row.website_id };
  }

  /** The customer's balances on every website, each with its history (newest first). */
  async view(customerId: number): Promise<BalanceView[]> {
    const rows = await this.ds.query(
      `SELECT b.website_id, w.code AS website_code, b.amount::float8 AS amount, b.base_currency_code,
         coalesce((SELECT json_agg(json_build_object('history_id', h.history_id,
           'updated_at', to_char(h.updated_at, 'YYYY-MM-DD HH24:MI:SS'),
           'action', h.action, 'balance_amount', h.balance_amount::float8, 'balance_delta', h.balance_delta::float8,
           'additional_info', h.additional_info) ORDER BY h.history_id DESC)
           FROM magento_customerbalance_history h WHERE h.balance_id = b.balance_id), '[]') AS history
       FROM magento_customerbalance b LEFT JOIN store_website w ON w.website_id = b.website_id
       WHERE b.customer_id = $1 ORDER BY b.website_id`,
      [customerId],
    );
    return rows;
  }
}
