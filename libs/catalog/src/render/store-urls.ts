import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@mercato/platform';
import { ScopedConfig } from '@mercato/store';

/** What rendering a product for a store view needs from the store's configuration. */
export interface StoreRendering {
  /** web/unsecure/base_link_url: where storefront pages (product, cart) live. */
  linkUrl: string;
  /** web/unsecure/base_media_url. */
  mediaUrl: string;
  /** web/unsecure/base_static_url. */
  staticUrl: string;
  /** catalog/seo/product_url_suffix */
  productUrlSuffix: string;
  /** general/locale/code as a BCP 47 tag (en-US). */
  locale: string;
  timezone: string;
  /** catalog/placeholder/small_image_placeholder */
  smallImagePlaceholder: string | null;
}

const DEFAULTS = {
  'web/unsecure/base_url': null,
  'web/unsecure/base_link_url': '{{unsecure_base_url}}',
  'web/unsecure/base_media_url': null,
  'web/unsecure/base_static_url': null,
  'catalog/seo/product_url_suffix': '.html',
  'general/locale/code': 'en_US',
  'general/locale/timezone': 'America/Los_Angeles',
  'catalog/placeholder/small_image_placeholder': null,
} satisfies Record<string, string | null>;

/**
 * The store's storefront URLs and locale, from its configuration (store, website, default) with
 * Magento's defaults: the base URL falls back to the service's own, media under `media/`, static
 * files under `static/`, as the store config route reports them.
 */
@Injectable()
export class StoreUrls {
  constructor(
    private readonly config: ScopedConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async forStore(storeId: number, websiteId: number): Promise<StoreRendering> {
    const c = await this.config.values({ storeId, websiteId }, DEFAULTS);
    const base = withSlash(expand(c['web/unsecure/base_url'], '') || this.app.baseUrl);
    const url = (value: string | null, fallback: string) => withSlash(expand(value, base) || fallback);
    return {
      linkUrl: url(c['web/unsecure/base_link_url'], base),
      mediaUrl: url(c['web/unsecure/base_media_url'], base + 'media/'),
      staticUrl: url(c['web/unsecure/base_static_url'], base + 'static/'),
      productUrlSuffix: c['catalog/seo/product_url_suffix'] ?? '',
      locale: (c['general/locale/code'] ?? 'en_US').replace('_', '-'),
      timezone: c['general/locale/timezone'] ?? 'UTC',
      smallImagePlaceholder: c['catalog/placeholder/small_image_placeholder'],
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
