import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Database, RequestContext } from '@mercato/platform';
import { ScopedConfig } from './scoped-config';

/** Magento's config.xml defaults of the paths a store config answers (StoreConfigManager). */
const CONFIG_DEFAULTS = {
  'general/locale/code': 'en_US',
  'currency/options/base': 'USD',
  'currency/options/default': 'USD',
  'general/locale/timezone': 'America/Los_Angeles',
  'general/locale/weight_unit': 'lbs',
  'web/unsecure/base_url': null,
  'web/unsecure/base_link_url': '{{unsecure_base_url}}',
  'web/unsecure/base_static_url': null,
  'web/unsecure/base_media_url': null,
  'web/secure/base_url': '{{unsecure_base_url}}',
  'web/secure/base_link_url': '{{secure_base_url}}',
  'web/secure/base_static_url': null,
  'web/secure/base_media_url': null,
} satisfies Record<string, string | null>;

/**
 * Magento_Store's read routes: every store view, store group and website, the admin ones (id 0)
 * included as Magento's repositories list them, and the per-store configuration clients use to
 * build URLs and format prices (StoreConfigManager, which leaves the admin store out).
 */
@Injectable()
export class StoreRepository {
  constructor(
    private readonly ds: Database,
    private readonly config: ScopedConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  async storeViews(_ctx: RequestContext): Promise<Record<string, unknown>[]> {
    return this.ds.query(
      `SELECT store_id AS id, code, name, website_id, group_id AS store_group_id, is_active::int AS is_active FROM store ORDER BY store_id`,
    );
  }

  async storeGroups(_ctx: RequestContext): Promise<Record<string, unknown>[]> {
    return this.ds.query(
      `SELECT group_id AS id, website_id, root_category_id, default_store_id, name, code FROM store_group ORDER BY group_id`,
    );
  }

  async websites(_ctx: RequestContext): Promise<Record<string, unknown>[]> {
    return this.ds.query(`SELECT website_id AS id, code, name, default_group_id FROM store_website ORDER BY website_id`);
  }

  /** `storeCodes` absent or empty: every store view but the admin one; unknown codes are skipped. */
  async storeConfigs(_ctx: RequestContext, storeCodes?: string[] | null): Promise<Record<string, unknown>[]> {
    const stores: { store_id: number; code: string; website_id: number }[] = await this.ds.query(
      `SELECT store_id, code, website_id FROM store WHERE store_id > 0 AND ($1::text[] IS NULL OR code = ANY($1)) ORDER BY store_id`,
      [storeCodes?.length ? storeCodes : null],
    );
    return Promise.all(
      stores.map(async (s) => {
        const c = await this.config.values({ storeId: s.store_id, websiteId: s.website_id }, CONFIG_DEFAULTS);
        const unsecure = withSlash(expand(c['web/unsecure/base_url'], {}) ?? this.app.baseUrl);
        const secure = withSlash(expand(c['web/secure/base_url'], { unsecure }) ?? unsecure);
        const vars = { unsecure, secure };
        const url = (path: keyof typeof CONFIG_DEFAULTS, fallback: string) => withSlash(expand(c[path], vars) || fallback);
        return {
          id: s.store_id,
          code: s.code,
          website_id: s.website_id,
          locale: c['general/locale/code'],
          base_currency_code: c['currency/options/base'],
          default_display_currency_code: c['currency/options/default'],
          timezone: c['general/locale/timezone'],
          weight_unit: c['general/locale/weight_unit'],
          base_url: unsecure,
          base_link_url: url('web/unsecure/base_link_url', unsecure),
          base_static_url: url('web/unsecure/base_static_url', unsecure + 'static/'),
          base_media_url: url('web/unsecure/base_media_url', unsecure + 'media/'),
          secure_base_url: secure,
          secure_base_link_url: url('web/secure/base_link_url', secure),
          secure_base_static_url: url('web/secure/base_static_url', secure + 'static/'),
          secure_base_media_url: url('web/secure/base_media_url', secure + 'media/'),
        };
      }),
    );
  }
}

/** Magento's URL placeholders: {{unsecure_base_url}}, {{secure_base_url}} (and {{base_url}}). */
function expand(value: string | null, vars: { unsecure?: string; secure?: string }): string | null {
  if (!value) return null;
  return value
    .replace('{{unsecure_base_url}}', vars.unsecure ?? '')
    .replace('{{secure_base_url}}', vars.secure ?? '')
    .replace('{{base_url}}', vars.unsecure ?? '');
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : url + '/';
}
