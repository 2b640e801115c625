import { Injectable } from '@nestjs/common';
import { Database, RequestContext } from '@mercato/platform';
import { BlockData } from '../dto/block.input';
import { BlockRow, BlockRows } from './block-rows';
import { fits } from './cms-values';
import { BLOCK_IDENTIFIER_TAKEN, BLOCK_SELF_REFERENCE, blockNotFound, blockNotSaved } from './messages';
import { ALL_STORE_VIEWS, BLOCK_STORES, StoreAssignment } from './store-assignment';

/** Both required columns of `cms_block` are varchar(255). */
const TEXT_LENGTH = 255;

/**
 * Writes a block the way Magento's BlockRepository::save and the block resource model do:
 * an unknown id is a 404 (the repository loads it before saving); then, each failure answered with
 * the underlying message: content that embeds the block itself; an identifier another block has
 * in the request's store or in all store views (any block with it, when saving for all store views
 * or in single-store mode); and the columns' own limits (title and identifier required, 255
 * characters), worded as MySQL words them for Magento.
 *
 * A new block is assigned to the request's store (all store views under `/rest/all`); an update
 * keeps the stored assignment, but its identifier is checked against the request's store, as
 * Magento checks the store the repository sets before the stored one is loaded.
 * Runs inside the caller's transaction and answers the block id.
 */
@Injectable()
export class BlockWriter {
  constructor(
    private readonly ds: Database,
    private readonly rows: BlockRows,
    private readonly stores: StoreAssignment,
  ) {}

  async save(ctx: RequestContext, block: BlockData): Promise<number> {
    const store = this.stores.requestStore(ctx);
    const existing = block.id ? await this.rows.find(block.id) : null;
    if (block.id && !existing) throw blockNotFound(block.id);
    const values = merged(block, existing);

    if ((values.content ?? '').includes(`block_id="${existing?.block_id ?? ''}"`)) throw blockNotSaved(BLOCK_SELF_REFERENCE);
    if (values.identifier !== null) await this.assertIdentifierFree(values.identifier, store, existing?.block_id ?? 0);
    for (const column of ['title', 'identifier'] as const) {
      const value = values[column];
      if (value === null) throw blockNotSaved(`SQLSTATE[23000]: Integrity constraint violation: 1048 Column '${column}' cannot be null`);
      if (!fits(value, TEXT_LENGTH))
        throw blockNotSaved(`SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column '${column}' at row 1`);
    }

    if (existing) {
      await this.ds.query(
        `UPDATE cms_block SET title = $2, identifier = $3, content = $4, is_active = $5, update_time = now() WHERE block_id = $1`,
        [existing.block_id, values.title, values.identifier, values.content, values.is_active],
      );
      return existing.block_id;
    }
    const [{ block_id }] = await this.ds.query(
      `INSERT INTO cms_block (title, identifier, content, is_active) VALUES ($1, $2, $3, $4) RETURNING block_id`,
      [values.title, values.identifier, values.content, values.is_active],
    );
    await this.stores.replaceLinks(BLOCK_STORES, block_id, [store]);
    return block_id;
  }

  /**
   * The block resource model's uniqueness rule, compared case-insensitively as MySQL's collation
   * does; serialised per identifier so two concurrent saves cannot both take it.
   */
  private async assertIdentifierFree(identifier: string, store: number, selfId: number): Promise<void> {
    await this.ds.query(`SELECT pg_advisory_xact_lock(hashtext('cms_block_identifier:' || lower($1)))`, [identifier]);
    const everywhere = store === ALL_STORE_VIEWS || (await this.stores.singleStoreMode());
    const taken = await this.ds.query(
      `SELECT 1 FROM cms_block b JOIN cms_block_store s ON s.block_id = b.block_id
       WHERE lower(b.identifier) = lower($1) AND b.block_id <> $2 AND ($3 OR s.store_id IN ($4, 0)) LIMIT 1`,
      [identifier, selfId, everywhere, store],
    );
    if (taken.length) throw blockNotSaved(BLOCK_IDENTIFIER_TAKEN);
  }
}

interface BlockValues {
  title: string | null;
  identifier: string | null;
  content: string | null;
  is_active: boolean;
}

/** The stored block with the sent properties over it (null clears; `active` null keeps the flag). */
function merged(block: BlockData, existing: BlockRow | null): BlockValues {
  const pick = <K extends 'title' | 'identifier' | 'content'>(key: K) =>
    block[key] !== undefined ? (block[key] ?? null) : (existing?.[key] ?? null);
  return {
    title: pick('title'),
    identifier: pick('identifier'),
    content: pick('content'),
    is_active: typeof block.active === 'boolean' ? block.active : (existing?.is_active ?? true),
  };
}
