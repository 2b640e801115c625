import { Injectable } from '@nestjs/common';
import { AuthorizationException, isAllowed, RequestContext } from '@mercato/platform';
import { PageData } from '../dto/page.input';
import { DESIGN_NOT_ALLOWED, pageNotFound } from './messages';
import { PageRow, PageRows } from './page-rows';

/** The ACL resource that lets a caller change a page's design settings. */
export const SAVE_DESIGN = 'Magento_Cms::save_design';

/** The first page layout Magento declares: the default a new page's layout is compared with. */
const DEFAULT_PAGE_LAYOUT = 'empty';

/**
 * Magento\Cms\Model\Page\Authorization, which Magento runs before every page save through the web
 * API: a caller without `Magento_Cms::save_design` may save a page only when the design settings
 * it sends equal the stored ones (for a new page: empty, or the default layout). As in Magento,
 * a design field the request leaves out counts as empty.
 */
@Injectable()
export class PageDesignAuthorization {
  constructor(private readonly rows: PageRows) {}

  async authorize(ctx: RequestContext, page: PageData): Promise<void> {
    if (isAllowed(ctx.caller, [SAVE_DESIGN])) return;
    const old = page.id ? await this.rows.find(page.id) : null;
    if (page.id && !old) throw pageNotFound(page.id);
    if (changesDesign(page, old)) throw new AuthorizationException(DESIGN_NOT_ALLOWED);
  }
}

function changesDesign(page: PageData, old: PageRow | null): boolean {
  let oldLayout: string | null | undefined;
  if (!old) {
    if (page.page_layout && page.page_layout !== DEFAULT_PAGE_LAYOUT) return true;
    oldLayout = page.page_layout;
  } else {
    oldLayout = old.page_layout;
  }
  return (
    differs(page.layout_update_xml, old?.layout_update_xml) ||
    differs(page.page_layout, oldLayout) ||
    differs(page.custom_theme, old?.custom_theme) ||
    differs(page.custom_layout_update_xml, old?.custom_layout_update_xml) ||
    differs(page.custom_theme_from, old?.custom_theme_from) ||
    differs(page.custom_theme_to, old?.custom_theme_to)
  );
}

/** PHP's loose `!=` on the values at hand: null and '' are equal, numeric strings compare as numbers. */
function differs(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = a ?? '';
  const y = b ?? '';
  const numeric = /^\s*-?\d+(\.\d+)?\s*$/;
  if (x !== '' && y !== '' && numeric.test(x) && numeric.test(y)) return Number(x) !== Number(y);
  return x !== y;
}
