import { Injectable } from '@nestjs/common';
import {
  Database,
  echoCriteria,
  InputException,
  LocalizedException,
  NoSuchEntityException,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchResults,
  WebApiError,
} from '@mercato/platform';
import { GroupData } from '../dto/group.input';
import { DefaultGroups } from './default-groups';
import { CustomerGroups } from '../../services/customer-groups';

/** Magento's GroupRepository::DEFAULT_TAX_CLASS_ID ("Retail Customer"). */
const DEFAULT_TAX_CLASS_ID = 3;
/** Magento's Group::GROUP_CODE_MAX_LENGTH: longer codes are cut, not refused. */
const CODE_MAX_LENGTH = 32;
const ALREADY_EXISTS = 'Customer Group already exists.';

export interface PresentedGroup {
  id: number;
  code: string;
  tax_class_id: number;
  tax_class_name?: string;
  extension_attributes?: Record<string, unknown>;
}

interface GroupRow {
  id: number;
  code: string;
  tax_class_id: number;
  tax_class_name: string | null;
  exclude_website_ids: number[] | null;
}

const SELECT = `g.customer_group_id AS id, g.customer_group_code AS code, g.tax_class_id, t.class_name AS tax_class_name,
  (SELECT array_agg(x.website_id ORDER BY x.website_id) FROM customer_group_excluded_website x
    WHERE x.customer_group_id = g.customer_group_id) AS exclude_website_ids`;
const FROM = `customer_group g LEFT JOIN tax_class t ON t.class_id = g.tax_class_id`;

/**
 * Magento's customer GroupRepository: groups with their tax class, saved under Magento's rules
 * (code required and unique whatever its case, cut to 32 characters; the tax class must be a
 * customer class), listed by searchCriteria, deleted unless read-only. A deleted group's
 * customers move to their store's default group, as Magento's Group resource model does.
 */
@Injectable()
export class GroupRepository {
  constructor(
    private readonly ds: Database,
    private readonly defaults: DefaultGroups,
    private readonly groups: CustomerGroups,
  ) {}

  async getById(_ctx: RequestContext, id: number): Promise<PresentedGroup> {
    const group = await this.find(id);
    if (!group) throw NoSuchEntityException.singleField('id', id);
    return group;
  }

  /** The group, or undefined. */
  async find(id: number): Promise<PresentedGroup | undefined> {
    if (!Number.isInteger(id)) return undefined;
    const [row]: GroupRow[] = await this.ds.query(`SELECT ${SELECT} FROM ${FROM} WHERE g.customer_group_id = $1`, [id]);
    return row ? present(row) : undefined;
  }

  async save(ctx: RequestContext, group: GroupData): Promise<PresentedGroup> {
    if (group.code === undefined || group.code === null || group.code.trim() === '') throw InputException.requiredField('code');
    const updating = group.id !== undefined && group.id !== null;
    let taxClassId: number;
    if (updating) {
      // Magento checks the tax class before it looks the group up, and requires it on update.
      taxClassId = await this.verifyTaxClass(group.tax_class_id ?? null);
      await this.getById(ctx, group.id!);
    } else {
      taxClassId = await this.verifyTaxClass(group.tax_class_id || DEFAULT_TAX_CLASS_ID, group.tax_class_id ?? null);
    }
    const code = [...group.code].slice(0, CODE_MAX_LENGTH).join('');
    const clash = await this.ds.query(
      `SELECT 1 FROM customer_group WHERE lower(customer_group_code) = lower($1) AND customer_group_id IS DISTINCT FROM $2`,
      [code, updating ? group.id : null],
    );
    if (clash.length) throw new LocalizedException(ALREADY_EXISTS);
    let id: number;
    try {
      if (updating) {
        await this.ds.query(`UPDATE customer_group SET customer_group_code = $2, tax_class_id = $3 WHERE customer_group_id = $1`, [
          group.id,
          code,
          taxClassId,
        ]);
        id = group.id!;
      } else {
        [{ id }] = await this.ds.query(
          `INSERT INTO customer_group (customer_group_code, tax_class_id) VALUES ($1, $2) RETURNING customer_group_id AS id`,
          [code, taxClassId],
        );
      }
    } catch (e) {
      // Two concurrent saves of one code: the unique index decides, with Magento's message.
      if ((e as { code?: string }).code === '23505') throw new LocalizedException(ALREADY_EXISTS);
      throw e;
    }
    // This process reads its own write at once (others on the trigger's notification).
    await this.ds.afterCommit(async () => this.groups.changed());
    const excluded = group.extension_attributes?.exclude_website_ids;
    if (Array.isArray(excluded) && id !== 0) await this.excludeWebsites(id, excluded);
    const saved = present({
      id,
      code,
      tax_class_id: taxClassId,
      tax_class_name: await this.taxClassName(taxClassId),
      exclude_website_ids: null,
    });
    // Magento answers the extension attributes it was given, as given.
    if (group.extension_attributes) saved.extension_attributes = { ...group.extension_attributes };
    return saved;
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<PresentedGroup>> {
    const { rows, total } = await runSearch<GroupRow>(this.ds, criteria, {
      select: SELECT,
      from: FROM,
      fields: {
        id: { sql: 'g.customer_group_id', type: 'int' },
        customer_group_id: { sql: 'g.customer_group_id', type: 'int' },
        code: { sql: 'g.customer_group_code', type: 'text' },
        customer_group_code: { sql: 'g.customer_group_code', type: 'text' },
        tax_class_id: { sql: 'g.tax_class_id', type: 'int' },
        tax_class_name: { sql: 't.class_name', type: 'text' },
        class_name: { sql: 't.class_name', type: 'text' },
      },
      defaultOrder: 'g.customer_group_id ASC',
    });
    return { items: rows.map(present), search_criteria: echoCriteria(criteria), total_count: total };
  }

  async deleteById(ctx: RequestContext, id: number): Promise<boolean> {
    await this.getById(ctx, id);
    const perStore = await this.defaults.perStore();
    if (id <= 0 || [...perStore.values()].includes(id)) throw new WebApiError(400, 'Cannot delete group.');
    const stores = [...perStore.keys()];
    await this.ds.query(
      `WITH moved AS (
         UPDATE customer_entity c SET group_id = d.group_id
         FROM unnest($2::int[], $3::int[]) AS d(store_id, group_id)
         WHERE c.group_id = $1 AND d.store_id = COALESCE(c.store_id, 0)
       )
       DELETE FROM customer_group WHERE customer_group_id = $1`,
      [id, stores, stores.map((s) => perStore.get(s))],
    );
    this.groups.changed();
    return true;
  }

  /** Magento's _verifyTaxClassModel: an existing tax class of type CUSTOMER, else the given value is invalid. */
  private async verifyTaxClass(taxClassId: number | null, given: number | null = taxClassId): Promise<number> {
    const [row] = taxClassId === null ? [] : await this.ds.query(`SELECT class_type FROM tax_class WHERE class_id = $1`, [taxClassId]);
    if (!row || row.class_type !== 'CUSTOMER') throw InputException.invalidFieldValue('taxClassId', given);
    return taxClassId!;
  }

  private async taxClassName(taxClassId: number): Promise<string | null> {
    const [row] = await this.ds.query(`SELECT class_name FROM tax_class WHERE class_id = $1`, [taxClassId]);
    return row?.class_name ?? null;
  }

  /** The group's excluded websites become the given ones that exist (never the admin website). */
  private async excludeWebsites(groupId: number, websiteIds: number[]): Promise<void> {
    await this.ds.query(
      `WITH wanted AS (SELECT website_id FROM store_website WHERE website_id <> 0 AND website_id = ANY($2::int[])),
       added AS (
         INSERT INTO customer_group_excluded_website (customer_group_id, website_id) SELECT $1, website_id FROM wanted
         ON CONFLICT (customer_group_id, website_id) DO NOTHING
       )
       DELETE FROM customer_group_excluded_website WHERE customer_group_id = $1 AND website_id NOT IN (SELECT website_id FROM wanted)`,
      [groupId, websiteIds],
    );
  }
}

function present(row: GroupRow): PresentedGroup {
  const out: PresentedGroup = { id: row.id, code: row.code, tax_class_id: row.tax_class_id };
  if (row.tax_class_name !== null) out.tax_class_name = row.tax_class_name;
  if (row.exclude_website_ids?.length) out.extension_attributes = { exclude_website_ids: row.exclude_website_ids };
  return out;
}
