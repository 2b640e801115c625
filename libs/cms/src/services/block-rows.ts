import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
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
export class BlockRows {
  constructor(
    private readonly ds: Database,
    private readonly stores: StoreAssignment,
  ) {}

  async find(blockId: number): Promise<BlockRow | null> {
    const [row] = await this.load([blockId]);
    return row ?? null;
  }

  /** The blocks of `ids` that exist, in the order of `ids`. */
  async load(ids: readonly number[]): Promise<BlockRow[]> {
    if (!ids.length) return [];
    const rows: Omit<BlockRow, 'stores'>[] = await this.ds.query(`SELECT ${BLOCK_COLUMNS} FROM cms_block b WHERE b.block_id = ANY($1::int[])`, [numberArray(ids)]);
    const links = await this.stores.linksOf(BLOCK_STORES, rows.map((r) => r.block_id));
    const byId = new Map(rows.map((r) => [r.block_id, { ...r, stores: links.get(r.block_id) ?? [] }]));
    return ids.map((id) => byId.get(id)).filter((r): r is BlockRow => !!r);
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
