import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StoreDirectory } from '@mercato/store';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { UUID_V4 } from '../support/consumer';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const NOT_FOUND = 'Gift Wrapping with specified ID "%1" not found.';

/** Gift wrappings (commerce edition): WrappingRepositoryInterface over /V1/gift-wrappings. */
describe('Gift wrappings (/V1/gift-wrappings)', () => {
  let t: TestApp;
  let admin: Client;
  let anon: Client;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mercato-gw-'));
    t = await startIsolatedApp('gift_wrappings', { DATA_DIR: dataDir });
    admin = await adminClient(t);
    anon = new Client(t.base);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const create = async (data: Record<string, unknown>, storeId?: number) => {
    const res = await admin.post('/rest/V1/gift-wrappings', storeId === undefined ? { data } : { data, storeId });
    if (res.status !== 200) throw new Error(`create wrapping: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const count = async (): Promise<number> => (await t.ds.query(`SELECT count(*)::int AS n FROM magento_giftwrapping`))[0].n;

  it('creates a wrapping and answers WrappingInterface, the same on GET (single store: every website)', async () => {
    const created = await admin.post('/rest/V1/gift-wrappings', { data: { design: 'Gold paper', status: 1, base_price: 4.5 } });
    expect(created.status).toBe(200);
    const expected = {
      wrapping_id: expect.any(Number),
      design: 'Gold paper',
      status: 1,
      base_price: 4.5,
      base_currency_code: 'USD',
      website_ids: [1],
    };
    expect(created.body).toEqual(expected);
    expect(Object.keys(created.body)).toEqual(Object.keys(expected));
    const read = await admin.get(`/rest/V1/gift-wrappings/${created.body.wrapping_id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('stores an uploaded image under media/wrapping and answers its name and URL', async () => {
    const w = await create({ design: 'Pictured', status: 1, base_price: 2, image_name: 'ribbon.png', image_base64_content: PNG });
    expect(w.image_name).toBe('ribbon.png');
    expect(w.image_url).toMatch(/\/media\/wrapping\/ribbon\.png$/);
    expect(readFileSync(join(dataDir, 'media', 'wrapping', 'ribbon.png'))).toEqual(Buffer.from(PNG, 'base64'));
    // A second file of the same name is not overwritten: Magento's `_1` suffix.
    const again = await create({ design: 'Pictured 2', status: 1, base_price: 2, image_name: 'ribbon.png', image_base64_content: PNG });
    expect(again.image_name).toBe('ribbon_1.png');
    expect(existsSync(join(dataDir, 'media', 'wrapping', 'ribbon_1.png'))).toBe(true);
    // An update without an image keeps it.
    const put = await admin.put(`/rest/V1/gift-wrappings/${w.wrapping_id}`, { data: { base_price: 3 } });
    expect(put.body).toMatchObject({ image_name: 'ribbon.png', base_price: 3, design: 'Pictured' });
  });

  it("refuses bad images with Magento's messages and writes nothing", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ image_name: 'a.png', image_base64_content: '***' }, { message: 'The image content must be valid data.' }],
      [
        { image_name: 'a.bmp', image_base64_content: PNG },
        { message: 'The image extension "%1" not allowed.', parameters: ['bmp'] },
      ],
      [{ image_name: 'a<b.png', image_base64_content: PNG }, { message: 'Provided image name contains forbidden characters.' }],
      [{ image_name: 'a\tb.png', image_base64_content: PNG }, { message: 'Provided image name contains forbidden characters.' }],
      [
        { image_name: `${'n'.repeat(300)}.png`, image_base64_content: PNG },
        { message: 'Filename is too long; must be 90 characters or less' },
      ],
      [
        { image_name: 'a.png', image_base64_content: Buffer.from('not an image at all').toString('base64') },
        { message: 'The image content must be valid data.' },
      ],
    ];
    for (const [image, error] of cases) {
      const res = await admin.post('/rest/V1/gift-wrappings', { data: { design: 'Bad', status: 1, base_price: 1, ...image } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(error);
    }
    expect(await count()).toBe(before);
    expect(existsSync(join(dataDir, 'media', 'wrapping', 'a.png'))).toBe(false);
  });

  it('validates required fields, price, currency and websites, writing nothing', async () => {
    const before = await count();
    const missing = await admin.post('/rest/V1/gift-wrappings', { data: { status: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Field is required: Gift Wrapping Design\nField is required: Price' });
    const negative = await admin.post('/rest/V1/gift-wrappings', { data: { design: 'X', status: 1, base_price: -1 } });
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({ message: 'The gift wrapping price must be greater than or equal to 0.' });
    const currency = await admin.post('/rest/V1/gift-wrappings', {
      data: { design: 'X', status: 1, base_price: 1, base_currency_code: 'EUR' },
    });
    expect(currency.status).toBe(400);
    expect(currency.body).toEqual({ message: 'Please enter valid currency code: %1', parameters: ['USD'] });
    const website = await admin.post('/rest/V1/gift-wrappings', { data: { design: 'X', status: 1, base_price: 1, website_ids: [999] } });
    expect(website.status).toBe(400);
    expect(website.body).toEqual({
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { fieldName: 'website_ids', value: 999 },
    });
    const unknown = await admin.post('/rest/V1/gift-wrappings', { data: { design: 'X', status: 1, base_price: 1, colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('updates through PUT with the path id, and answers 404 for unknown ids on every route', async () => {
    const w = await create({ design: 'Plain', status: 1, base_price: 1 });
    const put = await admin.put(`/rest/V1/gift-wrappings/${w.wrapping_id}`, { data: { status: 0, design: 'Plainer' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ wrapping_id: w.wrapping_id, design: 'Plainer', status: 0, base_price: 1 });

    const missing = { message: NOT_FOUND, parameters: [987654] };
    expect(await admin.get('/rest/V1/gift-wrappings/987654')).toMatchObject({ status: 404, body: missing });
    expect(await admin.put('/rest/V1/gift-wrappings/987654', { data: { design: 'x' } })).toMatchObject({ status: 404, body: missing });
    expect(await admin.delete('/rest/V1/gift-wrappings/987654')).toMatchObject({ status: 404, body: missing });
    const store = await admin.get(`/rest/V1/gift-wrappings/${w.wrapping_id}?storeId=777`);
    expect(store.status).toBe(404);
    expect(store.body).toEqual({ message: "The store that was requested wasn't found. Verify the store and try again." });
  });

  it('deletes a wrapping with its labels and websites', async () => {
    const w = await create({ design: 'Gone', status: 1, base_price: 1 });
    const res = await admin.delete(`/rest/V1/gift-wrappings/${w.wrapping_id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await admin.get(`/rest/V1/gift-wrappings/${w.wrapping_id}`)).status).toBe(404);
    const left = await t.ds.query(
      `SELECT (SELECT count(*) FROM magento_giftwrapping_store_attributes WHERE wrapping_id = $1)::int
       + (SELECT count(*) FROM magento_giftwrapping_website WHERE wrapping_id = $1)::int AS n`,
      [w.wrapping_id],
    );
    expect(left[0].n).toBe(0);
  });

  it('lists wrappings with searchCriteria (status, sort, paging, store view labels)', async () => {
    const a = await create({ design: 'List A', status: 1, base_price: 10 });
    const b = await create({ design: 'List B', status: 0, base_price: 20 });
    const all = await admin.get(
      '/rest/V1/gift-wrappings?searchCriteria[filter_groups][0][filters][0][field]=wrapping_id' +
        '&searchCriteria[filter_groups][0][filters][0][value]=' +
        `${a.wrapping_id},${b.wrapping_id}&searchCriteria[filter_groups][0][filters][0][condition_type]=in` +
        `&searchCriteria[sort_orders][0][field]=base_price&searchCriteria[sort_orders][0][direction]=DESC`,
    );
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: any) => i.design)).toEqual(['List B', 'List A']);
    expect(all.body.total_count).toBe(2);
    expect(all.body.search_criteria).toBeDefined();
    const enabled = await admin.get(
      `/rest/V1/gift-wrappings?searchCriteria[filter_groups][0][filters][0][field]=status` +
        `&searchCriteria[filter_groups][0][filters][0][value]=1`,
    );
    expect(enabled.body.items.every((i: any) => i.status === 1)).toBe(true);
    expect(enabled.body.items.map((i: any) => i.wrapping_id)).toContain(a.wrapping_id);
    expect(enabled.body.items.map((i: any) => i.wrapping_id)).not.toContain(b.wrapping_id);
    const paged = await admin.get('/rest/V1/gift-wrappings?searchCriteria[pageSize]=1&searchCriteria[currentPage]=1');
    expect(paged.body.items).toHaveLength(1);
  });

  it('keeps a design label per store view, the default showing where a view has none', async () => {
    const [{ store_id: viewId }] = await t.ds.query(
      `INSERT INTO store (code, website_id, group_id, name, sort_order, is_active) VALUES ('gw_view', 1, 1, 'gw_view', 10, true)
       RETURNING store_id`,
    );
    t.app.get(StoreDirectory).invalidate();
    const w = await create({ design: 'Default label', status: 1, base_price: 5 });
    const saved = await admin.put(`/rest/V1/gift-wrappings/${w.wrapping_id}`, { data: { design: 'View label' }, storeId: viewId });
    expect(saved.status).toBe(200);
    expect(saved.body.design).toBe('View label');
    expect((await admin.get(`/rest/V1/gift-wrappings/${w.wrapping_id}?storeId=${viewId}`)).body.design).toBe('View label');
    expect((await admin.get(`/rest/V1/gift-wrappings/${w.wrapping_id}?storeId=0`)).body.design).toBe('Default label');
    // Without storeId: the request's store view (default, id 1) has no label of its own.
    expect((await admin.get(`/rest/V1/gift-wrappings/${w.wrapping_id}`)).body.design).toBe('Default label');
    expect((await admin.get(`/rest/gw_view/V1/gift-wrappings/${w.wrapping_id}`)).body.design).toBe('View label');
    const listed = await admin.get(
      `/rest/V1/gift-wrappings?searchCriteria[filter_groups][0][filters][0][field]=store_id` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${viewId}` +
        `&searchCriteria[filter_groups][1][filters][0][field]=wrapping_id` +
        `&searchCriteria[filter_groups][1][filters][0][value]=${w.wrapping_id}`,
    );
    expect(listed.body.items.map((i: any) => i.design)).toEqual(['View label']);
    // Two store views now: a new wrapping is on no website unless told; websites are replaced when sent.
    const none = await create({ design: 'Nowhere', status: 1, base_price: 1 });
    expect(none.website_ids).toEqual([]);
    const some = await admin.put(`/rest/V1/gift-wrappings/${none.wrapping_id}`, { data: { website_ids: [1] } });
    expect(some.body.website_ids).toEqual([1]);
  });

  it('refuses anonymous callers', async () => {
    const res = await anon.get('/rest/V1/gift-wrappings/1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_GiftWrapping::magento_giftwrapping' },
    });
  });

  it("accepts an asynchronous create with 202 under Magento's topic", async () => {
    const res = await admin.post('/rest/async/V1/gift-wrappings', { data: { design: 'Later', status: 1, base_price: 1 } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      bulk_uuid: expect.stringMatching(UUID_V4),
      request_items: [{ id: 0, data_hash: null, status: 'accepted' }],
      errors: false,
    });
    const status = await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`);
    expect(status.body.operations_list).toEqual([
      expect.objectContaining({ id: 0, topic_name: 'async.magento.giftwrapping.api.wrappingrepositoryinterface.save.post' }),
    ]);
  });
});

describe('Gift wrappings in the open-source edition', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startIsolatedApp('gw_oss', { EDITION: 'open-source' });
  });
  afterAll(() => t.close());

  it('does not serve the routes', async () => {
    const admin = await adminClient(t);
    expect((await admin.get('/rest/V1/gift-wrappings/1')).status).toBe(404);
    expect((await admin.post('/rest/V1/gift-wrappings', { data: { design: 'x', status: 1, base_price: 1 } })).status).toBe(404);
    expect((await admin.get('/rest/V1/gift-wrappings?searchCriteria=')).status).toBe(404);
  });
});
