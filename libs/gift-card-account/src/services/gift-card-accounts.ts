import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException, NoSuchEntityException, roundStored, textArray } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { ACTION, STATE, STATUS_ENABLED } from './account-rows';
import { CodeGenerator } from './code-generator';
import { MESSAGES } from './messages';
import { isExpired } from './validity';
import { WebsiteToday } from './website-today';

export interface CreateGiftCardAccounts {
  balance: number;
  /** The website the cards are good on: by id or by code; the default website when neither is given. */
  websiteId?: number;
  websiteCode?: string;
  /** `YYYY-MM-DD`, or none for cards that never expire. */
  dateExpires?: string | null;
  /** A code of the caller's choosing (one card); generated from the website's code settings otherwise. */
  code?: string;
  count?: number;
  /** Enabled unless said otherwise. */
  enabled?: boolean;
  isRedeemable?: boolean;
}

export interface CreatedGiftCardAccount {
  giftcardaccount_id: number;
  code: string;
  balance: number;
  website_id: number;
  date_expires: string | null;
}

export interface GiftCardAccountView {
  giftcardaccount_id: number;
  code: string;
  status: 'Enabled' | 'Disabled';
  state: string;
  website: { website_id: number; code: string | null };
  balance: number;
  date_created: string;
  date_expires: string | null;
  is_redeemable: boolean;
  history: { updated_at: string; action: string; balance_amount: number; balance_delta: number; additional_info: string | null }[];
}

const STATE_NAMES = ['Available', 'Used', 'Redeemed', 'Expired'];
const ACTION_NAMES = ['Created', 'Used', 'Sent', 'Redeemed', 'Expired', 'Updated'];
/** Rounds of regenerating codes that collided with existing ones before giving up (a tiny code space). */
const GENERATION_ROUNDS = 10;
const MAX_COUNT = 100_000;

/**
 * Creating and reading gift card accounts. Magento's REST API has no route for this (its admin and
 * the gift card product's order observer create them); the CLI and other services call it.
 */
@Injectable()
export class GiftCardAccounts {
  constructor(
    private readonly ds: Database,
    private readonly stores: StoreDirectory,
    private readonly codes: CodeGenerator,
    private readonly today: WebsiteToday,
  ) {}

  /**
   * Creates `count` accounts with the same balance, website and expiry, each with a `created`
   * history row: one statement for all of them (a further one only when generated codes collide).
   */
  async create(input: CreateGiftCardAccounts): Promise<CreatedGiftCardAccount[]> {
    const count = input.count ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) throw InputException.invalidFieldValue('count', input.count);
    if (input.code !== undefined && count !== 1) throw InputException.invalidFieldValue('count', count);
    if (typeof input.balance !== 'number' || !Number.isFinite(input.balance))
      throw InputException.invalidFieldValue('balance', input.balance);
    if (input.balance < 0) throw new LocalizedException(MESSAGES.negativeBalance);
    const websiteId = await this.website(input);
    const today = await this.today.of({ storeId: -1, websiteId });
    const dateExpires = input.dateExpires ?? null;
    if (dateExpires !== null) {
      if (!isDate(dateExpires)) throw InputException.invalidFieldValue('date_expires', dateExpires);
      if (isExpired({ date_expires: dateExpires }, today)) throw new LocalizedException(MESSAGES.expiresInPast);
    }
    const code = input.code?.trim();
    if (code !== undefined && (code === '' || code.length > 255)) throw InputException.invalidFieldValue('code', input.code);

    const row = {
      status: input.enabled === false ? 0 : STATUS_ENABLED,
      today,
      dateExpires,
      websiteId,
      balance: roundStored(input.balance),
      isRedeemable: input.isRedeemable === false ? 0 : 1,
    };
    return this.ds.transaction(async () => {
      if (code !== undefined) {
        const created = await this.insert([code], row);
        if (!created.length) throw new LocalizedException('A gift card account with code "%1" already exists.', [code]);
        return created;
      }
      const format = await this.codes.format(websiteId);
      const created: CreatedGiftCardAccount[] = [];
      for (let round = 0; created.length < count; round++) {
        if (round >= GENERATION_ROUNDS) {
          throw new LocalizedException('We were unable to create full code pool size. Please check settings and try again.');
        }
        const codes = [...new Set(this.codes.generate(format, count - created.length))];
        created.push(...(await this.insert(codes, row)));
      }
      return created;
    });
  }

  /** The account with its history, newest last; `No such entity with code = …` otherwise. */
  async show(code: string): Promise<GiftCardAccountView> {
    const [account] = await this.ds.query(
      `SELECT a.giftcardaccount_id, a.code, a.status, a.state, a.balance::float8 AS balance, a.is_redeemable, a.website_id,
         w.code AS website_code, to_char(a.date_created, 'YYYY-MM-DD') AS date_created,
         to_char(a.date_expires, 'YYYY-MM-DD') AS date_expires, coalesce((SELECT json_agg(json_build_object(
             'updated_at', to_char(h.updated_at, 'YYYY-MM-DD HH24:MI:SS'), 'action', h.action, 'balance_amount', h.balance_amount::float8,
             'balance_delta', h.balance_delta::float8, 'additional_info', h.additional_info) ORDER BY h.history_id)
           FROM magento_giftcardaccount_history h WHERE h.giftcardaccount_id = a.giftcardaccount_id), '[]') AS history
       FROM magento_giftcardaccount a LEFT JOIN store_website w ON w.website_id = a.website_id
       WHERE lower(a.code) = lower($1)`,
      [code],
    );
    if (!account) throw NoSuchEntityException.singleField('code', code);
    return {
      giftcardaccount_id: account.giftcardaccount_id,
      code: account.code,
      status: account.status === STATUS_ENABLED ? 'Enabled' : 'Disabled',
      state: STATE_NAMES[account.state] ?? String(account.state),
      website: { website_id: account.website_id, code: account.website_code },
      balance: account.balance,
      date_created: account.date_created,
      date_expires: account.date_expires,
      is_redeemable: account.is_redeemable === 1,
      history: (account.history as { action: number }[]).map((h) => ({
        ...(h as any),
        action: ACTION_NAMES[h.action] ?? String(h.action),
      })),
    };
  }

  private async website(input: CreateGiftCardAccounts): Promise<number> {
    const websites = (await this.stores.allWebsites()).filter((w) => w.website_id !== 0);
    if (input.websiteCode !== undefined) {
      const found = websites.find((w) => w.code === input.websiteCode);
      if (!found)
        throw new NoSuchEntityException("The website with code %1 that was requested wasn't found. Verify the website and try again.", [
          input.websiteCode,
        ]);
      return found.website_id;
    }
    if (input.websiteId !== undefined) {
      if (!websites.some((w) => w.website_id === input.websiteId)) {
        throw new NoSuchEntityException("The website with id %1 that was requested wasn't found. Verify the website and try again.", [
          input.websiteId,
        ]);
      }
      return input.websiteId;
    }
    const fallback = websites.find((w) => w.is_default) ?? websites[0];
    if (!fallback)
      throw new NoSuchEntityException("The website with id %1 that was requested wasn't found. Verify the website and try again.", [1]);
    return fallback.website_id;
  }

  /** The accounts and their `created` history rows in one statement; codes already taken are skipped. */
  private insert(
    codes: string[],
    r: { status: number; today: string; dateExpires: string | null; websiteId: number; balance: number; isRedeemable: number },
  ): Promise<CreatedGiftCardAccount[]> {
    return this.ds.query(
      `WITH created AS (
         INSERT INTO magento_giftcardaccount (code, status, date_created, date_expires, website_id, balance, state, is_redeemable)
         SELECT v.code, $2, $3::date, $4::date, $5, $6, $7, $8 FROM unnest($1::text[]) AS v(code)
         ON CONFLICT DO NOTHING
         RETURNING giftcardaccount_id, code, balance, website_id, date_expires
       ), history AS (
         INSERT INTO magento_giftcardaccount_history (giftcardaccount_id, action, balance_amount, balance_delta, additional_info)
         SELECT giftcardaccount_id, $9, balance, balance, '' FROM created
       )
       SELECT giftcardaccount_id, code, balance::float8 AS balance, website_id, to_char(date_expires, 'YYYY-MM-DD') AS date_expires
       FROM created ORDER BY giftcardaccount_id`,
      [textArray(codes), r.status, r.today, r.dateExpires, r.websiteId, r.balance, STATE.available, r.isRedeemable, ACTION.created],
    );
  }
}

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(value + 'T00:00:00Z');
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
