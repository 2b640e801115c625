import { Injectable } from '@nestjs/common';
import { Database, RequestContext, WebApiError } from '@mercato/platform';
import { BlockData } from '../dto/block.input';
import { BLOCK_CONTENT, BlockRow, BlockRows } from './block-rows';
import { BlockWriter } from './block-writer';
import { CmsContentRepository } from './cms-content';
import { blockNotSaved } from './messages';

/** Magento\Cms\Api\BlockRepositoryInterface. */
@Injectable()
export class BlockRepository extends CmsContentRepository<BlockRow, BlockData> {
  constructor(
    ds: Database,
    rows: BlockRows,
    private readonly writer: BlockWriter,
  ) {
    super(ds, rows, BLOCK_CONTENT);
  }

  protected write(ctx: RequestContext, block: BlockData): Promise<number> {
    return this.writer.save(ctx, block);
  }

  /** BlockRepository::save answers any other failure with its own message. */
  protected notSaved(error: Error): WebApiError {
    return blockNotSaved(error.message);
  }
}
