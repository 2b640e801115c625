/** What the storage knows of a file besides its bytes. */
export interface StoredFile {
  size: number;
  modified: Date;
}

/**
 * The port every file the store keeps goes through (Magento_MediaStorage): product images,
 * downloadable files, wrapping images, analytics exports. Keys are relative paths checked by
 * `storagePath` (an invalid one throws `InvalidStoragePath`). `FILE_STORAGE` picks the adapter:
 * `local` (a directory under DATA_DIR) or `database` (PostgreSQL, shared by every replica).
 *
 * Writes are not part of the caller's database transaction under either adapter: a file exists
 * from the moment it is written, so callers settle files and rows the same way whatever the
 * adapter (write the file before the row that names it, remove it after the row is gone).
 */
export abstract class FileStorage {
  /** The file's bytes, or null when there is none at that path. */
  abstract read(path: string): Promise<Buffer | null>;

  /** Size and time of the file, or null when there is none at that path. */
  abstract stat(path: string): Promise<StoredFile | null>;

  /** Writes a new file, never over an existing one: false (and nothing written) when the path is taken. */
  abstract create(path: string, bytes: Buffer): Promise<boolean>;

  /** Writes the file whole, replacing any file at that path; a reader sees the old bytes or the new ones. */
  abstract write(path: string, bytes: Buffer): Promise<void>;

  /** Removes the files; a missing one is not an error. */
  abstract delete(paths: string[]): Promise<void>;

  /** Removes every file under the directory. */
  abstract deleteDirectory(path: string): Promise<void>;

  async exists(path: string): Promise<boolean> {
    return (await this.stat(path)) !== null;
  }

  /**
   * Writes a new file in the directory under the name, or Magento's `name_1.ext`, `name_2.ext`…
   * when it is taken (also by a concurrent request: each try is an exclusive create); answers the
   * name it got.
   */
  async createUnique(directory: string, fileName: string, bytes: Buffer, attempts = 1000): Promise<string> {
    const dot = fileName.lastIndexOf('.');
    const [stem, ext] = dot < 0 ? [fileName, ''] : [fileName.slice(0, dot), fileName.slice(dot)];
    for (let i = 0; i < attempts; i++) {
      const name = i === 0 ? fileName : `${stem}_${i}${ext}`;
      if (await this.create(`${directory}/${name}`, bytes)) return name;
    }
    throw new Error(`no free file name for ${fileName} in ${directory}`);
  }
}
