import { Injectable } from '@nestjs/common';
import {
  Database,
  echoCriteria,
  RequestContext,
  runSearch,
  SearchCriteria,
  SearchFieldMap,
  SearchResults,
  WebApiError,
} from '@mercato/platform';
import { PageData } from '../dto/page.input';
import { pageNotFound, pageNotSaved, SOMETHING_WENT_WRONG } from './messages';
import { PageDesignAuthorization } from './page-design-authorization';
import { PageRows, presentPage } from './page-rows';
import { PageWriter } from './page-writer';
import { PAGE_STORES } from './store-assignment';
import { takeStoreFilters } from './store-filter';

const PAGE_FIELDS: SearchFieldMap = {
  page_id: { sql: 'p.page_id', type: 'int' },
  identifier: { sql: 'p.identifier', type: 'text' },
  title: { sql: 'p.title', type: 'text' },
  page_layout: { sql: 'p.page_layout', type: 'text' },
  meta_title: { sql: 'p.meta_title', type: 'text' },
  meta_keywords: { sql: 'p.meta_keywords', type: 'text' },
  meta_description: { sql: 'p.meta_description', type: 'text' },
  content_heading: { sql: 'p.content_heading', type: 'text' },
  content: { sql: 'p.content', type: 'text' },
  creation_time: { sql: 'p.creation_time', type: 'timestamp' },
  update_time: { sql: 'p.update_time', type: 'timestamp' },
  is_active: { sql: 'p.is_active', type: 'bool' },
  sort_order: { sql: 'p.sort_order', type: 'int' },
  layout_update_xml: { sql: 'p.layout_update_xml', type: 'text' },
  custom_theme: { sql: 'p.custom_theme', type: 'text' },
  custom_root_template: { sql: 'p.custom_root_template', type: 'text' },
  custom_layout_update_xml: { sql: 'p.custom_layout_update_xml', type: 'text' },
  layout_update_selected: { sql: 'p.layout_update_selected', type: 'text' },
  custom_theme_from: { sql: 'p.custom_theme_from', type: 'timestamp' },
  custom_theme_to: { sql: 'p.custom_theme_to', type: 'timestamp' },
};

/**
 * Magento\Cms\Api\PageRepositoryInterface. Reads ignore the request's store (a page is found by id
 * whatever its store views); saves run Magento's design authorization first, then the writer.
 */
@Injectable()
export class PageRepository {
  constructor(
    private readonly ds: Database,
    private readonly rows: PageRows,
    private readonly design: PageDesignAuthorization,
    private readonly writer: PageWriter,
  ) {}

  async getById(_ctx: RequestContext, pageId: number): Promise<Record<string, unknown>> {
    const row = pageId ? await this.rows.find(pageId) : null;
    if (!row) throw pageNotFound(pageId);
    return presentPage(row);
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const store = takeStoreFilters(criteria, PAGE_STORES, 'p');
    const { rows, total } = await runSearch<{ page_id: number }>(this.ds, store.criteria, {
      select: 'p.page_id',
      from: 'cms_page p',
      fields: PAGE_FIELDS,
      defaultOrder: 'p.page_id ASC',
      conditions: store.conditions,
      params: store.params,
    });
    const pages = await this.rows.load(rows.map((r) => r.page_id));
    return { items: pages.map(presentPage), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Creates a page (no id) or updates one (id in the body, or the PUT path's id). */
  async save(ctx: RequestContext, page: PageData): Promise<Record<string, unknown>> {
    await this.design.authorize(ctx, page);
    let pageId: number;
    try {
      pageId = await this.ds.transaction(() => this.writer.save(ctx, page));
    } catch (error) {
      // Like PageRepository::save, a failure that is not one of Magento's own is reported generically.
      if (error instanceof WebApiError) throw error;
      throw pageNotSaved(SOMETHING_WENT_WRONG).withCause(error);
    }
    return this.getById(ctx, pageId);
  }

  async deleteById(ctx: RequestContext, pageId: number): Promise<boolean> {
    await this.getById(ctx, pageId);
    // Its store view links go with it (foreign key, ON DELETE CASCADE).
    await this.ds.query(`DELETE FROM cms_page WHERE page_id = $1`, [pageId]);
    return true;
  }
}
