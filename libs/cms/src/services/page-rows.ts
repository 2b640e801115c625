import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { CmsContent, CmsContentRows } from './cms-content';
import { pageNotFound } from './messages';
import { PAGE_STORES, StoreAssignment } from './store-assignment';

/** A stored page with its store views; times and dates already in Magento's wire format. */
export interface PageRow {
  page_id: number;
  identifier: string | null;
  title: string | null;
  page_layout: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  content_heading: string | null;
  content: string | null;
  creation_time: string;
  update_time: string;
  sort_order: number;
  layout_update_xml: string | null;
  custom_theme: string | null;
  custom_root_template: string | null;
  custom_layout_update_xml: string | null;
  layout_update_selected: string | null;
  custom_theme_from: string | null;
  custom_theme_to: string | null;
  is_active: boolean;
  stores: number[];
}

const PAGE_COLUMNS = `p.page_id, p.identifier, p.title, p.page_layout, p.meta_title, p.meta_keywords, p.meta_description,
  p.content_heading, p.content, to_char(p.creation_time, 'YYYY-MM-DD HH24:MI:SS') AS creation_time,
  to_char(p.update_time, 'YYYY-MM-DD HH24:MI:SS') AS update_time, p.sort_order, p.layout_update_xml, p.custom_theme,
  p.custom_root_template, p.custom_layout_update_xml, p.layout_update_selected,
  to_char(p.custom_theme_from, 'YYYY-MM-DD') AS custom_theme_from, to_char(p.custom_theme_to, 'YYYY-MM-DD') AS custom_theme_to,
  p.is_active`;

/** Reads pages: one statement for the rows of a batch and one for their store views. */
@Injectable()
export class PageRows extends CmsContentRows<PageRow> {
  constructor(ds: Database, stores: StoreAssignment) {
    super(ds, stores, PAGE_CONTENT);
  }
}

/**
 * PageInterface as Magento's REST answers it: getters in the interface's order, the nullable ones
 * left out when null (only `identifier` is always written), `sort_order` a string, the flag `active`.
 * The store assignment is not part of the interface and is not answered.
 */
export function presentPage(r: PageRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.page_id, identifier: r.identifier };
  const optional: [string, unknown][] = [
    ['title', r.title],
    ['page_layout', r.page_layout],
    ['meta_title', r.meta_title],
    ['meta_keywords', r.meta_keywords],
    ['meta_description', r.meta_description],
    ['content_heading', r.content_heading],
    ['content', r.content],
    ['creation_time', r.creation_time],
    ['update_time', r.update_time],
    ['sort_order', String(r.sort_order)],
    ['layout_update_xml', r.layout_update_xml],
    ['custom_theme', r.custom_theme],
    ['custom_root_template', r.custom_root_template],
    ['custom_layout_update_xml', r.custom_layout_update_xml],
    ['custom_theme_from', r.custom_theme_from],
    ['custom_theme_to', r.custom_theme_to],
  ];
  for (const [key, value] of optional) if (value !== null && value !== undefined) out[key] = value;
  out.active = r.is_active;
  return out;
}

export const PAGE_CONTENT: CmsContent<PageRow> = {
  table: 'cms_page',
  alias: 'p',
  stores: PAGE_STORES,
  columns: PAGE_COLUMNS,
  fields: {
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
  },
  present: presentPage,
  notFound: pageNotFound,
};
