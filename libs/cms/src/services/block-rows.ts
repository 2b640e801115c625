import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { CmsContent, CmsContentRows } from './cms-content';
import { blockNotFound } from './messages';
import { BLOCK_STORES, StoreAssignment } from './store-assignment';

/** A stored block with its store views; times in Magento's wire format. */
export interface BlockRow {
  block_id: number;
  identifier: string;
  title: string;
  content: string | null;
  creation_time: string;
  update_time: string;
  is_active: boolean;
  stores: number[];
}

const BLOCK_COLUMNS = `b.block_id, b.identifier, b.title, b.content, to_char(b.creation_time, 'YYYY-MM-DD HH24:MI:SS') AS creation_time,
  to_char(b.update_time, 'YYYY-MM-DD HH24:MI:SS') AS update_time, b.is_active`;

/** Reads blocks: one statement for the rows of a batch and one for their store views. */
@Injectable()
export class BlockRows extends CmsContentRows<BlockRow> {
  constructor(ds: Database, stores: StoreAssignment) {
    super(ds, stores, BLOCK_CONTENT);
  }
}

/**
 * BlockInterface as Magento's REST answers it: getters in the interface's order, the nullable ones
 * left out when null, the flag as `active`. The store assignment is not part of the interface.
 */
export function presentBlock(r: BlockRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: r.block_id, identifier: r.identifier };
  const optional: [string, unknown][] = [
    ['title', r.title],
    ['content', r.content],
    ['creation_time', r.creation_time],
    ['update_time', r.update_time],
  ];
  for (const [key, value] of optional) if (value !== null && value !== undefined) out[key] = value;
  out.active = r.is_active;
  return out;
}

export const BLOCK_CONTENT: CmsContent<BlockRow> = {
  table: 'cms_block',
  alias: 'b',
  stores: BLOCK_STORES,
  columns: BLOCK_COLUMNS,
  fields: {
    block_id: { sql: 'b.block_id', type: 'int' },
    identifier: { sql: 'b.identifier', type: 'text' },
    title: { sql: 'b.title', type: 'text' },
    content: { sql: 'b.content', type: 'text' },
    creation_time: { sql: 'b.creation_time', type: 'timestamp' },
    update_time: { sql: 'b.update_time', type: 'timestamp' },
    is_active: { sql: 'b.is_active', type: 'bool' },
  },
  present: presentBlock,
  notFound: blockNotFound,
};
