import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { seedMsiFixtures } from './support';

const GET = (source: string, sku: string) => `/rest/V1/inventory/low-quantity-notification/${source}/${sku}`;
const SAVE = '/rest/V1/inventory/low-quantity-notification';
const DELETE = '/rest/V1/inventory/low-quantity-notifications-delete';

/**
 * Low-quantity notification settings per source item (reference inventory-sales.md §2.13,
 * InventoryLowQuantityNotificationApi/Test/Api/*).
 */
describe('low-quantity notifications (InventoryLowQuantityNotificationApi)', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startIsolatedApp('inv_low_qty');
    admin = await adminClient(t);
    await seedMsiFixtures(t, admin);
  });
  afterAll(() => t.close());

  it('answers the configured default (1) for an item without a setting, exactly these three fields', async () => {
    const res = await admin.get(GET('eu-1', 'SKU-1'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ source_code: 'eu-1', sku: 'SKU-1', notify_stock_qty: 1 });
  });

  it('saves settings for many items (upsert) and reads them back; answers []', async () => {
    const res = await admin.post(SAVE, {
      sourceItemConfigurations: [
        { source_code: 'eu-1', sku: 'SKU-1', notify_stock_qty: 2.5 },
        { source_code: 'eu-2', sku: 'SKU-1', notify_stock_qty: 3 },
      ],
    });
    expect(res).toMatchObject({ status: 200, body: [] });
    expect((await admin.get(GET('eu-1', 'SKU-1'))).body).toEqual({ source_code: 'eu-1', sku: 'SKU-1', notify_stock_qty: 2.5 });
    expect((await admin.get(GET('eu-2', 'SKU-1'))).body).toEqual({ source_code: 'eu-2', sku: 'SKU-1', notify_stock_qty: 3 });
    await admin.post(SAVE, { sourceItemConfigurations: [{ source_code: 'eu-1', sku: 'SKU-1', notify_stock_qty: 7 }] });
    expect((await admin.get(GET('eu-1', 'SKU-1'))).body.notify_stock_qty).toBe(7);
  });

  it('deletes settings (the default applies again); answers []', async () => {
    await admin.post(SAVE, { sourceItemConfigurations: [{ source_code: 'eu-3', sku: 'SKU-2', notify_stock_qty: 9 }] });
    const res = await admin.post(DELETE, { sourceItems: [{ source_code: 'eu-3', sku: 'SKU-2' }] });
    expect(res).toMatchObject({ status: 200, body: [] });
    expect((await admin.get(GET('eu-3', 'SKU-2'))).body).toEqual({ source_code: 'eu-3', sku: 'SKU-2', notify_stock_qty: 1 });
  });

  it('a setting without a quantity falls back to the configuration, which core_config_data may change', async () => {
    await admin.post(SAVE, { sourceItemConfigurations: [{ source_code: 'us-1', sku: 'SKU-2', notify_stock_qty: null }] });
    expect((await admin.get(GET('us-1', 'SKU-2'))).body.notify_stock_qty).toBe(1);
    await t.app.get(ScopeConfig).set('cataloginventory/item_options/notify_stock_qty', '4');
    try {
      expect((await admin.get(GET('us-1', 'SKU-2'))).body).toEqual({ source_code: 'us-1', sku: 'SKU-2', notify_stock_qty: 4 });
    } finally {
      await t.app.get(ScopeConfig).set('cataloginventory/item_options/notify_stock_qty', null);
    }
  });

  it('answers 400 "Wrong input data" for an unknown source or product', async () => {
    expect(await admin.get(GET('no-such-source', 'SKU-1'))).toMatchObject({ status: 400, body: { message: 'Wrong input data' } });
    expect(await admin.get(GET('eu-1', 'no-such-sku'))).toMatchObject({ status: 400, body: { message: 'Wrong input data' } });
  });

  it('answers "Input data is empty" for an empty save, and "Could not save Source Item Configuration" for an unknown source', async () => {
    expect(await admin.post(SAVE, { sourceItemConfigurations: [] })).toMatchObject({
      status: 400,
      body: { message: 'Input data is empty' },
    });
    const res = await admin.post(SAVE, { sourceItemConfigurations: [{ source_code: 'nope', sku: 'SKU-1', notify_stock_qty: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Could not save Source Item Configuration' });
  });

  it('requires the sourceItemConfigurations argument', async () => {
    expect(await admin.post(SAVE, {})).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'sourceItemConfigurations' } },
    });
  });
});
