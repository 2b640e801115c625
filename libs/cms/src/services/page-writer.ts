import { Injectable } from '@nestjs/common';
import { Database, numberArray, RequestContext, ScopeConfig } from '@mercato/platform';
import { PageData } from '../dto/page.input';
import { dayOf, fits, parsePhpTime, parseSmallint } from './cms-values';
import { pageNotSaved, SOMETHING_WENT_WRONG } from './messages';
import { identifierProblem, RESERVED_PAGES, ROUTE_TAKEN, STOREFRONT_ROUTES, URL_KEY_TAKEN, urlKeyFromTitle } from './page-identifier';
import { PageRow, PageRows } from './page-rows';
import { PAGE_STORES, StoreAssignment } from './store-assignment';

/** Text properties written as given (null clears them), with their column's length when limited. */
const TEXT_COLUMNS: readonly (readonly [keyof PageData & keyof PageRow, number | null])[] = [
  ['title', 255],
  ['page_layout', 255],
  ['meta_title', 255],
  ['meta_keywords', null],
  ['meta_description', null],
  ['content_heading', 255],
  ['content', null],
  ['layout_update_xml', null],
  ['custom_theme', 100],
  ['custom_root_template', 255],
  ['custom_layout_update_xml', null],
];

/** A page identifier is a varchar(100). */
const IDENTIFIER_LENGTH = 100;

/**
 * Writes a page the way Magento's PageRepository::save and the page resource model do, checks in
 * Magento's order, every failure as `Could not save the page: %1`:
 * an unknown id; new layout update XML (Magento only accepts layout updates selected from files);
 * a URL key equal to a storefront route; theme dates PHP cannot read; an invalid or numeric URL
 * key; renaming a page the configuration names (home, no-route, no-cookies); values the columns
 * cannot hold; a URL key another page has in one of the same store views.
 *
 * A new page without identifier gets one from its title. A new page is assigned to the request's
 * store (all store views under `/rest/all`); an update keeps the stored assignment.
 * Runs inside the caller's transaction and answers the page id.
 */
@Injectable()
export class PageWriter {
  constructor(
    private readonly ds: Database,
    private readonly rows: PageRows,
    private readonly stores: StoreAssignment,
    private readonly config: ScopeConfig,
  ) {}

  async save(ctx: RequestContext, page: PageData): Promise<number> {
    const existing = page.id ? await this.rows.find(page.id) : null;
    if (page.id && !existing) throw pageNotSaved(`The CMS page with the "${page.id}" ID doesn't exist.`);
    const identifier = identifierOf(page, existing);
    rejectNewLayoutUpdates(page, existing);
    if (STOREFRONT_ROUTES.has(identifier)) throw pageNotSaved(ROUTE_TAKEN);
    const values = columnValues(page, identifier);
    const problem = identifierProblem(identifier);
    if (problem) throw pageNotSaved(problem);
    if (existing && existing.identifier !== identifier) await this.assertNotReserved(existing.identifier);
    if (!fits(identifier, IDENTIFIER_LENGTH) || TEXT_COLUMNS.some(([key, length]) => length && !fits(values[key] as string, length))) {
      throw pageNotSaved(SOMETHING_WENT_WRONG);
    }

    const stores = existing ? existing.stores : [this.stores.requestStore(ctx)];
    if (!existing || existing.identifier !== identifier) await this.assertUrlKeyFree(identifier, stores, existing?.page_id ?? 0);
    if (existing) {
      await this.update(existing.page_id, values);
      return existing.page_id;
    }
    const pageId = await this.insert(values);
    await this.stores.replaceLinks(PAGE_STORES, pageId, stores);
    return pageId;
  }

  private async assertNotReserved(identifier: string | null): Promise<void> {
    for (const reserved of RESERVED_PAGES) {
      if (identifier === (await this.config.get(reserved.path, reserved.fallback))) throw pageNotSaved(reserved.message);
    }
  }

  /**
   * Magento keeps a page's URL key unique through its URL rewrites: one per store view the page is
   * in (all of them for store 0), unique by path and store view, compared case-insensitively.
   * Serialised per URL key, so two concurrent saves cannot both take it.
   */
  private async assertUrlKeyFree(identifier: string, stores: readonly number[], selfId: number): Promise<void> {
    await this.ds.query(`SELECT pg_advisory_xact_lock(hashtext('cms_page_url_key:' || lower($1)))`, [identifier]);
    const views = await this.stores.coveredViews(stores);
    if (!views.length) return;
    const taken = await this.ds.query(
      `SELECT 1 FROM cms_page q JOIN cms_page_store s ON s.page_id = q.page_id
       WHERE lower(q.identifier) = lower($1) AND q.page_id <> $2 AND (s.store_id = 0 OR s.store_id = ANY($3::int[])) LIMIT 1`,
      [identifier, selfId, numberArray(views)],
    );
    if (taken.length) throw pageNotSaved(URL_KEY_TAKEN);
  }

  private async insert(values: Record<string, unknown>): Promise<number> {
    const keys = Object.keys(values);
    const [{ page_id }] = await this.ds.query(
      `INSERT INTO cms_page (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING page_id`,
      keys.map((k) => values[k]),
    );
    return page_id;
  }

  private async update(pageId: number, values: Record<string, unknown>): Promise<void> {
    const keys = Object.keys(values);
    await this.ds.query(
      `UPDATE cms_page SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}${keys.length ? ', ' : ''}update_time = now()
       WHERE page_id = $1`,
      [pageId, ...keys.map((k) => values[k])],
    );
  }
}

/**
 * The URL key to save: as sent; for a new page sent without one, or with an empty one, derived from
 * the title (Magento's CmsUrlRewrite plugin). An update that leaves it out keeps the stored one.
 */
function identifierOf(page: PageData, existing: PageRow | null): string {
  if (page.identifier === undefined && existing) return existing.identifier ?? '';
  if (page.identifier === undefined || page.identifier === null || page.identifier === '') return urlKeyFromTitle(page.title);
  return page.identifier;
}

/** PageRepository::validateLayoutUpdate: layout update XML may only be kept as stored or removed. */
function rejectNewLayoutUpdates(page: PageData, existing: PageRow | null): void {
  for (const key of ['custom_layout_update_xml', 'layout_update_xml'] as const) {
    const value = page[key] !== undefined ? page[key] : existing?.[key];
    if (value && (!existing || value !== existing[key])) throw pageNotSaved(SOMETHING_WENT_WRONG);
  }
}

/**
 * The columns a save writes: the properties the request sets, in storable form. The creation and
 * update times are never written from input (Magento's entity rows skip CURRENT_TIMESTAMP columns).
 */
function columnValues(page: PageData, identifier: string): Record<string, unknown> {
  const values: Record<string, unknown> = { identifier };
  for (const [key] of TEXT_COLUMNS) if (page[key] !== undefined) values[key] = page[key];
  for (const key of ['custom_theme_from', 'custom_theme_to'] as const) {
    const value = page[key];
    if (value === undefined) continue;
    // The resource model turns an empty value (PHP-falsy, "0" included) into NULL, anything else
    // through DateTime, which fails the save when it cannot read it.
    if (!value || value === '0') {
      values[key] = null;
      continue;
    }
    const time = parsePhpTime(value);
    if (!time) throw pageNotSaved(SOMETHING_WENT_WRONG);
    values[key] = dayOf(time);
  }
  if (page.sort_order !== undefined && page.sort_order !== null) {
    const sortOrder = parseSmallint(page.sort_order);
    if (sortOrder === null) throw pageNotSaved(SOMETHING_WENT_WRONG);
    values.sort_order = sortOrder;
  }
  if (typeof page.active === 'boolean') values.is_active = page.active;
  return values;
}
