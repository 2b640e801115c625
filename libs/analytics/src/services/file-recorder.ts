import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { posix } from 'node:path';
import { logger } from '@mercato/platform';
import { FileStorage } from '@mercato/media-storage';
import { MEDIA_SUBDIRECTORY, mediaKey } from './analytics-media';
import { EncodedContext } from './cryptographer';
import { FileInfoManager } from './file-info';

const ENCODED_FILE_NAME = 'data.tgz';

/**
 * Magento's FileRecorder: writes a new encrypted export under the media directory (file storage) in a directory
 * of its own (`analytics/<sha256>/data.tgz`, a name nobody can guess), registers it, then removes
 * the previously registered one. The file is complete before it is registered, so a link never
 * points at a half-written file.
 */
@Injectable()
export class FileRecorder {
  constructor(
    private readonly fileInfo: FileInfoManager,
    private readonly storage: FileStorage,
  ) {}

  /** Returns the new file's path relative to the media directory. */
  async recordNewFile(encoded: EncodedContext): Promise<string> {
    // Magento hashes the time alone; random bytes keep two exports in one second apart.
    const hash = createHash('sha256').update(`${Date.now()}`).update(randomBytes(16)).digest('hex');
    const path = `${MEDIA_SUBDIRECTORY}/${hash}/${ENCODED_FILE_NAME}`;
    await this.storage.write(mediaKey(path), encoded.content);

    const previous = await this.fileInfo.load();
    await this.fileInfo.save({ path, initializationVector: encoded.initializationVector });
    if (previous && previous.path !== path) await this.remove(previous.path);
    return path;
  }

  /** The registered file's directory goes with it; a path outside analytics/ is never touched. */
  private async remove(path: string): Promise<void> {
    if (!path.startsWith(`${MEDIA_SUBDIRECTORY}/`) || path.includes('..')) return;
    await this.storage
      .deleteDirectory(mediaKey(posix.dirname(path)))
      .catch((e) => logger.warn('could not remove the previous analytics export', { path, error: e.message }));
  }
}
