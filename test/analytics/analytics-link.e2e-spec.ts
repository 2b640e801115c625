import { createDecipheriv, createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ExportDataHandler } from '@mercato/analytics';
import { APP_CONFIG, AppConfig } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { signedCall } from '../support/oauth';
import { guestPayment, preparedGuestCart, stockedProduct } from '../quote/checkout-support';
import { outputDeparturesOf } from '../support/output';

/**
 * Magento_Analytics' GET /V1/analytics/link: "File is not ready yet." until the export is prepared
 * (`analytics:prepare`), then the media URL of the encrypted archive and its IV; the file downloads
 * from /media/analytics and decrypts with the key derived from the instance secret to a tar.gz of
 * CSV reports. Own database and data directory: the export is instance-wide state.
 */
describe('GET /V1/analytics/link', () => {
  let t: TestApp;
  let admin: Client;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mercato-analytics-'));
    t = await startIsolatedApp('analytics', { DATA_DIR: dataDir });
    admin = await adminClient(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const prepare = () => t.app.get(ExportDataHandler).prepareExportData();
  const mediaBase = () => t.app.get<AppConfig>(APP_CONFIG).baseUrl + '/media/';
  /** The link's file, fetched from this test's server (BASE_URL names port 0 here). */
  const download = (url: string) => fetch(t.base + new URL(url).pathname);

  async function decryptArchive(body: Buffer, ivBase64: string): Promise<Map<string, string>> {
    const [{ value: secret }] = await t.ds.query(`SELECT value FROM core_config_data WHERE path = 'crypt/key'`);
    const key = createHash('sha256').update('mercato/analytics/').update(Buffer.from(secret, 'utf8')).digest();
    const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(ivBase64, 'base64'));
    return untar(gunzipSync(Buffer.concat([decipher.update(body), decipher.final()])));
  }

  it("refuses a caller without credentials with Magento's 401", async () => {
    const res = await new Client(t.base).get('/rest/V1/analytics/link');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Analytics::analytics_api' },
    });
  });

  it('answers "File is not ready yet." before the export is prepared, without preparing it', async () => {
    const res = await admin.get('/rest/V1/analytics/link');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'File is not ready yet.' });
    expect(await t.ds.query(`SELECT * FROM flag WHERE flag_code = 'analytics_file_info'`)).toEqual([]);
  });

  it('links the prepared file under the media URL, with its IV; the file decrypts to the usage reports', async () => {
    const sku = await stockedProduct(admin, 10);
    const cart = await preparedGuestCart(new Client(t.base), [[sku, 2]]);
    const placed = await new Client(t.base).post<number>(`/rest/V1/guest-carts/${cart}/payment-information`, guestPayment);
    expect(placed.status).toBe(200);
    const order = (await admin.get(`/rest/V1/orders/${placed.body}`)).body;

    const path = await prepare();
    const res = await admin.get('/rest/V1/analytics/link');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['initialization_vector', 'url']);
    expect(outputDeparturesOf(t, 'GET /V1/analytics/link', res.body)).toEqual([]);
    expect(res.body.url).toBe(mediaBase() + path);
    expect(res.body.url).toMatch(/\/media\/analytics\/[0-9a-f]{64}\/data\.tgz$/);
    expect(Buffer.from(res.body.initialization_vector, 'base64')).toHaveLength(16);

    const file = await download(res.body.url);
    expect(file.status).toBe(200);
    const files = await decryptArchive(Buffer.from(await file.arrayBuffer()), res.body.initialization_vector);
    expect([...files.keys()]).toEqual(['modules.csv', 'stores.csv', 'totals.csv', 'orders_daily.csv']);

    const modules = (await admin.get<string[]>('/rest/V1/modules')).body;
    expect(files.get('modules.csv')).toBe(['module_name,state', ...modules.map((m) => `${m},Enabled`)].join('\n') + '\n');
    expect(files.get('stores.csv')).toContain('1,default,Default Store View,1,1,1\n');

    const [counts] = await t.ds.query(
      `SELECT (SELECT count(*) FROM catalog_product_entity)::int AS products, (SELECT count(*) FROM customer_entity)::int AS customers`,
    );
    expect(files.get('totals.csv')).toContain(`products,${counts.products}\n`);
    expect(files.get('totals.csv')).toContain(`customers,${counts.customers}\n`);
    expect(files.get('totals.csv')).toContain('orders,1\n');
    expect(files.get('orders_daily.csv')).toBe(
      'day,store_id,base_currency_code,orders,base_grand_total\n' +
        `${order.created_at.slice(0, 10)},1,USD,1,${Number(order.base_grand_total).toFixed(4)}\n`,
    );
  });

  it('a new preparation replaces the file: new path and IV, the old file is gone', async () => {
    const before = (await admin.get('/rest/V1/analytics/link')).body;
    await prepare();
    const after = (await admin.get('/rest/V1/analytics/link')).body;
    expect(after.url).not.toBe(before.url);
    expect(after.initialization_vector).not.toBe(before.initialization_vector);
    expect((await download(before.url)).status).toBe(404);
    const file = await download(after.url);
    expect(file.status).toBe(200);
    const files = await decryptArchive(Buffer.from(await file.arrayBuffer()), after.initialization_vector);
    expect(files.get('totals.csv')).toContain('orders,1\n');
  });

  it("answers an integration granted Magento_Analytics::analytics_api, as Magento's analytics service calls it", async () => {
    const created = await admin.post('/rest/V1/integrations', {
      integration: { name: `analytics-${Date.now()}`, resources: ['Magento_Analytics::analytics_api'] },
    });
    expect(created.status).toBe(200);
    const creds = (await admin.post(`/rest/V1/integrations/${created.body.id}/activate`)).body;
    const res = await signedCall(t.base, creds, 'GET', '/rest/V1/analytics/link');
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await admin.get('/rest/V1/analytics/link')).body);
    // Its grant is the analytics resource only.
    expect((await signedCall(t.base, creds, 'GET', '/rest/V1/modules')).status).toBe(401);
  });

  it("takes the store's configured secure media URL, also for a store code in the path", async () => {
    await t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value)
       VALUES ('default', 0, 'web/secure/base_media_url', 'https://cdn.example.test/media/')`,
    );
    try {
      const info = (await admin.get('/rest/default/V1/analytics/link')).body;
      expect(info.url).toMatch(/^https:\/\/cdn\.example\.test\/media\/analytics\/[0-9a-f]{64}\/data\.tgz$/);
      expect((await admin.get('/rest/all/V1/analytics/link')).body.url).toBe(info.url);
    } finally {
      await t.ds.query(`DELETE FROM core_config_data WHERE path = 'web/secure/base_media_url'`);
    }
  });

  it('serves exports only: no directory listing, no other method', async () => {
    const { url } = (await admin.get('/rest/V1/analytics/link')).body;
    const dir = new URL(url).pathname.replace(/data\.tgz$/, '');
    expect((await fetch(t.base + dir)).status).toBe(404);
    expect((await fetch(t.base + '/media/analytics/')).status).toBe(404);
    expect((await fetch(t.base + new URL(url).pathname, { method: 'DELETE' })).status).toBe(404);
    expect((await download(url)).status).toBe(200);
    // Nothing outside the analytics directory, however the path is spelled (fetch would normalise it).
    const hash = new URL(url).pathname.split('/')[3];
    for (const path of [`/media/analytics/${hash}/..%2f..%2fanalytics/${hash}/data.tgz`, `/media/analytics/%2e%2e/%2e%2e/mercato.lock`]) {
      expect(await rawStatus(t.base, path)).not.toBe(200);
    }
  });
});

/** GET with the path sent exactly as written. */
function rawStatus(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    get({ hostname, port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** The regular files of a ustar archive, by name (what `tar -xzf` would write). */
function untar(archive: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  for (let offset = 0; offset + 512 <= archive.length;) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    let sum = 0;
    header.forEach((b, i) => (sum += i >= 148 && i < 156 ? 32 : b));
    expect(parseInt(header.toString('latin1', 148, 156), 8)).toBe(sum);
    expect(header.toString('latin1', 257, 262)).toBe('ustar');
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = parseInt(header.toString('latin1', 124, 136), 8);
    files.set(name, archive.toString('utf8', offset + 512, offset + 512 + size));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
