import { Injectable } from '@nestjs/common';
import {
  Database,
  echoCriteria,
  InputException,
  LocalizedException,
  NoSuchEntityException,
  parseStrictDateTime,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
} from '@mercato/platform';
import { CouponInput } from '../dto/coupon.input';
import { COUPON_COLUMNS, CouponRow, presentCoupon } from '../model/coupon-data';
import { COUPON_KIND, COUPON_TYPE } from '../model/rule-data';
import { NO_SUCH_ENTITY } from './rule-repository';

/** AbstractDb::_checkUnique's message for a taken code. */
const CODE_TAKEN = { message: '%1 already exists.', parameters: ['Coupon with the same code'] };

/**
 * Magento\SalesRule\Api\CouponRepositoryInterface. A coupon takes its usage limits from its rule,
 * and the rule must accept that kind of coupon; problems with the rule are reported inside
 * Magento's "Error occurred when saving coupon: %1".
 */
@Injectable()
export class CouponRepository {
  constructor(private readonly ds: Database) {}

  async save(_ctx: RequestContext, input: CouponInput): Promise<Record<string, unknown>> {
    const existing = input.coupon_id ? await this.row(input.coupon_id) : null;
    if (input.coupon_id && !existing) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    const c = merge(existing, input);

    const [rule] = await this.ds.query(
      `SELECT coupon_type, use_auto_generation, uses_per_coupon, uses_per_customer FROM salesrule WHERE rule_id = $1`,
      [c.rule_id ?? 0],
    );
    if (!rule) throw savingFailed(`No such entity with rule_id = ${c.rule_id ?? ''}`);
    // PHP compares the type loosely: a coupon without a type counts as manual.
    const kind = c.type ?? COUPON_KIND.MANUAL;
    if (rule.coupon_type === COUPON_TYPE.NO_COUPON) throw savingFailed('Specified rule does not allow coupons');
    if (rule.use_auto_generation && kind === COUPON_KIND.MANUAL) throw savingFailed('Specified rule only allows auto generated coupons');
    if (!rule.use_auto_generation && kind === COUPON_KIND.GENERATED)
      throw savingFailed('Specified rule does not allow auto generated coupons');
    c.usage_limit = rule.uses_per_coupon;
    c.usage_per_customer = rule.uses_per_customer;

    if (!c.code) throw InputException.requiredField('code');
    const [taken] = await this.ds.query(`SELECT 1 FROM salesrule_coupon WHERE lower(code) = lower($1) AND coupon_id <> $2`, [
      c.code,
      c.coupon_id ?? 0,
    ]);
    if (taken) throw new LocalizedException(CODE_TAKEN.message, CODE_TAKEN.parameters);

    const values = [
      c.rule_id,
      c.code,
      c.usage_limit,
      c.usage_per_customer,
      c.times_used,
      c.expiration_date,
      c.is_primary,
      c.created_at,
      c.type,
    ];
    const couponId = await uniqueChecked(async () => {
      if (existing) {
        await this.ds.query(
          `UPDATE salesrule_coupon SET rule_id = $2, code = $3, usage_limit = $4, usage_per_customer = $5, times_used = $6,
             expiration_date = $7, is_primary = $8, created_at = $9, type = $10 WHERE coupon_id = $1`,
          [existing.coupon_id, ...values],
        );
        return existing.coupon_id;
      }
      const [row] = await this.ds.query(
        `INSERT INTO salesrule_coupon (rule_id, code, usage_limit, usage_per_customer, times_used, expiration_date, is_primary, created_at,
           type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9, 0)) RETURNING coupon_id`,
        values,
      );
      return row.coupon_id as number;
    });
    return presentCoupon((await this.row(couponId))!);
  }

  async getById(_ctx: RequestContext, couponId: number): Promise<Record<string, unknown>> {
    const row = await this.row(couponId);
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return presentCoupon(row);
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const { rows, total } = await runSearch<CouponRow>(this.ds, criteria, {
      select: COUPON_COLUMNS,
      from: 'salesrule_coupon c',
      fields: SEARCH_FIELDS,
      defaultOrder: 'c.coupon_id ASC',
    });
    return { items: rows.map(presentCoupon), search_criteria: echoCriteria(criteria), total_count: total };
  }

  async deleteById(_ctx: RequestContext, couponId: number): Promise<boolean> {
    const [, count] = await this.ds.query(`DELETE FROM salesrule_coupon WHERE coupon_id = $1`, [couponId]);
    if (!count) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return true;
  }

  async row(couponId: number): Promise<CouponRow | null> {
    const [row] = await this.ds.query(`SELECT ${COUPON_COLUMNS} FROM salesrule_coupon c WHERE c.coupon_id = $1`, [couponId]);
    return row ?? null;
  }
}

interface CouponValues {
  coupon_id: number | null;
  rule_id: number | null;
  code: string | null;
  usage_limit: number | null;
  usage_per_customer: number | null;
  times_used: number;
  expiration_date: string | null;
  is_primary: true | null;
  created_at: string | null;
  type: number | null;
}

/** CouponRepository::save blends the fields sent into the stored coupon. */
function merge(existing: CouponRow | null, input: CouponInput): CouponValues {
  const c: CouponValues = existing
    ? { ...existing, is_primary: existing.is_primary ? true : null }
    : {
        coupon_id: null,
        rule_id: null,
        code: null,
        usage_limit: null,
        usage_per_customer: null,
        times_used: 0,
        expiration_date: null,
        is_primary: null,
        created_at: null,
        type: null,
      };
  if (input.rule_id !== undefined && input.rule_id !== null) c.rule_id = input.rule_id;
  if (input.code !== undefined) c.code = input.code === null ? null : input.code.trim();
  if (input.times_used !== undefined && input.times_used !== null) c.times_used = input.times_used;
  if (input.expiration_date !== undefined) c.expiration_date = dateTime('expiration_date', input.expiration_date);
  // The resource model keeps one primary coupon per rule: true or NULL.
  if (input.is_primary !== undefined) c.is_primary = input.is_primary ? true : null;
  if (input.created_at !== undefined) c.created_at = dateTime('created_at', input.created_at);
  if (input.type !== undefined) c.type = input.type;
  return c;
}

/** `Y-m-d H:i:s` or `Y-m-d`. */
function dateTime(field: string, value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  const v = value.trim().replace('T', ' ');
  const full = /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v} 00:00:00` : v;
  if (!parseStrictDateTime(full)) throw InputException.invalidFieldValue(field, value);
  return full;
}

function savingFailed(reason: string): LocalizedException {
  return new LocalizedException('Error occurred when saving coupon: %1', [reason]);
}

/**
 * A write that may hit the unique indexes: a code taken meanwhile is Magento's "already exists";
 * a second primary coupon for a rule its "Unique constraint violation found".
 */
async function uniqueChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const err = e as { driverError?: { code?: string; constraint?: string }; code?: string; constraint?: string };
    const driver = err.driverError ?? err;
    if (driver.code !== '23505') throw e;
    if (driver.constraint === 'salesrule_coupon_code_ci') throw new LocalizedException(CODE_TAKEN.message, CODE_TAKEN.parameters);
    throw new LocalizedException('Unique constraint violation found');
  }
}

const SEARCH_FIELDS = {
  coupon_id: { sql: 'c.coupon_id', type: 'int' },
  rule_id: { sql: 'c.rule_id', type: 'int' },
  code: { sql: 'c.code', type: 'text' },
  usage_limit: { sql: 'c.usage_limit', type: 'int' },
  usage_per_customer: { sql: 'c.usage_per_customer', type: 'int' },
  times_used: { sql: 'c.times_used', type: 'int' },
  expiration_date: { sql: 'c.expiration_date', type: 'timestamp' },
  is_primary: { sql: 'c.is_primary', type: 'bool' },
  created_at: { sql: 'c.created_at', type: 'timestamp' },
  type: { sql: 'c.type', type: 'int' },
} as const;
