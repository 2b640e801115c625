import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExportDataHandler } from '@mercato/analytics';
import { MediaFiles } from '../../libs/catalog/src/media/services/media-files';
import { adminClient, Client, createProduct, startApp, startIsolatedApp, TestApp, uniqueSku } from '../support/app';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const FILE_BYTES = Buffer.from('%PDF-1.4 a downloadable file');

/**
 * FILE_STORAGE=database, the replica case of issue 22: two API instances on one database, each with
 * its own empty DATA_DIR. A file one of them stores (product image, downloadable link file, analytics
 * export) is served by the other, and neither writes it to its disk.
 */
describe('files shared by replicas through the database (FILE_STORAGE=database)', () => {
  let first: TestApp;
  let second: TestApp;
  let firstAdmin: Client;
  let secondAdmin: Client;
  const dirs = [mkdtempSync(join(tmpdir(), 'mercato-replica-a-')), mkdtempSync(join(tmpdir(), 'mercato-replica-b-'))];

  beforeAll(async () => {
    first = await startIsolatedApp('shared_files', { DATA_DIR: dirs[0], FILE_STORAGE: 'database' });
    second = await startApp({ DATABASE_URL: first.databaseUrl, DATA_DIR: dirs[1], FILE_STORAGE: 'database' });
    [firstAdmin, secondAdmin] = await Promise.all([adminClient(first), adminClient(second)]);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const storedRows = async (directory: string): Promise<string[]> =>
    (
      await first.ds.query(`SELECT directory || '/' || filename AS path FROM media_storage_file_storage WHERE starts_with(directory, $1)`, [
        directory,
      ])
    ).map((r: { path: string }) => r.path);

  it('serves a product image uploaded through the other instance', async () => {
    const sku = uniqueSku('replica-media');
    await createProduct(firstAdmin, { sku });
    const media = `/rest/V1/products/${encodeURIComponent(sku)}/media`;
    const added = await firstAdmin.post(media, {
      entry: {
        media_type: 'image',
        disabled: false,
        label: 'Shared',
        types: ['image'],
        content: { base64_encoded_data: PNG, type: 'image/png', name: 'shared.png' },
      },
    });
    expect(added.status).toBe(200);

    const read = await secondAdmin.get(`${media}/${added.body}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: added.body, label: 'Shared', content: { base64_encoded_data: PNG, type: 'image/png' } });
    expect(await storedRows('media/catalog/product/s/h')).toContain(`media/catalog/product${read.body.file}`);
    expect(dirs.map((dir) => existsSync(join(dir, 'media')))).toEqual([false, false]);

    // Removing the entry through the second instance removes the file for both.
    expect((await secondAdmin.delete(`${media}/${added.body}`)).status).toBe(200);
    expect(await storedRows(`media/catalog/product${read.body.file}`)).toEqual([]);
  });

  it('takes back an image written by a transaction that rolls back, as from disk', async () => {
    const files = first.app.get(MediaFiles);
    let path = '';
    await expect(
      first.ds.transaction(async () => {
        path = await files.write('replica-rolled-back.png', Buffer.from(PNG, 'base64'));
        await files.settleWithTransaction([path]);
        expect(await second.app.get(MediaFiles).read(path)).toEqual(Buffer.from(PNG, 'base64'));
        throw new Error('the save failed after the file was written');
      }),
    ).rejects.toThrow('the save failed');
    expect(await second.app.get(MediaFiles).read(path)).toBeNull();
    expect(await storedRows(`media/catalog/product${path}`)).toEqual([]);
  });

  it('accepts a downloadable link naming a file the other instance stored, and refuses one nobody stored', async () => {
    const product = await createProduct(firstAdmin, { sku: uniqueSku('replica-dl'), name: 'E-book', type_id: 'downloadable' });
    const linksPath = `/rest/V1/products/${encodeURIComponent(product.sku)}/downloadable-links`;
    const link = (over: Record<string, unknown>) => ({
      link: { title: 'File link', sort_order: 1, price: 5, is_shareable: 2, number_of_downloads: 0, link_type: 'file', ...over },
    });
    const stored = await firstAdmin.post(
      linksPath,
      link({ link_file_content: { file_data: FILE_BYTES.toString('base64'), name: 'shared.pdf' } }),
    );
    expect(stored.status).toBe(200);
    const [{ link_file: file }] = (await firstAdmin.get(linksPath)).body;
    expect(file).toMatch(/^\/s\/h\/shared(_\d+)?\.pdf$/);

    expect((await secondAdmin.post(linksPath, link({ link_file: file }))).status).toBe(200);
    expect(await secondAdmin.post(linksPath, link({ link_file: '/n/o/nexistfile.pdf' }))).toMatchObject({
      status: 400,
      body: { message: 'Link file not found. Please try again.' },
    });
    expect(await secondAdmin.post(linksPath, link({ link_file: '/../../../../etc/passwd' }))).toMatchObject({ status: 400 });
    expect(dirs.map((dir) => existsSync(join(dir, 'downloadable')))).toEqual([false, false]);
  });

  it('serves an analytics export prepared by the other instance, as express.static served it from disk', async () => {
    const path = await first.app.get(ExportDataHandler).prepareExportData();
    const { url } = (await secondAdmin.get('/rest/V1/analytics/link')).body;
    expect(url).toMatch(new RegExp(`/media/${path}$`));

    const fromSecond = await fetch(second.base + '/media/' + path);
    const fromFirst = await fetch(first.base + '/media/' + path);
    expect([fromSecond.status, fromFirst.status]).toEqual([200, 200]);
    const body = Buffer.from(await fromSecond.arrayBuffer());
    expect(body).toEqual(Buffer.from(await fromFirst.arrayBuffer()));
    expect(
      Object.fromEntries(
        ['content-type', 'content-length', 'cache-control', 'x-content-type-options'].map((h) => [h, fromSecond.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': 'application/octet-stream',
      'content-length': String(body.length),
      'cache-control': 'public, max-age=0',
      'x-content-type-options': 'nosniff',
    });
    expect(fromSecond.headers.get('etag')).toBe(fromFirst.headers.get('etag'));
    expect(fromSecond.headers.get('last-modified')).toBeTruthy();
    // (fetch would add Cache-Control: no-cache to a conditional request, which always answers in full.)
    expect(await rawStatus(second.base, '/media/' + path, { 'If-None-Match': fromSecond.headers.get('etag')! })).toBe(304);
    const head = await fetch(second.base + '/media/' + path, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(body.length)]);

    const hash = path.split('/')[1];
    for (const spelled of [
      `/media/analytics/${hash}`,
      `/media/analytics/${hash}/`,
      `/media/analytics/${hash}/..%2f${hash}/data.tgz`,
      '/media/analytics/%2e%2e/x',
    ]) {
      expect([spelled, await rawStatus(second.base, spelled)]).toEqual([spelled, 404]);
    }

    // A new export replaces the old one for every instance.
    const next = await second.app.get(ExportDataHandler).prepareExportData();
    expect((await fetch(first.base + '/media/' + path)).status).toBe(404);
    expect((await fetch(first.base + '/media/' + next)).status).toBe(200);
    expect(dirs.map((dir) => existsSync(join(dir, 'media')))).toEqual([false, false]);
  });
});

describe('FILE_STORAGE', () => {
  it('refuses an unknown storage at start with one line naming the variable', () => {
    const api = join(__dirname, '../../dist/apps/api/src/main.js');
    const run = spawnSync(process.execPath, [api], {
      env: { ...process.env, FILE_STORAGE: 's3', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect({ status: run.status, stderr: run.stderr }).toEqual({
      status: 2,
      stderr: 'api: FILE_STORAGE must be local or database, got "s3"\n',
    });
  });
});

/** GET with the path and headers sent exactly as written. */
function rawStatus(base: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    get({ hostname, port, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}
