import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';

/** A store view with the website and group facts other modules ask for. */
export interface StoreView {
  storeId: number;
  websiteId: number;
  websiteCode: string;
  /** The store group's name: the front-end name e-mails give. */
  groupName: string | null;
}

export interface NamedScope {
  id: number;
  name: string;
  /** The website of a group, the group of a store view. */
  parentId?: number;
}

/**
 * Websites, groups and store views read for other modules, one statement per call whatever the
 * count, through the request's Database handle: inside the caller's transaction and never stale
 * (StoreDirectory's cache serves the per-request scope resolution; a store a fixture or another
 * process has just created is found here).
 */
@Injectable()
export class StoreScopes {
  constructor(private readonly ds: Database) {}

  /** store id → its view, for the ids that exist. */
  async views(storeIds: number[]): Promise<Map<number, StoreView>> {
    if (!storeIds.length) return new Map();
    const rows: { store_id: number; website_id: number; website_code: string; group_name: string | null }[] = await this.ds.query(
      `SELECT s.store_id, s.website_id, w.code AS website_code, g.name AS group_name
       FROM store s JOIN store_website w ON w.website_id = s.website_id LEFT JOIN store_group g ON g.group_id = s.group_id
       WHERE s.store_id = ANY($1::int[])`,
      [numberArray(storeIds)],
    );
    return new Map(
      rows.map((r) => [r.store_id, { storeId: r.store_id, websiteId: r.website_id, websiteCode: r.website_code, groupName: r.group_name }]),
    );
  }

  /** website id → the store view its default group opens on (null: none), for the ids that exist. */
  async defaultStores(websiteIds: number[]): Promise<Map<number, number | null>> {
    if (!websiteIds.length) return new Map();
    const rows: { website_id: number; default_store_id: number | null }[] = await this.ds.query(
      `SELECT w.website_id, g.default_store_id FROM store_website w LEFT JOIN store_group g ON g.group_id = w.default_group_id
       WHERE w.website_id = ANY($1::int[])`,
      [numberArray(websiteIds)],
    );
    return new Map(rows.map((r) => [r.website_id, r.default_store_id]));
  }

  /** website id → its code, for the ids that exist. */
  async websiteCodes(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows: { website_id: number; code: string }[] = await this.ds.query(
      `SELECT website_id, code FROM store_website WHERE website_id = ANY($1::int[])`,
      [numberArray(ids)],
    );
    return new Map(rows.map((r) => [r.website_id, r.code]));
  }

  /** The website codes among these that exist (no statement for none). */
  async knownWebsiteCodes(codes: string[]): Promise<Set<string>> {
    if (!codes.length) return new Set();
    const rows: { code: string }[] = await this.ds.query(`SELECT code FROM store_website WHERE code = ANY($1::text[])`, [textArray(codes)]);
    return new Set(rows.map((r) => r.code));
  }

  /** The websites, admin website left out, in display order. */
  /** The id of a website or store view by its code (Magento's scope codes), or null when none has it. */
  async scopeIdByCode(scope: 'websites' | 'stores', code: string): Promise<{ id: number; websiteId: number } | null> {
    const [row]: { id: number; website_id: number }[] = await this.ds.query(
      scope === 'websites'
        ? `SELECT website_id AS id, website_id FROM store_website WHERE code = $1`
        : `SELECT store_id AS id, website_id FROM store WHERE code = $1`,
      [code],
    );
    return row ? { id: row.id, websiteId: row.website_id } : null;
  }

  async websites(): Promise<NamedScope[]> {
    const rows: { website_id: number; name: string }[] = await this.ds.query(
      `SELECT website_id, name FROM store_website WHERE website_id <> 0 ORDER BY sort_order, website_id`,
    );
    return rows.map((w) => ({ id: w.website_id, name: w.name }));
  }

  /** Websites, store groups and store views, the admin scope left out, each in display order. */
  async tree(): Promise<{ websites: NamedScope[]; groups: NamedScope[]; stores: NamedScope[] }> {
    const [websites, groups, stores]: [
      NamedScope[],
      { group_id: number; website_id: number; name: string }[],
      { store_id: number; group_id: number; name: string }[],
    ] = await Promise.all([
      this.websites(),
      this.ds.query(`SELECT group_id, website_id, name FROM store_group WHERE group_id <> 0 ORDER BY group_id`),
      this.ds.query(`SELECT store_id, group_id, name FROM store WHERE store_id <> 0 ORDER BY sort_order, store_id`),
    ]);
    return {
      websites,
      groups: groups.map((g) => ({ id: g.group_id, name: g.name, parentId: g.website_id })),
      stores: stores.map((s) => ({ id: s.store_id, name: s.name, parentId: s.group_id })),
    };
  }
}
