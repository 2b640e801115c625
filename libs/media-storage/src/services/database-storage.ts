import { Database } from '@mercato/platform';
import { FileStorage, StoredFile } from './file-storage';
import { splitStoragePath, storagePath } from './storage-path';

/**
 * `FILE_STORAGE=database`: files in PostgreSQL, in Magento's "media storage in database" table
 * (`media_storage_file_storage`: content, upload_time, filename, directory), so every replica and
 * the consumer see the same files without a shared volume. The directory is the key's path below
 * DATA_DIR's layout (`media/catalog/product/a/b`), unique with the file name.
 *
 * Every statement runs outside the caller's transaction, as a file on disk would be written: the
 * file exists at once, a rolled-back caller settles it as it does with the local storage, and a
 * concurrent upload of the same name never waits for another request's commit.
 */
export class DatabaseFileStorage extends FileStorage {
  constructor(private readonly db: Database) {
    super();
  }

  async read(path: string): Promise<Buffer | null> {
    const { directory, filename } = splitStoragePath(path);
    const rows: { content: Buffer }[] = await this.query(
      `SELECT content FROM media_storage_file_storage WHERE directory = $1 AND filename = $2`,
      [directory, filename],
    );
    return rows[0]?.content ?? null;
  }

  async stat(path: string): Promise<StoredFile | null> {
    const { directory, filename } = splitStoragePath(path);
    const rows: { size: number; modified: number }[] = await this.query(
      `SELECT octet_length(content) AS size, floor(extract(epoch FROM upload_time) * 1000)::float8 AS modified
         FROM media_storage_file_storage WHERE directory = $1 AND filename = $2`,
      [directory, filename],
    );
    return rows[0] ? { size: rows[0].size, modified: new Date(rows[0].modified) } : null;
  }

  async create(path: string, bytes: Buffer): Promise<boolean> {
    const { directory, filename } = splitStoragePath(path);
    const rows: unknown[] = await this.query(
      `INSERT INTO media_storage_file_storage (content, filename, directory) VALUES ($1, $2, $3)
       ON CONFLICT (filename, directory) DO NOTHING RETURNING file_id`,
      [bytes, filename, directory],
    );
    return rows.length === 1;
  }

  async write(path: string, bytes: Buffer): Promise<void> {
    const { directory, filename } = splitStoragePath(path);
    await this.query(
      `INSERT INTO media_storage_file_storage (content, filename, directory) VALUES ($1, $2, $3)
       ON CONFLICT (filename, directory) DO UPDATE SET content = EXCLUDED.content, upload_time = EXCLUDED.upload_time`,
      [bytes, filename, directory],
    );
  }

  async delete(paths: string[]): Promise<void> {
    if (!paths.length) return;
    const split = paths.map(splitStoragePath);
    await this.query(
      `DELETE FROM media_storage_file_storage f USING unnest($1::text[], $2::text[]) AS d(directory, filename)
        WHERE f.directory = d.directory AND f.filename = d.filename`,
      [split.map((s) => s.directory), split.map((s) => s.filename)],
    );
  }

  async deleteDirectory(path: string): Promise<void> {
    const directory = storagePath(path);
    await this.query(`DELETE FROM media_storage_file_storage WHERE directory = $1 OR starts_with(directory, $1 || '/')`, [directory]);
  }

  private query<T>(sql: string, params: unknown[]): Promise<T> {
    return this.db.outsideTransaction(() => this.db.query<T>(sql, params));
  }
}
