import { Injectable } from '@nestjs/common';
import { posix } from 'node:path';
import { Database, logger } from '@mercato/platform';
import { FileStorage, storagePathUnder } from '@mercato/media-storage';

/** Where product images live in the file storage (under DATA_DIR with the local storage). */
const PRODUCT_MEDIA = posix.join('media', 'catalog', 'product');

/**
 * Product images in the file storage, under `media/catalog/product/` as Magento lays them out:
 * `/a/b/abc.jpg` (the dispersion path is the name's first two characters).
 *
 * Files and rows cannot change in one transaction, so a file is written before the row that
 * names it and removed after the row that named it is gone, never the other way round: a
 * transaction that fails after writing a file must not leave it behind, and one that fails after
 * dropping a row must not lose a file that row still names. Both are settled the same way: the
 * files a transaction wrote or released are remembered with that transaction, and when it ends
 * (committed or rolled back) every one of them that no gallery row names is deleted. A file
 * written by work rolled back to a savepoint is settled when the outer transaction ends, by the
 * same rule.
 */
@Injectable()
export class MediaFiles {
  private readonly unsettled = new WeakMap<object, Set<string>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly ds: Database,
  ) {}

  /**
   * Writes an image under its dispersion path, never over an existing file (Magento's
   * `name_1.jpg`, `name_2.jpg`… on collision, also between concurrent requests); answers the
   * stored path (`/a/b/name.jpg`). Call `settleWithTransaction` with it right after.
   */
  async write(fileName: string, bytes: Buffer): Promise<string> {
    const dispersion = dispersionPath(fileName);
    const name = await this.storage.createUnique(PRODUCT_MEDIA + dispersion, fileName, bytes);
    return `${dispersion}/${name}`;
  }

  /**
   * Files just written, or whose rows are being deleted, by the current transaction: once it ends,
   * those no gallery row names are deleted (one query for all of them). Without a transaction that
   * is checked at once.
   */
  async settleWithTransaction(paths: string[]): Promise<void> {
    if (!paths.length) return;
    const transaction = this.ds.transactionKey();
    if (!transaction) return this.deleteUnreferenced(paths);
    let set = this.unsettled.get(transaction);
    if (!set) {
      const settling = new Set<string>();
      this.unsettled.set(transaction, (set = settling));
      await this.ds.afterTransaction(() => this.settle(settling));
    }
    for (const p of paths) set.add(p);
  }

  /** The file's bytes, or null when it is missing (or its path leaves the media folder). */
  async read(path: string): Promise<Buffer | null> {
    const key = storagePathUnder(PRODUCT_MEDIA, path);
    return key ? this.storage.read(key) : null;
  }

  private async settle(paths: Set<string>): Promise<void> {
    try {
      await this.deleteUnreferenced([...paths]);
    } catch (error) {
      logger.error('media files not settled', { error: String(error), paths: [...paths] });
    }
  }

  private async deleteUnreferenced(paths: string[]): Promise<void> {
    const rows: { value: string }[] = await this.ds.query(
      `SELECT DISTINCT value FROM catalog_product_entity_media_gallery WHERE value = ANY($1::text[])`,
      [paths],
    );
    const named = new Set(rows.map((r) => r.value));
    const files = paths.filter((p) => !named.has(p)).flatMap((p) => storagePathUnder(PRODUCT_MEDIA, p) ?? []);
    await this.storage.delete(files);
  }
}

/** Magento's Uploader::getDispersionPath: `/<first char>/<second char>`, a dot read as `_`. */
export function dispersionPath(fileName: string): string {
  return [...fileName.slice(0, 2)].map((c) => '/' + (c === '.' ? '_' : c)).join('');
}
