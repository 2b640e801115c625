/**
 * @jest-environment node
 *
 * Node's plain environment, not the shared application modules of test/support/shared-app-environment:
 * gift wrapping declares its gift message attributes process-wide when its module is constructed,
 * so this file needs modules no commerce-edition app of an earlier file has touched.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { guestCart, stockedProduct } from '../quote/checkout-support';

const NO_ROUTE = 'Request does not match any route.';

/**
 * EDITION=open-source: the commerce edition's modules are not loaded at all — none of the spec's
 * commerce routes (sync, async, bulk), none of their Magento modules in GET /V1/modules, no
 * payment method of theirs, and the gift message routes refuse gift wrapping's attributes.
 */
describe('open-source edition', () => {
  let t: TestApp;
  let admin: Client;
  const commerce: { module: string; method: string; path: string }[] = JSON.parse(
    readFileSync(join(__dirname, '../fixtures/commerce-routes.json'), 'utf8'),
  );

  beforeAll(async () => {
    t = await startIsolatedApp('open_source_edition', { EDITION: 'open-source' });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('has none of the commerce routes, synchronous, asynchronous or bulk', async () => {
    const answers: string[] = [];
    for (const r of commerce) {
      const path = r.path.replace(/:([A-Za-z]+)/g, '1');
      for (const prefix of r.method === 'GET' ? ['/rest'] : ['/rest', '/rest/async', '/rest/async/bulk']) {
        const res = await admin.call(
          r.method,
          prefix + path,
          r.method === 'GET' || r.method === 'DELETE' ? undefined : prefix.endsWith('bulk') ? [{}] : {},
        );
        if (!(res.status === 404 && res.body?.message === NO_ROUTE)) answers.push(`${r.method} ${prefix}${path}: ${res.status}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('lists no commerce-edition module', async () => {
    const modules: string[] = (await admin.get('/rest/V1/modules')).body;
    expect(modules).toContain('Magento_Catalog');
    for (const name of [
      'Magento_GiftCardAccount',
      'Magento_CustomerBalance',
      'Magento_Reward',
      'Magento_GiftWrapping',
      'Magento_GiftRegistry',
      'Magento_Rma',
    ]) {
      expect(modules).not.toContain(name);
    }
  });

  it('refuses gift wrapping attributes on gift messages and offers no commerce payment method', async () => {
    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'sales/gift_options/allow_order', '1')
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value`,
    );
    const guest = new Client(t.base);
    const masked = await guestCart(guest, [[await stockedProduct(admin, 5), 1]]);
    const plain = await guest.post(`/rest/V1/guest-carts/${masked}/gift-message`, {
      giftMessage: { sender: 'Ann', recipient: 'Bob', message: 'Hi' },
    });
    expect(plain).toMatchObject({ status: 200, body: true });
    const wrapped = await guest.post(`/rest/V1/guest-carts/${masked}/gift-message`, {
      giftMessage: { sender: 'Ann', recipient: 'Bob', message: 'Hi', extension_attributes: { wrapping_id: 1 } },
    });
    expect(wrapped.status).toBe(400);
    const methods: { code: string }[] = (await guest.get(`/rest/V1/guest-carts/${masked}/payment-methods`)).body;
    expect(methods.map((m) => m.code)).not.toContain('worldpay');
  });

  it('refuses the commerce commands of the CLI', () => {
    const cli = join(__dirname, '../../dist/apps/cli/src/main.js');
    const run = spawnSync(process.execPath, [cli, 'giftcard:create', '--balance', '5'], {
      env: { ...process.env, EDITION: 'open-source', DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({
      status: 2,
      stderr: 'giftcard:create belongs to the commerce edition; this installation runs EDITION=open-source.\n',
    });
  });
});
