import { Injectable } from '@nestjs/common';
import { NoSuchEntityException, RequestContext } from '@mercato/platform';
import { LinkData } from '../dto/link.output';
import { FileInfoManager } from './file-info';
import { MediaBaseUrl } from './media-base-url';

/**
 * Magento's LinkProvider: where the prepared export can be downloaded (the media base URL and the
 * file's path) and the base64 IV to decrypt it with. Nothing is prepared on request: until the
 * export has run, Magento's "File is not ready yet." (404).
 */
@Injectable()
export class LinkProvider {
  constructor(
    private readonly fileInfo: FileInfoManager,
    private readonly mediaUrl: MediaBaseUrl,
  ) {}

  async get(ctx: RequestContext): Promise<LinkData> {
    const info = await this.fileInfo.load();
    if (!info) throw new NoSuchEntityException('File is not ready yet.');
    return {
      url: (await this.mediaUrl.get(ctx)) + info.path,
      initialization_vector: info.initializationVector.toString('base64'),
    };
  }
}
