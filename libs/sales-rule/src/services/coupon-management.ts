import { Injectable } from '@nestjs/common';
import { AGGREGATE_MESSAGE, Database, InputException, LocalizedException, numberArray, RequestContext, textArray } from '@mercato/platform';
import { CouponGenerationSpecInput } from '../dto/coupon.input';
import { CHARSETS, CodeFormat, DEFAULT_DELIMITER, generateCode, safeLength } from '../model/coupon-codes';
import { COUPON_KIND, COUPON_TYPE } from '../model/rule-data';

/** Massgenerator::MAX_GENERATE_ATTEMPTS: tries to find unused codes before giving up. */
const MAX_GENERATE_ATTEMPTS = 10;

export interface CouponMassDeleteResult {
  failed_items: string[];
  missing_items: string[];
}

/**
 * Magento\SalesRule\Api\CouponManagementInterface: generating coupon codes for a rule, and deleting
 * coupons by id or code. Generation is set-based: each round draws the codes still needed, keeps
 * those not taken (one INSERT … ON CONFLICT DO NOTHING), and draws again for the rest.
 */
@Injectable()
export class CouponManagement {
  constructor(private readonly ds: Database) {}

  async generate(_ctx: RequestContext, spec: CouponGenerationSpecInput): Promise<string[]> {
    const ruleId = spec.rule_id ?? 0;
    const quantity = spec.quantity ?? 0;
    const format = spec.format || 'alphanum';
    // Massgenerator::validateData: a bare InputException, Magento's generic input message.
    if (!(quantity > 0 && ruleId > 0 && (spec.length ?? 0) > 0)) throw new InputException(AGGREGATE_MESSAGE);
    if (!CHARSETS[format]) throw InputException.invalidFieldValue('format', format);

    const [rule] = await this.ds.query(
      `SELECT coupon_type, use_auto_generation, uses_per_coupon, uses_per_customer, to_char(to_date, 'YYYY-MM-DD') AS to_date
       FROM salesrule WHERE rule_id = $1`,
      [ruleId],
    );
    if (!rule) throw generatingFailed(`No such entity with rule_id = ${ruleId}`);
    if (!rule.use_auto_generation && rule.coupon_type !== COUPON_TYPE.AUTO) {
      throw generatingFailed('Specified rule does not allow automatic coupon generation');
    }
    const codeFormat: CodeFormat = {
      format,
      length: safeLength(format, spec.length!, quantity),
      prefix: spec.prefix ?? '',
      suffix: spec.suffix ?? '',
      dash: spec.delimiter_at_every ?? 0,
      delimiter: spec.delimiter || DEFAULT_DELIMITER,
    };
    return this.ds.transaction(async () => {
      const generated: string[] = [];
      const seen = new Set<string>();
      for (let attempt = 0; attempt < MAX_GENERATE_ATTEMPTS && generated.length < quantity; attempt++) {
        const candidates: string[] = [];
        for (let i = generated.length; i < quantity; i++) {
          const code = generateCode(codeFormat);
          if (seen.has(code.toLowerCase())) continue;
          seen.add(code.toLowerCase());
          candidates.push(code);
        }
        const inserted: { code: string }[] = await this.ds.query(
          `INSERT INTO salesrule_coupon (rule_id, code, usage_limit, usage_per_customer, times_used, expiration_date, created_at, type)
           SELECT $1, code, $3, $4, 0, $5::date, now(), $6 FROM unnest($2::text[]) code
           ON CONFLICT DO NOTHING RETURNING code`,
          [ruleId, textArray(candidates), rule.uses_per_coupon, rule.uses_per_customer, rule.to_date, COUPON_KIND.GENERATED],
        );
        const kept = new Set(inserted.map((r) => r.code));
        generated.push(...candidates.filter((c) => kept.has(c)));
      }
      if (generated.length < quantity) {
        throw generatingFailed('We cannot create the requested Coupon Qty. Please check your settings and try again.');
      }
      return generated;
    });
  }

  deleteByIds(_ctx: RequestContext, ids: number[], ignoreInvalidCoupons = true): Promise<CouponMassDeleteResult> {
    return this.massDelete(
      ids.map(String),
      `SELECT coupon_id, coupon_id::text AS value FROM salesrule_coupon WHERE coupon_id = ANY($1::int[])`,
      numberArray(ids),
      (v) => v,
      ignoreInvalidCoupons,
    );
  }

  deleteByCodes(_ctx: RequestContext, codes: string[], ignoreInvalidCoupons = true): Promise<CouponMassDeleteResult> {
    // Codes match case-insensitively, as under Magento's collation.
    return this.massDelete(
      codes,
      `SELECT coupon_id, lower(code) AS value FROM salesrule_coupon WHERE lower(code) = ANY($1::text[])`,
      textArray(codes.map((c) => c.toLowerCase())),
      (v) => v.toLowerCase(),
      ignoreInvalidCoupons,
    );
  }

  /**
   * CouponManagementService::massDelete: the coupons found are deleted; values matching none are
   * reported as missing (each once, in the order given), unless the caller asked for all or nothing.
   */
  private async massDelete(
    values: string[],
    findSql: string,
    param: string,
    key: (value: string) => string,
    ignoreInvalid: boolean,
  ): Promise<CouponMassDeleteResult> {
    return this.ds.transaction(async () => {
      const found: { coupon_id: number; value: string }[] = await this.ds.query(findSql + ' FOR UPDATE', [param]);
      if (!ignoreInvalid && found.length !== values.length) throw new LocalizedException('Some coupons are invalid.');
      await this.ds.query(`DELETE FROM salesrule_coupon WHERE coupon_id = ANY($1::int[])`, [numberArray(found.map((f) => f.coupon_id))]);
      const deleted = new Set(found.map((f) => f.value));
      const missing = [...new Set(values)].filter((v) => !deleted.has(key(v)));
      return { failed_items: [], missing_items: missing };
    });
  }
}

function generatingFailed(reason: string): LocalizedException {
  return new LocalizedException('Error occurred when generating coupons: %1', [reason]);
}
