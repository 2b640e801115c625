/** A path the file storage refuses: absolute, empty, or with an empty, `.` or `..` segment. */
export class InvalidStoragePath extends Error {
  constructor(path: unknown) {
    super(`invalid storage path ${JSON.stringify(path)}`);
  }
}

/**
 * The one check of a storage path, which every adapter applies before touching anything: relative
 * (`media/catalog/product/a/b/ab.jpg`), `/`-separated, no empty, `.` or `..` segment, no backslash
 * or NUL. So no key reaches outside the storage, on disk or in the database, however it is spelled.
 */
export function storagePath(path: unknown): string {
  if (typeof path !== 'string' || !path || path.length > 1024 || /[\\\0]/.test(path)) throw new InvalidStoragePath(path);
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) throw new InvalidStoragePath(path);
  return path;
}

/**
 * The key of a stored path relative to a directory of the storage, as Magento records them
 * (`/a/b/ab.jpg` under `media/catalog/product/`), or null when the stored path is not a valid one
 * (a client's `../../x`): the caller answers as for a missing file.
 */
export function storagePathUnder(directory: string, stored: string | null | undefined): string | null {
  if (typeof stored !== 'string' || !stored) return null;
  const key = `${directory}/${stored.startsWith('/') ? stored.slice(1) : stored}`;
  try {
    return storagePath(key);
  } catch {
    return null;
  }
}

/** The directory and the file name of a valid path (`''` for a path without a directory). */
export function splitStoragePath(path: string): { directory: string; filename: string } {
  const slash = storagePath(path).lastIndexOf('/');
  return slash < 0 ? { directory: '', filename: path } : { directory: path.slice(0, slash), filename: path.slice(slash + 1) };
}
