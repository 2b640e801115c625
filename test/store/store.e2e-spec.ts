import { APP_CONFIG, AppConfig } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';

/** Magento_Store's read routes (own database: the test adds a store view and configuration). */
describe('store views, groups, websites and store configs', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('store');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('lists every store view, the admin store included', async () => {
    const res = await admin.get('/rest/V1/store/storeViews');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 0, code: 'admin', name: 'Admin', website_id: 0, store_group_id: 0, is_active: 1 },
      { id: 1, code: 'default', name: 'Default Store View', website_id: 1, store_group_id: 1, is_active: 1 },
    ]);
  });

  it('lists store groups and websites', async () => {
    expect((await admin.get('/rest/V1/store/storeGroups')).body).toEqual([
      { id: 0, website_id: 0, root_category_id: 0, default_store_id: 0, name: 'Default', code: 'default' },
      { id: 1, website_id: 1, root_category_id: 2, default_store_id: 1, name: 'Main Website Store', code: 'main_website_store' },
    ]);
    expect((await admin.get('/rest/V1/store/websites')).body).toEqual([
      { id: 0, code: 'admin', name: 'Admin', default_group_id: 0 },
      { id: 1, code: 'base', name: 'Main Website', default_group_id: 1 },
    ]);
  });

  it("answers store configs with Magento's defaults and the app's base URL", async () => {
    const res = await admin.get('/rest/V1/store/storeConfigs');
    expect(res.status).toBe(200);
    // BASE_URL (here its default, from HOST and PORT) with Magento's trailing slash.
    const base = t.app.get<AppConfig>(APP_CONFIG).baseUrl + '/';
    expect(res.body).toEqual([
      {
        id: 1,
        code: 'default',
        website_id: 1,
        locale: 'en_US',
        base_currency_code: 'USD',
        default_display_currency_code: 'USD',
        timezone: 'America/Los_Angeles',
        weight_unit: 'lbs',
        base_url: base,
        base_link_url: base,
        base_static_url: base + 'static/',
        base_media_url: base + 'media/',
        secure_base_url: base,
        secure_base_link_url: base,
        secure_base_static_url: base + 'static/',
        secure_base_media_url: base + 'media/',
      },
    ]);
  });

  it('filters by store codes and follows configuration by scope', async () => {
    await t.ds.query(`INSERT INTO store (store_id, code, website_id, group_id, name) VALUES (2, 'french', 1, 1, 'French')`);
    await t.ds.query(`INSERT INTO core_config_data (scope, scope_id, path, value) VALUES
      ('stores', 2, 'general/locale/code', 'fr_FR'), ('websites', 1, 'general/locale/weight_unit', 'kgs'),
      ('default', 0, 'web/secure/base_url', 'https://shop.example.com/'),
        ('stores', 2, 'web/unsecure/base_media_url', 'https://cdn.example.com/media')`);
    const res = await admin.get('/rest/V1/store/storeConfigs?storeCodes[]=french');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: 2,
      code: 'french',
      locale: 'fr_FR',
      weight_unit: 'kgs',
      secure_base_url: 'https://shop.example.com/',
      secure_base_link_url: 'https://shop.example.com/',
      secure_base_static_url: 'https://shop.example.com/static/',
      base_media_url: 'https://cdn.example.com/media/',
    });
    const both = await admin.get('/rest/V1/store/storeConfigs?storeCodes[]=default&storeCodes[]=french&storeCodes[]=nope');
    expect(both.body.map((c: any) => [c.code, c.locale, c.weight_unit])).toEqual([
      ['default', 'en_US', 'kgs'],
      ['french', 'fr_FR', 'kgs'],
    ]);
    expect((await admin.get('/rest/V1/store/storeConfigs?storeCodes[]=admin')).body).toEqual([]);
    expect((await admin.get('/rest/V1/store/storeViews')).body).toHaveLength(3);
  });

  it('refuses callers without credentials', async () => {
    const res = await new Client(t.base).get('/rest/V1/store/storeViews');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Backend::store' },
    });
  });
});
