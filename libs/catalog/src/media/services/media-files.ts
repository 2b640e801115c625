import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { DataSource, QueryRunner } from 'typeorm';
import { ambientRunner, APP_CONFIG, AppConfig, logger } from '@mercato/platform';

/**
 * Product images on disk, under `<DATA_DIR>/media/catalog/product` as Magento lays them out:
 * `/a/b/abc.jpg` (the dispersion path is the name's first two characters).
 *
 * Files and rows cannot change in one transaction, so a file is written before the row that
 * names it and removed after the row that named it is gone, never the other way round: a
 * transaction that fails after writing a file must not leave it behind, and one that fails after
 * dropping a row must not lose a file that row still names. Both are settled the same way: the
 * files a transaction wrote or released are remembered with that transaction, and when it ends
 * (committed or rolled back: TypeORM's transaction events) every one of them that no gallery row
 * names is deleted. A file written by work rolled back to a savepoint is settled when the outer
 * transaction ends, by the same rule.
 */
@Injectable()
export class MediaFiles implements OnModuleInit {
  readonly root: string;
  private readonly unsettled = new WeakMap<QueryRunner, Set<string>>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly ds: DataSource,
  ) {
    this.root = join(config.dataDir, 'media', 'catalog', 'product');
  }

  onModuleInit(): void {
    this.ds.subscribers.push({
      afterTransactionCommit: (e) => this.settle(e.queryRunner),
      afterTransactionRollback: (e) => this.settle(e.queryRunner),
    });
  }

  /**
   * Writes an image under its dispersion path, never over an existing file (Magento's
   * `name_1.jpg`, `name_2.jpg`… on collision, also between concurrent requests); answers the
   * stored path (`/a/b/name.jpg`). Call `settleWithTransaction` with it right after.
   */
  async write(fileName: string, bytes: Buffer): Promise<string> {
    const dispersion = dispersionPath(fileName);
    const dir = join(this.root, dispersion);
    await mkdir(dir, { recursive: true });
    const dot = fileName.lastIndexOf('.');
    const [stem, ext] = dot < 0 ? [fileName, ''] : [fileName.slice(0, dot), fileName.slice(dot)];
    for (let i = 0; ; i++) {
      const name = i === 0 ? fileName : `${stem}_${i}${ext}`;
      try {
        await writeFile(join(dir, name), bytes, { flag: 'wx' });
        return `${dispersion}/${name}`;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  /**
   * Files just written, or whose rows are being deleted, by the ambient transaction: once it ends,
   * those no gallery row names are deleted. Without a transaction that is checked at once.
   */
  async settleWithTransaction(paths: string[]): Promise<void> {
    if (!paths.length) return;
    const runner = ambientRunner();
    if (!runner) return this.deleteUnreferenced(this.ds, paths);
    const set = this.unsettled.get(runner) ?? new Set<string>();
    for (const p of paths) set.add(p);
    this.unsettled.set(runner, set);
  }

  /** The file's bytes, or null when it is missing (or its path leaves the media folder). */
  async read(path: string): Promise<Buffer | null> {
    const absolute = this.absolute(path);
    if (!absolute) return null;
    try {
      return await readFile(absolute);
    } catch {
      return null;
    }
  }

  absolute(path: string): string | null {
    const absolute = resolve(this.root, '.' + (path.startsWith('/') ? path : `/${path}`));
    return absolute.startsWith(this.root + sep) ? absolute : null;
  }

  private async settle(runner: QueryRunner): Promise<void> {
    const paths = this.unsettled.get(runner);
    // A nested TypeORM transaction (a savepoint) ending is not the end: wait for the outermost.
    if (!paths || runner.isTransactionActive) return;
    this.unsettled.delete(runner);
    try {
      // The runner's own connection (out of its transaction now): no wait for another one.
      await this.deleteUnreferenced(runner, [...paths]);
    } catch (error) {
      logger.error('media files not settled', { error: String(error), paths: [...paths] });
    }
  }

  private async deleteUnreferenced(db: { query: DataSource['query'] }, paths: string[]): Promise<void> {
    const rows: { value: string }[] = await db.query(
      `SELECT DISTINCT value FROM catalog_product_entity_media_gallery WHERE value = ANY($1::text[])`,
      [paths],
    );
    const named = new Set(rows.map((r) => r.value));
    const files = paths.filter((p) => !named.has(p)).flatMap((p) => this.absolute(p) ?? []);
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}

/** Magento's Uploader::getDispersionPath: `/<first char>/<second char>`, a dot read as `_`. */
export function dispersionPath(fileName: string): string {
  return [...fileName.slice(0, 2)].map((c) => '/' + (c === '.' ? '_' : c)).join('');
}
