import { Inject, Injectable } from '@nestjs/common';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { APP_CONFIG, AppConfig } from '@mercato/platform';

/**
 * Where downloadable files live, under `<DATA_DIR>/downloadable/files` as Magento keeps them under
 * `pub/media/downloadable/files`: a link's file, a link's sample, a product sample.
 */
export type FileArea = 'links' | 'link_samples' | 'samples';

/** A decoded file that passed validation and waits to be stored. */
export interface PendingUpload {
  area: FileArea;
  /** Already sanitised (lower case, safe characters). */
  name: string;
  data: Buffer;
}

/** Names tried before giving up on finding a free one (`name_1.ext`, `name_2.ext`, …). */
const MAX_NAME_ATTEMPTS = 1000;

/**
 * Stores uploaded files the way Magento's uploader does with dispersion on: in `/<a>/<b>/` after the
 * name's first two characters (`.` becomes `_`), renamed `name_1.ext`, `name_2.ext`… when the
 * name is taken. The stored path (`/j/e/jellyfish.jpg`) is what a link or sample records.
 */
@Injectable()
export class DownloadableFiles {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'downloadable', 'files');
  }

  dir(area: FileArea): string {
    return join(this.root, area);
  }

  /** Whether a stored path names an existing file of the area (never a path outside it). */
  async exists(area: FileArea, stored: string | null | undefined): Promise<boolean> {
    const path = this.absolute(area, stored);
    if (!path) return false;
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  }

  /** Writes the file under a free name (created exclusively, so concurrent uploads never share one). */
  async store(upload: PendingUpload): Promise<string> {
    const folder = dispersionPath(upload.name);
    const dir = join(this.dir(upload.area), folder);
    await mkdir(dir, { recursive: true });
    const dot = upload.name.lastIndexOf('.');
    const base = dot > 0 ? upload.name.slice(0, dot) : upload.name;
    const ext = dot > 0 ? upload.name.slice(dot) : '';
    for (let i = 0; i < MAX_NAME_ATTEMPTS; i++) {
      const name = i === 0 ? upload.name : `${base}_${i}${ext}`;
      let handle;
      try {
        handle = await open(join(dir, name), 'wx');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      try {
        await handle.writeFile(upload.data);
      } finally {
        await handle.close();
      }
      return `${folder}/${name}`;
    }
    throw new Error(`no free file name for ${upload.name} in ${dir}`);
  }

  /** Best effort: used to take back files whose rows were never written. */
  async remove(area: FileArea, stored: string): Promise<void> {
    const path = this.absolute(area, stored);
    if (path) await unlink(path).catch(() => undefined);
  }

  private absolute(area: FileArea, stored: string | null | undefined): string | null {
    if (typeof stored !== 'string' || !stored.trim()) return null;
    const base = this.dir(area);
    const path = resolve(base, '.' + (stored.startsWith('/') ? stored : '/' + stored));
    return path.startsWith(base + sep) ? path : null;
  }
}

/** `/j/e` for `jellyfish.jpg`, `/_/h` for `.htaccess`-like names. */
export function dispersionPath(name: string): string {
  let out = '';
  for (let i = 0; i < 2 && i < name.length; i++) out += '/' + (name[i] === '.' ? '_' : name[i]);
  return out;
}
