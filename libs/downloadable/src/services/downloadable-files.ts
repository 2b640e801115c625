import { Injectable } from '@nestjs/common';
import { FileStorage, storagePathUnder } from '@mercato/media-storage';

/** Where downloadable files live in the file storage (under DATA_DIR with the local storage). */
const DOWNLOADABLE_FILES = 'downloadable/files';

/**
 * The areas of downloadable files, under `downloadable/files` as Magento keeps them under
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
  constructor(private readonly storage: FileStorage) {}

  /** Whether a stored path names an existing file of the area (never a path outside it). */
  async exists(area: FileArea, stored: string | null | undefined): Promise<boolean> {
    const key = this.key(area, stored);
    return key ? this.storage.exists(key) : false;
  }

  /** Writes the file under a free name (created exclusively, so concurrent uploads never share one). */
  async store(upload: PendingUpload): Promise<string> {
    const folder = dispersionPath(upload.name);
    const directory = `${DOWNLOADABLE_FILES}/${upload.area}${folder}`;
    const name = await this.storage.createUnique(directory, upload.name, upload.data, MAX_NAME_ATTEMPTS);
    return `${folder}/${name}`;
  }

  /** Best effort: used to take back files whose rows were never written. */
  async remove(area: FileArea, stored: string): Promise<void> {
    const key = this.key(area, stored);
    if (key) await this.storage.delete([key]).catch(() => undefined);
  }

  private key(area: FileArea, stored: string | null | undefined): string | null {
    if (typeof stored !== 'string' || !stored.trim()) return null;
    return storagePathUnder(`${DOWNLOADABLE_FILES}/${area}`, stored);
  }
}

/** `/j/e` for `jellyfish.jpg`, `/_/h` for `.htaccess`-like names. */
export function dispersionPath(name: string): string {
  let out = '';
  for (let i = 0; i < 2 && i < name.length; i++) out += '/' + (name[i] === '.' ? '_' : name[i]);
  return out;
}
