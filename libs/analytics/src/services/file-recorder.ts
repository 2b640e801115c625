import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { APP_CONFIG, AppConfig, logger } from '@mercato/platform';
import { MEDIA_SUBDIRECTORY } from './analytics-media';
import { EncodedContext } from './cryptographer';
import { FileInfoManager } from './file-info';

const ENCODED_FILE_NAME = 'data.tgz';

/**
 * Magento's FileRecorder: writes a new encrypted export under the media directory in a directory
 * of its own (`analytics/<sha256>/data.tgz`, a name nobody can guess), registers it, then removes
 * the previously registered one. The file is complete before it is registered, so a link never
 * points at a half-written file.
 */
@Injectable()
export class FileRecorder {
  constructor(
    private readonly fileInfo: FileInfoManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Returns the new file's path relative to the media directory. */
  async recordNewFile(encoded: EncodedContext): Promise<string> {
    // Magento hashes the time alone; random bytes keep two exports in one second apart.
    const hash = createHash('sha256').update(`${Date.now()}`).update(randomBytes(16)).digest('hex');
    const path = `${MEDIA_SUBDIRECTORY}/${hash}/${ENCODED_FILE_NAME}`;
    const absolute = this.absolute(path);
    await mkdir(dirname(absolute), { recursive: true });
    await writeFile(absolute + '.tmp', encoded.content);
    await rename(absolute + '.tmp', absolute);

    const previous = await this.fileInfo.load();
    await this.fileInfo.save({ path, initializationVector: encoded.initializationVector });
    if (previous && previous.path !== path) await this.remove(previous.path);
    return path;
  }

  /** The registered file's directory goes with it; a path outside analytics/ is never touched. */
  private async remove(path: string): Promise<void> {
    if (!path.startsWith(`${MEDIA_SUBDIRECTORY}/`) || path.includes('..')) return;
    await rm(dirname(this.absolute(path)), { recursive: true, force: true }).catch((e) =>
      logger.warn('could not remove the previous analytics export', { path, error: e.message }),
    );
  }

  private absolute(path: string): string {
    return join(this.config.dataDir, 'media', path);
  }
}
