import { Injectable } from '@nestjs/common';
import { Database, RequestContext, WebApiError } from '@mercato/platform';
import { PageData } from '../dto/page.input';
import { CmsContentRepository } from './cms-content';
import { pageNotSaved, SOMETHING_WENT_WRONG } from './messages';
import { PageDesignAuthorization } from './page-design-authorization';
import { PAGE_CONTENT, PageRow, PageRows } from './page-rows';
import { PageWriter } from './page-writer';

/**
 * Magento\Cms\Api\PageRepositoryInterface. A page is found by id whatever its store views; saves
 * run Magento's design authorization first, then the writer.
 */
@Injectable()
export class PageRepository extends CmsContentRepository<PageRow, PageData> {
  constructor(
    ds: Database,
    rows: PageRows,
    private readonly design: PageDesignAuthorization,
    private readonly writer: PageWriter,
  ) {
    super(ds, rows, PAGE_CONTENT);
  }

  override async save(ctx: RequestContext, page: PageData): Promise<Record<string, unknown>> {
    await this.design.authorize(ctx, page);
    return super.save(ctx, page);
  }

  protected write(ctx: RequestContext, page: PageData): Promise<number> {
    return this.writer.save(ctx, page);
  }

  /** Like PageRepository::save, a failure that is not one of Magento's own is reported generically. */
  protected notSaved(): WebApiError {
    return pageNotSaved(SOMETHING_WENT_WRONG);
  }
}
