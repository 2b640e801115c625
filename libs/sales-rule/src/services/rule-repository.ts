import { Injectable } from '@nestjs/common';
import {
  Database,
  echoCriteria,
  InputException,
  NoSuchEntityException,
  numberArray,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
  textArray,
} from '@mercato/platform';
import { CustomerGroups } from '@mercato/customer';
import { StoreScopes } from '@mercato/store';
import { RuleInput } from '../dto/rule.input';
import { COUPON_TYPE, presentRule, RULE_COLUMNS, RuleRow } from '../model/rule-data';
import { applyRuleInput, RuleValues } from './rule-input';
import { DiscountCalculator } from '../discount/discount-calculator';

/** Magento's message for a rule or coupon id that does not exist (a NoSuchEntityException without text). */
export const NO_SUCH_ENTITY = 'No such entity.';

/**
 * Magento\SalesRule\Api\RuleRepositoryInterface: cart price rules with their websites, customer
 * groups and labels. Saving also keeps the rule's coupons in step, as Magento's Rule::afterSave and
 * resource model do.
 */
@Injectable()
export class RuleRepository {
  constructor(
    private readonly ds: Database,
    private readonly scopes: StoreScopes,
    private readonly groups: CustomerGroups,
    private readonly discounts: DiscountCalculator,
  ) {}

  async save(ctx: RequestContext, input: RuleInput): Promise<Record<string, unknown>> {
    const existing = input.rule_id ? await this.row(input.rule_id) : null;
    if (input.rule_id && !existing) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    const values = applyRuleInput(input, existing);
    await this.assertReferences(values);
    const ruleId = await this.ds.transaction(async () => {
      const id = existing ? await this.update(existing.rule_id, values) : await this.insert(values);
      await this.writeLinks(id, values, !!existing);
      await this.syncCoupons(id, values, existing);
      return id;
    });
    this.discounts.changed();
    return this.getById(ctx, ruleId);
  }

  async getById(_ctx: RequestContext, ruleId: number): Promise<Record<string, unknown>> {
    const row = await this.row(ruleId);
    if (!row) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    return presentRule(row);
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const { rows, total } = await runSearch<RuleRow>(this.ds, criteria, {
      select: RULE_COLUMNS,
      from: 'salesrule r',
      fields: SEARCH_FIELDS,
      defaultOrder: 'r.rule_id ASC',
    });
    return { items: rows.map(presentRule), search_criteria: echoCriteria(criteria), total_count: total };
  }

  async deleteById(_ctx: RequestContext, ruleId: number): Promise<boolean> {
    // Coupons, links, labels and usage counters go with it (foreign keys, ON DELETE CASCADE).
    const [, count] = await this.ds.query(`DELETE FROM salesrule WHERE rule_id = $1`, [ruleId]);
    if (!count) throw new NoSuchEntityException(NO_SUCH_ENTITY);
    this.discounts.changed();
    return true;
  }

  async row(ruleId: number): Promise<RuleRow | null> {
    const [row] = await this.ds.query(`SELECT ${RULE_COLUMNS} FROM salesrule r WHERE r.rule_id = $1`, [ruleId]);
    return row ?? null;
  }

  /** Websites, customer groups and label stores must exist (Magento would fail on the foreign key). */
  private async assertReferences(v: RuleValues): Promise<void> {
    const labelStores = (v.store_labels ?? []).map((l) => l.store_id);
    const [websites, groups, stores] = await Promise.all([
      this.scopes.websiteCodes(v.website_ids),
      this.groups.byIds(v.customer_group_ids),
      this.scopes.views(labelStores),
    ]);
    const missing = (ids: number[], known: { has(id: number): boolean }) => ids.find((id) => !known.has(Number(id)));
    const website = missing(v.website_ids, websites);
    if (website !== undefined) throw InputException.invalidFieldValue('website_ids', website);
    const group = missing(v.customer_group_ids, groups);
    if (group !== undefined) throw InputException.invalidFieldValue('customer_group_ids', group);
    const store = missing(labelStores, stores);
    if (store !== undefined) throw InputException.invalidFieldValue('store_id', store);
  }

  private async insert(v: RuleValues): Promise<number> {
    const [{ rule_id }] = await this.ds.query(
      `INSERT INTO salesrule (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING rule_id`,
      columnValues(v),
    );
    return rule_id;
  }

  private async update(ruleId: number, v: RuleValues): Promise<number> {
    await this.ds.query(`UPDATE salesrule SET ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE rule_id = $1`, [
      ruleId,
      ...columnValues(v),
    ]);
    return ruleId;
  }

  /** Websites and groups are replaced; labels sent are written (an empty one removed), others kept. */
  private async writeLinks(ruleId: number, v: RuleValues, existed: boolean): Promise<void> {
    if (existed) {
      await this.ds.query(`DELETE FROM salesrule_website WHERE rule_id = $1 AND website_id <> ALL($2::int[])`, [
        ruleId,
        numberArray(v.website_ids),
      ]);
      await this.ds.query(`DELETE FROM salesrule_customer_group WHERE rule_id = $1 AND customer_group_id <> ALL($2::int[])`, [
        ruleId,
        numberArray(v.customer_group_ids),
      ]);
    }
    await this.ds.query(
      `INSERT INTO salesrule_website (rule_id, website_id) SELECT $1, x FROM unnest($2::int[]) x ON CONFLICT DO NOTHING`,
      [ruleId, numberArray(v.website_ids)],
    );
    await this.ds.query(
      `INSERT INTO salesrule_customer_group (rule_id, customer_group_id) SELECT $1, x FROM unnest($2::int[]) x ON CONFLICT DO NOTHING`,
      [ruleId, numberArray(v.customer_group_ids)],
    );
    if (!v.store_labels?.length) return;
    const labels = v.store_labels;
    await this.ds.query(
      `WITH given AS (SELECT * FROM unnest($2::int[], $3::text[]) AS t(store_id, label)),
       removed AS (DELETE FROM salesrule_label l USING given g WHERE l.rule_id = $1 AND l.store_id = g.store_id AND g.label = '')
       INSERT INTO salesrule_label (rule_id, store_id, label) SELECT $1, store_id, label FROM given WHERE label <> ''
       ON CONFLICT (rule_id, store_id) DO UPDATE SET label = EXCLUDED.label`,
      [ruleId, numberArray(labels.map((l) => l.store_id)), textArray(labels.map((l) => l.label))],
    );
  }

  /**
   * Rule::afterSave: a specific-coupon rule's primary coupon follows the rule's limits and end
   * date, and is deleted when the rule no longer has one. The resource model's
   * updateSpecificCoupons: with auto generation, a changed limit or end date is copied to the
   * rule's other coupons.
   */
  private async syncCoupons(ruleId: number, v: RuleValues, before: RuleRow | null): Promise<void> {
    if (v.coupon_type === COUPON_TYPE.SPECIFIC && !v.use_auto_generation) {
      await this.ds.query(
        `UPDATE salesrule_coupon SET usage_limit = NULLIF($2, 0), usage_per_customer = NULLIF($3, 0), expiration_date = $4::date
         WHERE rule_id = $1 AND is_primary`,
        [ruleId, v.uses_per_coupon, v.uses_per_customer, v.to_date],
      );
    } else {
      await this.ds.query(`DELETE FROM salesrule_coupon WHERE rule_id = $1 AND is_primary`, [ruleId]);
    }
    if (!before || !v.use_auto_generation) return;
    const limit = v.uses_per_coupon !== before.uses_per_coupon;
    const perCustomer = v.uses_per_customer !== before.uses_per_customer;
    const expiry = v.to_date !== before.to_date;
    if (!limit && !perCustomer && !expiry) return;
    await this.ds.query(
      `UPDATE salesrule_coupon SET
         usage_limit = CASE WHEN $2 THEN $3 ELSE usage_limit END,
         usage_per_customer = CASE WHEN $4 THEN $5 ELSE usage_per_customer END,
         expiration_date = CASE WHEN $6 THEN $7::date ELSE expiration_date END
       WHERE rule_id = $1 AND is_primary IS NOT TRUE`,
      [ruleId, limit, v.uses_per_coupon, perCustomer, v.uses_per_customer, expiry, v.to_date],
    );
  }
}

const COLUMNS = [
  'name',
  'description',
  'from_date',
  'to_date',
  'uses_per_customer',
  'is_active',
  'conditions',
  'actions',
  'stop_rules_processing',
  'is_advanced',
  'product_ids',
  'sort_order',
  'simple_action',
  'discount_amount',
  'discount_qty',
  'discount_step',
  'apply_to_shipping',
  'times_used',
  'is_rss',
  'coupon_type',
  'use_auto_generation',
  'uses_per_coupon',
  'simple_free_shipping',
] as const;

function columnValues(v: RuleValues): unknown[] {
  return COLUMNS.map((c) => {
    const value = v[c];
    if (c === 'conditions' || c === 'actions') return value === null ? null : JSON.stringify(value);
    if (c === 'product_ids') return value === null ? null : numberArray(value as number[]);
    return value;
  });
}

/** Fields a rule search may filter and sort on (the salesrule columns, as Magento's collection). */
const SEARCH_FIELDS = {
  rule_id: { sql: 'r.rule_id', type: 'int' },
  name: { sql: 'r.name', type: 'text' },
  description: { sql: 'r.description', type: 'text' },
  from_date: { sql: 'r.from_date', type: 'timestamp' },
  to_date: { sql: 'r.to_date', type: 'timestamp' },
  uses_per_customer: { sql: 'r.uses_per_customer', type: 'int' },
  is_active: { sql: 'r.is_active', type: 'bool' },
  stop_rules_processing: { sql: 'r.stop_rules_processing', type: 'bool' },
  is_advanced: { sql: 'r.is_advanced', type: 'bool' },
  sort_order: { sql: 'r.sort_order', type: 'int' },
  simple_action: { sql: 'r.simple_action', type: 'text' },
  discount_amount: { sql: 'r.discount_amount', type: 'numeric' },
  discount_qty: { sql: 'r.discount_qty', type: 'numeric' },
  discount_step: { sql: 'r.discount_step', type: 'int' },
  apply_to_shipping: { sql: 'r.apply_to_shipping', type: 'bool' },
  times_used: { sql: 'r.times_used', type: 'int' },
  is_rss: { sql: 'r.is_rss', type: 'bool' },
  coupon_type: { sql: 'r.coupon_type', type: 'int' },
  use_auto_generation: { sql: 'r.use_auto_generation', type: 'bool' },
  uses_per_coupon: { sql: 'r.uses_per_coupon', type: 'int' },
  simple_free_shipping: { sql: 'r.simple_free_shipping', type: 'int' },
} as const;
