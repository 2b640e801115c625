import { Injectable } from '@nestjs/common';
import { RequestContext } from '@mercato/platform';
import { StoreDirectory, StoreRepository } from '@mercato/store';

/**
 * The store's media base URL, as Magento's Store::getBaseUrl(URL_TYPE_MEDIA) answers it. The link
 * route is `secure` in Magento (HTTPS only), so it is the secure media URL; a call for all stores
 * (`/rest/all/V1/...`) takes the default store view's.
 */
@Injectable()
export class MediaBaseUrl {
  constructor(
    private readonly stores: StoreDirectory,
    private readonly repository: StoreRepository,
  ) {}

  async get(ctx: RequestContext): Promise<string> {
    const code = ctx.store.storeId > 0 ? ctx.store.code : (await this.stores.defaultStore()).code;
    const [config] = await this.repository.storeConfigs(ctx, [code]);
    return String(config.secure_base_media_url);
  }
}
