import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, RequestContext } from '@mercato/platform';
import { ScopedConfig } from '@mercato/store';
import { WrappingScope } from './wrapping-rows';

const PATHS = {
  'currency/options/base': 'USD',
  'web/unsecure/base_url': null,
  'web/unsecure/base_media_url': null,
} satisfies Record<string, string | null>;

/**
 * The request store's base currency and media URL, which Magento's wrapping model reads from the
 * current store (StoreManager::getStore()) whatever store the design label is read for.
 */
@Injectable()
export class WrappingScopeReader {
  constructor(
    private readonly config: ScopedConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async of(ctx: RequestContext): Promise<WrappingScope> {
    const c = await this.config.values({ storeId: ctx.store.storeId, websiteId: ctx.store.websiteId }, PATHS);
    const base = withSlash(expand(c['web/unsecure/base_url'], '') || this.app.baseUrl);
    return {
      baseCurrencyCode: c['currency/options/base'] ?? 'USD',
      mediaUrl: withSlash(expand(c['web/unsecure/base_media_url'], base) || base + 'media/'),
    };
  }
}

/** Magento's URL placeholders ({{unsecure_base_url}}, {{base_url}}). */
function expand(value: string | null, base: string): string | null {
  if (!value) return null;
  return value.replace('{{unsecure_base_url}}', base).replace('{{base_url}}', base);
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : url + '/';
}
