import { Injectable } from '@nestjs/common';
import { FlagManager } from './flag-manager';

/** The prepared export: its path under the media directory and the IV it was encrypted with. */
export interface FileInfo {
  path: string;
  initializationVector: Buffer;
}

/** As stored in the `analytics_file_info` flag: the IV base64-encoded, as Magento keeps it. */
interface StoredFileInfo {
  path?: string;
  initializationVector?: string;
}

const FLAG_CODE = 'analytics_file_info';

/** Magento's FileInfoManager: saves and loads the registered export file's info. */
@Injectable()
export class FileInfoManager {
  constructor(private readonly flags: FlagManager) {}

  /** The registered file, or null while none has been prepared. */
  async load(): Promise<FileInfo | null> {
    const stored = await this.flags.getFlagData<StoredFileInfo>(FLAG_CODE);
    if (!stored?.path || !stored.initializationVector) return null;
    return { path: stored.path, initializationVector: Buffer.from(stored.initializationVector, 'base64') };
  }

  async save(info: FileInfo): Promise<void> {
    const stored: StoredFileInfo = { path: info.path, initializationVector: info.initializationVector.toString('base64') };
    await this.flags.saveFlag(FLAG_CODE, stored);
  }
}
