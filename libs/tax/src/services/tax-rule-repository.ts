import { Injectable } from '@nestjs/common';
import {
  CouldNotSaveException,
  Database,
  echoCriteria,
  InputException,
  NoSuchEntityException,
  numberArray,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
} from '@mercato/platform';
import { TaxRuleData } from '../dto/tax-rule.input';
import { TaxRateLookup } from '../calculation/rate-lookup';
import { isUniqueViolation } from './db-errors';
import { isBlank, phpText } from './php-values';
import { CUSTOMER, PRODUCT } from './tax-class-repository';

interface RuleRow {
  tax_calculation_rule_id: number;
  code: string;
  priority: number;
  position: number;
  calculate_subtotal: number;
  customer_tax_class_ids: number[];
  product_tax_class_ids: number[];
  tax_rate_ids: number[];
}

/** Magento's TaxRuleInterface answer. */
export interface TaxRuleOutput {
  id: number;
  code: string;
  priority: number;
  position: number;
  customer_tax_class_ids: number[];
  product_tax_class_ids: number[];
  tax_rate_ids: number[];
  calculate_subtotal: boolean;
}

const ALREADY_EXISTS = '%1 already exists.';

/** Distinct ids of one link column, in the order the links were written (Magento's getCalculationsById). */
const linked = (column: string) =>
  `ARRAY(SELECT l.${column} FROM tax_calculation l WHERE l.tax_calculation_rule_id = r.tax_calculation_rule_id
         GROUP BY l.${column} ORDER BY min(l.tax_calculation_id))`;
const COLUMNS = `r.tax_calculation_rule_id, r.code, r.priority, r.position, r.calculate_subtotal,
  ${linked('customer_tax_class_id')} AS customer_tax_class_ids, ${linked('product_tax_class_id')} AS product_tax_class_ids,
  ${linked('tax_calculation_rate_id')} AS tax_rate_ids`;

/** Search fields that need a join of the rule's links, and the alias each needs (Magento's join processors). */
const LINK_FIELDS: Record<string, string> = {
  customer_tax_class_ids: 'cd',
  product_tax_class_ids: 'cd',
  tax_rate_ids: 'cd',
  tax_calculation_rate_id: 'rate',
};

/**
 * Magento\Tax\Model\TaxRuleRepository: rules and their rule × rate × customer class × product
 * class links, written in one statement whatever their number.
 */
@Injectable()
export class TaxRuleRepository {
  constructor(
    private readonly ds: Database,
    private readonly rates: TaxRateLookup,
  ) {}

  async save(ctx: RequestContext, rule: TaxRuleData): Promise<TaxRuleOutput> {
    if (rule.id) await this.get(ctx, rule.id);
    const ids = {
      customer: unique(rule.customer_tax_class_ids),
      product: unique(rule.product_tax_class_ids),
      rates: unique(rule.tax_rate_ids),
    };
    await this.validate(rule, ids);
    const [clash] = await this.ds.query(
      `SELECT 1 FROM tax_calculation_rule WHERE lower(code) = lower($1) AND tax_calculation_rule_id <> $2`,
      [rule.code, rule.id ?? 0],
    );
    if (clash) throw new InputException(ALREADY_EXISTS, ['Code']);

    const id = await this.ds.transaction(async () => {
      try {
        const subtotal = rule.calculate_subtotal === null || rule.calculate_subtotal === undefined ? null : rule.calculate_subtotal ? 1 : 0;
        const [row] = rule.id
          ? await this.ds.query(
              `WITH u AS (UPDATE tax_calculation_rule SET code = $2, priority = $3, position = $4,
                 calculate_subtotal = COALESCE($5, calculate_subtotal)
               WHERE tax_calculation_rule_id = $1 RETURNING tax_calculation_rule_id) SELECT tax_calculation_rule_id FROM u`,
              [rule.id, rule.code, rule.priority, rule.position, subtotal],
            )
          : await this.ds.query(
              `INSERT INTO tax_calculation_rule (code, priority, position, calculate_subtotal) VALUES ($1, $2, $3, COALESCE($4, 0))
               RETURNING tax_calculation_rule_id`,
              [rule.code, rule.priority, rule.position, subtotal],
            );
        const ruleId: number = row.tax_calculation_rule_id;
        await this.ds.query(`DELETE FROM tax_calculation WHERE tax_calculation_rule_id = $1`, [ruleId]);
        // Every combination, customer class outermost and rate innermost, as Magento writes them.
        await this.ds.query(
          `INSERT INTO tax_calculation (tax_calculation_rule_id, customer_tax_class_id, product_tax_class_id, tax_calculation_rate_id)
           SELECT $1, c.id, p.id, x.id
           FROM unnest($2::int[]) WITH ORDINALITY AS c(id, n)
           CROSS JOIN unnest($3::int[]) WITH ORDINALITY AS p(id, n)
           CROSS JOIN unnest($4::int[]) WITH ORDINALITY AS x(id, n)
           ORDER BY c.n, p.n, x.n`,
          [ruleId, numberArray(ids.customer!), numberArray(ids.product!), numberArray(ids.rates!)],
        );
        return ruleId;
      } catch (error) {
        if (isUniqueViolation(error)) throw new InputException(ALREADY_EXISTS, ['Code']);
        throw error;
      }
    });
    this.rates.changed();
    return this.get(ctx, id);
  }

  async get(_ctx: RequestContext, ruleId: number): Promise<TaxRuleOutput> {
    const [row]: RuleRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM tax_calculation_rule r WHERE r.tax_calculation_rule_id = $1`, [
      ruleId,
    ]);
    if (!row) throw NoSuchEntityException.singleField('taxRuleId', ruleId);
    return present(row);
  }

  async deleteById(ctx: RequestContext, ruleId: number): Promise<boolean> {
    await this.get(ctx, ruleId);
    await this.ds.query(`DELETE FROM tax_calculation_rule WHERE tax_calculation_rule_id = $1`, [ruleId]);
    this.rates.changed();
    return true;
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<TaxRuleOutput>> {
    const used = new Set([
      ...(criteria.filter_groups ?? []).flatMap((g) => (g.filters ?? []).map((f) => f.field)),
      ...(criteria.sort_orders ?? []).map((s) => s.field),
    ]);
    const aliases = new Set([...used].map((f) => LINK_FIELDS[f]).filter(Boolean));
    const joins = [...aliases]
      .map((a) => ` LEFT JOIN tax_calculation ${a} ON ${a}.tax_calculation_rule_id = r.tax_calculation_rule_id`)
      .join('');
    const { rows, total } = await runSearch<RuleRow>(this.ds, criteria, {
      select: COLUMNS,
      from: 'tax_calculation_rule r' + joins,
      fields: {
        id: { sql: 'r.tax_calculation_rule_id', type: 'int' },
        tax_calculation_rule_id: { sql: 'r.tax_calculation_rule_id', type: 'int' },
        code: { sql: 'r.code', type: 'text' },
        priority: { sql: 'r.priority', type: 'int' },
        position: { sql: 'r.position', type: 'int' },
        calculate_subtotal: { sql: 'r.calculate_subtotal', type: 'int' },
        customer_tax_class_ids: { sql: 'cd.customer_tax_class_id', type: 'int' },
        product_tax_class_ids: { sql: 'cd.product_tax_class_id', type: 'int' },
        tax_rate_ids: { sql: 'cd.tax_calculation_rate_id', type: 'int' },
        tax_calculation_rate_id: { sql: 'rate.tax_calculation_rate_id', type: 'int' },
      },
      defaultOrder: 'r.tax_calculation_rule_id ASC',
      // A rule matches when one of its links does; it is listed once.
      groupBy: aliases.size ? 'r.tax_calculation_rule_id' : undefined,
    });
    return { items: rows.map(present), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /**
   * Magento's rule validator: one message per field (a later problem with the same field replaces
   * an earlier one), rendered and joined by new lines into one CouldNotSaveException, which is
   * what the repository turns the validator's exception into.
   */
  private async validate(rule: TaxRuleData, ids: { customer: number[] | null; product: number[] | null; rates: number[] | null }) {
    const messages = new Map<string, string>();
    const required = (field: string) => messages.set(field, `"${field}" is required. Enter and try again.`);
    for (const field of ['position', 'priority'] as const) {
      const value = rule[field];
      if (isBlank(value)) required(field);
      // Laminas GreaterThan(-1) on the trimmed text: an empty value fails it too.
      if (isBlank(value) || !(value! > -1)) {
        messages.set(field, `The ${field} value of "${phpText(value)}" must be greater than or equal to 0.`);
      }
    }
    if (rule.code === null || rule.code === undefined || isBlank(rule.code)) required('code');

    const classes = new Map<number, string>();
    const wanted = [...(ids.customer ?? []), ...(ids.product ?? [])];
    if (wanted.length) {
      const rows: { class_id: number; class_type: string }[] = await this.ds.query(
        `SELECT class_id, class_type FROM tax_class WHERE class_id = ANY($1::int[])`,
        [numberArray(wanted)],
      );
      for (const r of rows) classes.set(r.class_id, r.class_type);
    }
    const checkClasses = (field: string, list: number[] | null, type: string) => {
      if (!list || !list.length) return required(field);
      for (const classId of list) {
        const found = classes.get(classId);
        if (found === undefined) messages.set('class_id', `No such entity with class_id = ${classId}`);
        // Magento's phrase names its value `value`, so %fieldValue stays in the text.
        else if (found !== type) messages.set(field, `No such entity with ${field} = %fieldValue`);
      }
    };
    checkClasses('customer_tax_class_ids', ids.customer, CUSTOMER);
    checkClasses('product_tax_class_ids', ids.product, PRODUCT);

    if (!ids.rates || !ids.rates.length) required('tax_rate_ids');
    else {
      // Magento lets the database refuse an unknown rate (a 500); here it is reported with the rest.
      const [missing] = await this.ds.query(
        `SELECT id FROM unnest($1::int[]) WITH ORDINALITY AS x(id, n)
         WHERE NOT EXISTS (SELECT 1 FROM tax_calculation_rate WHERE tax_calculation_rate_id = x.id) ORDER BY n LIMIT 1`,
        [numberArray(ids.rates)],
      );
      if (missing) messages.set('taxRateId', `No such entity with taxRateId = ${missing.id}`);
    }
    if (messages.size) throw new CouldNotSaveException([...messages.values()].join('\n'));
  }
}

/** The list without repeats, first occurrence kept; null stays null (not given). */
function unique(list: number[] | null | undefined): number[] | null {
  return list === null || list === undefined ? null : [...new Set(list)];
}

function present(row: RuleRow): TaxRuleOutput {
  return {
    id: row.tax_calculation_rule_id,
    code: row.code,
    priority: row.priority,
    position: row.position,
    customer_tax_class_ids: row.customer_tax_class_ids,
    product_tax_class_ids: row.product_tax_class_ids,
    tax_rate_ids: row.tax_rate_ids,
    calculate_subtotal: row.calculate_subtotal !== 0,
  };
}
