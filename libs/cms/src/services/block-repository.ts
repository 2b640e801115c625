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
import { BlockData } from '../dto/block.input';
import { BlockRows, presentBlock } from './block-rows';
import { BlockWriter } from './block-writer';
import { blockNotFound, blockNotSaved } from './messages';
import { BLOCK_STORES } from './store-assignment';
import { takeStoreFilters } from './store-filter';

const BLOCK_FIELDS: SearchFieldMap = {
  block_id: { sql: 'b.block_id', type: 'int' },
  identifier: { sql: 'b.identifier', type: 'text' },
  title: { sql: 'b.title', type: 'text' },
  content: { sql: 'b.content', type: 'text' },
  creation_time: { sql: 'b.creation_time', type: 'timestamp' },
  update_time: { sql: 'b.update_time', type: 'timestamp' },
  is_active: { sql: 'b.is_active', type: 'bool' },
};

/** Magento\Cms\Api\BlockRepositoryInterface. Reads ignore the request's store, as Magento's do. */
@Injectable()
export class BlockRepository {
  constructor(
    private readonly ds: Database,
    private readonly rows: BlockRows,
    private readonly writer: BlockWriter,
  ) {}

  async getById(_ctx: RequestContext, blockId: number): Promise<Record<string, unknown>> {
    const row = blockId ? await this.rows.find(blockId) : null;
    if (!row) throw blockNotFound(blockId);
    return presentBlock(row);
  }

  async getList(_ctx: RequestContext, criteria: SearchCriteria): Promise<SearchResults<Record<string, unknown>>> {
    const store = takeStoreFilters(criteria, BLOCK_STORES, 'b');
    const { rows, total } = await runSearch<{ block_id: number }>(this.ds, store.criteria, {
      select: 'b.block_id',
      from: 'cms_block b',
      fields: BLOCK_FIELDS,
      defaultOrder: 'b.block_id ASC',
      conditions: store.conditions,
      params: store.params,
    });
    const blocks = await this.rows.load(rows.map((r) => r.block_id));
    return { items: blocks.map(presentBlock), search_criteria: echoCriteria(criteria), total_count: total };
  }

  /** Creates a block (no id) or updates one (id in the body, or the PUT path's id). */
  async save(ctx: RequestContext, block: BlockData): Promise<Record<string, unknown>> {
    let blockId: number;
    try {
      blockId = await this.ds.transaction(() => this.writer.save(ctx, block));
    } catch (error) {
      // BlockRepository::save answers any other failure with its own message.
      if (error instanceof WebApiError) throw error;
      throw blockNotSaved((error as Error).message).withCause(error);
    }
    return this.getById(ctx, blockId);
  }

  async deleteById(ctx: RequestContext, blockId: number): Promise<boolean> {
    await this.getById(ctx, blockId);
    // Its store view links go with it (foreign key, ON DELETE CASCADE).
    await this.ds.query(`DELETE FROM cms_block WHERE block_id = $1`, [blockId]);
    return true;
  }
}
