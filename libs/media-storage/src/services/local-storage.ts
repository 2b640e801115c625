import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FileStorage, StoredFile } from './file-storage';
import { storagePath } from './storage-path';

/** Errors that mean "no file there": a missing path, a directory, or a file where a directory should be. */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function absent(error: unknown): boolean {
  return ABSENT.has((error as NodeJS.ErrnoException).code ?? '');
}

/**
 * `FILE_STORAGE=local`: files under DATA_DIR, a key being the path below it, so the layout is the one
 * the store always had (`media/catalog/product/a/b/ab.jpg`, `downloadable/files/links/…`). Shared
 * between processes only through a shared directory (compose's volume).
 */
export class LocalFileStorage extends FileStorage {
  constructor(readonly root: string) {
    super();
  }

  /** Where a key lives on disk. */
  absolute(path: string): string {
    return join(this.root, storagePath(path));
  }

  async read(path: string): Promise<Buffer | null> {
    const file = this.absolute(path);
    try {
      return await readFile(file);
    } catch (error) {
      if (absent(error)) return null;
      throw error;
    }
  }

  async stat(path: string): Promise<StoredFile | null> {
    const file = this.absolute(path);
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch (error) {
      if (absent(error)) return null;
      throw error;
    }
  }

  async create(path: string, bytes: Buffer): Promise<boolean> {
    const file = this.absolute(path);
    await mkdir(dirname(file), { recursive: true });
    try {
      await writeFile(file, bytes, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /** Written beside the file and renamed over it, so no reader ever sees half of it. */
  async write(path: string, bytes: Buffer): Promise<void> {
    const file = this.absolute(path);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(paths: string[]): Promise<void> {
    const files = paths.map((p) => this.absolute(p));
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }

  async deleteDirectory(path: string): Promise<void> {
    await rm(this.absolute(path), { recursive: true, force: true });
  }
}
