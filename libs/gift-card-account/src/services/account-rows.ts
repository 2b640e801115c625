import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** A gift card account as the services work on it: numbers as numbers, dates as `YYYY-MM-DD`. */
export interface AccountRow {
  giftcardaccount_id: number;
  code: string;
  status: number;
  state: number;
  date_created: string;
  date_expires: string | null;
  website_id: number;
  balance: number;
  is_redeemable: number;
}

/** A card applied to a cart, with its account, in the order the cards were applied. */
export interface AppliedCard extends AccountRow {
  position: number;
}

export const STATUS_ENABLED = 1;
export const STATE = { available: 0, used: 1, redeemed: 2, expired: 3 } as const;
/** magento_giftcardaccount_history.action (Magento\GiftCardAccount\Model\History). */
export const ACTION = { created: 0, used: 1, sent: 2, redeemed: 3, expired: 4, updated: 5 } as const;

const COLUMNS = `a.giftcardaccount_id, a.code, a.status, a.state, to_char(a.date_created, 'YYYY-MM-DD') AS date_created,
  to_char(a.date_expires, 'YYYY-MM-DD') AS date_expires, a.website_id, a.balance::float8 AS balance, a.is_redeemable`;

/** Reads of `magento_giftcardaccount` and of the cards applied to carts. */
@Injectable()
export class AccountRows {
  constructor(private readonly ds: Database) {}

  /** By code, without regard to case (Magento's collation). */
  async byCode(code: string): Promise<AccountRow | null> {
    const [row] = await this.ds.query(`SELECT ${COLUMNS} FROM magento_giftcardaccount a WHERE lower(a.code) = lower($1)`, [code]);
    return row ?? null;
  }

  /** The cards applied to a cart, in the order they were applied (one statement). */
  async applied(quoteId: number): Promise<AppliedCard[]> {
    const [row] = await this.ds.query(`SELECT ${appliedCardsOf('$1')} AS cards`, [quoteId]);
    return row.cards;
  }

  /** Locks the accounts for the rest of the transaction, in id order so that concurrent orders never deadlock. */
  lock(ids: number[]): Promise<AccountRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM magento_giftcardaccount a WHERE a.giftcardaccount_id = ANY($1::int[])
       ORDER BY a.giftcardaccount_id FOR UPDATE`,
      [ids],
    );
  }
}

/**
 * The cards applied to the cart `quoteId` (an SQL expression), in the order they were applied, as
 * one JSON array of AppliedCard (each column's JSON value is what the driver would answer for it).
 */
export function appliedCardsOf(quoteId: string): string {
  return `COALESCE((SELECT jsonb_agg(jsonb_build_object(
      'giftcardaccount_id', a.giftcardaccount_id, 'code', a.code, 'status', a.status, 'state', a.state,
      'date_created', to_char(a.date_created, 'YYYY-MM-DD'), 'date_expires', to_char(a.date_expires, 'YYYY-MM-DD'),
      'website_id', a.website_id, 'balance', a.balance::float8, 'is_redeemable', a.is_redeemable, 'position', qc.position)
      ORDER BY qc.position, qc.giftcardaccount_id)
    FROM magento_giftcardaccount_quote_card qc JOIN magento_giftcardaccount a ON a.giftcardaccount_id = qc.giftcardaccount_id
    WHERE qc.quote_id = ${quoteId}), '[]')`;
}
