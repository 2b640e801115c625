import { UUID_V4 } from '../support/consumer';
import { CmsApp, DATE_TIME, searchPath, startCmsApp, uniqueKey } from './support';

const TAKEN = 'A block identifier with the same properties already exists in the selected store.';

/** CMS blocks: BlockRepositoryInterface over /V1/cmsBlock. */
describe('CMS blocks (/V1/cmsBlock)', () => {
  let t: CmsApp;
  beforeAll(async () => {
    t = await startCmsApp('blocks');
  });
  afterAll(() => t.close());

  const create = async (block: Record<string, unknown>, store = '') => {
    const res = await t.admin.post(`/rest/${store ? store + '/' : ''}V1/cmsBlock`, { block });
    if (res.status !== 200) throw new Error(`create block: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const storesOf = async (id: number): Promise<number[]> =>
    (await t.ds.query(`SELECT store_id FROM cms_block_store WHERE block_id = $1 ORDER BY store_id`, [id])).map(
      (r: { store_id: number }) => r.store_id,
    );
  const countWith = async (identifier: string): Promise<number> =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM cms_block WHERE lower(identifier) = lower($1)`, [identifier]))[0].n;
  const search = async (criteria: Parameters<typeof searchPath>[1]) => {
    const res = await t.admin.get(searchPath('/rest/V1/cmsBlock/search', criteria));
    expect(res.status).toBe(200);
    return res.body;
  };

  it('creates a block and answers BlockInterface, with the same shape on GET', async () => {
    const identifier = uniqueKey('footer');
    const created = await t.admin.post('/rest/V1/cmsBlock', {
      block: { identifier, title: 'Footer links', content: '<ul><li>Help</li></ul>', active: true },
    });
    expect(created.status).toBe(200);
    const expected = {
      id: expect.any(Number),
      identifier,
      title: 'Footer links',
      content: '<ul><li>Help</li></ul>',
      creation_time: expect.stringMatching(DATE_TIME),
      update_time: expect.stringMatching(DATE_TIME),
      active: true,
    };
    expect(created.body).toEqual(expected);
    expect(Object.keys(created.body)).toEqual(Object.keys(expected));
    const read = await t.admin.get(`/rest/V1/cmsBlock/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);

    // No content: left out; active by default.
    const bare = await create({ identifier: uniqueKey('bare'), title: 'Bare' });
    expect(bare).not.toHaveProperty('content');
    expect(bare.active).toBe(true);
  });

  it('updates through PUT with the path id (only the fields sent), and through POST with an id in the body', async () => {
    const identifier = uniqueKey('upd');
    const block = await create({ identifier, title: 'Before', content: 'Body' });
    const put = await t.admin.put(`/rest/V1/cmsBlock/${block.id}`, { block: { title: 'After', active: false } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      id: block.id,
      identifier,
      title: 'After',
      content: 'Body',
      active: false,
      creation_time: block.creation_time,
    });

    const post = await t.admin.post('/rest/V1/cmsBlock', { block: { id: block.id, content: null, identifier: `${identifier}-b` } });
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ id: block.id, identifier: `${identifier}-b`, title: 'After' });
    expect(post.body).not.toHaveProperty('content');
  });

  it("answers Magento's 404 for an unknown id on GET, DELETE and save", async () => {
    const notFound = { message: 'The CMS block with the "%1" ID doesn\'t exist.', parameters: ['987654'] };
    for (const res of [
      await t.admin.get('/rest/V1/cmsBlock/987654'),
      await t.admin.delete('/rest/V1/cmsBlock/987654'),
      await t.admin.put('/rest/V1/cmsBlock/987654', { block: { title: 'Nobody' } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await t.ds.query(`SELECT 1 FROM cms_block WHERE title = 'Nobody'`)).length).toBe(0);
  });

  it('deletes a block (answering true)', async () => {
    const identifier = uniqueKey('del');
    const block = await create({ identifier, title: 'Gone' });
    const del = await t.admin.delete(`/rest/V1/cmsBlock/${block.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toBe(true);
    expect((await t.admin.get(`/rest/V1/cmsBlock/${block.id}`)).status).toBe(404);
    expect(await storesOf(block.id)).toEqual([]);
    expect((await create({ identifier, title: 'Again' })).identifier).toBe(identifier);
  });

  it("keeps identifiers unique in a store and in all store views, with Magento's message", async () => {
    const key = uniqueKey('uniq');
    const first = await create({ identifier: key, title: 'Default view' });
    expect(await storesOf(first.id)).toEqual([1]);

    for (const [store, identifier] of [
      ['', key],
      ['default', key.toUpperCase()],
      ['all', key],
    ]) {
      const res = await t.admin.post(`/rest/${store ? store + '/' : ''}V1/cmsBlock`, { block: { identifier, title: 'Again' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: TAKEN });
    }
    // Another store view may use it.
    const second = await create({ identifier: key, title: 'Second view' }, t.second.code);
    expect(await storesOf(second.id)).toEqual([t.second.id]);
    expect(await countWith(key)).toBe(2);

    // An identifier used for all store views is taken in each of them.
    const global = uniqueKey('global');
    const all = await create({ identifier: global, title: 'All' }, 'all');
    expect(await storesOf(all.id)).toEqual([0]);
    expect((await t.admin.post(`/rest/${t.second.code}/V1/cmsBlock`, { block: { identifier: global, title: 'X' } })).body).toEqual({
      message: TAKEN,
    });
    // Renaming onto a taken identifier is refused; saving a block with its own identifier is not.
    const rename = await t.admin.put(`/rest/V1/cmsBlock/${first.id}`, { block: { identifier: global } });
    expect(rename.body).toEqual({ message: TAKEN });
    expect((await t.admin.put(`/rest/V1/cmsBlock/${first.id}`, { block: { identifier: key, title: 'Same' } })).status).toBe(200);
  });

  it('refuses a block without title or identifier, too long values and content embedding itself, writing nothing', async () => {
    const identifier = uniqueKey('bad');
    const noTitle = await t.admin.post('/rest/V1/cmsBlock', { block: { identifier } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toEqual({ message: "SQLSTATE[23000]: Integrity constraint violation: 1048 Column 'title' cannot be null" });
    const noIdentifier = await t.admin.post('/rest/V1/cmsBlock', { block: { title: identifier } });
    expect(noIdentifier.body).toEqual({
      message: "SQLSTATE[23000]: Integrity constraint violation: 1048 Column 'identifier' cannot be null",
    });
    const long = await t.admin.post('/rest/V1/cmsBlock', { block: { identifier, title: 'x'.repeat(256) } });
    expect(long.body).toEqual({ message: "SQLSTATE[22001]: String data, right truncated: 1406 Data too long for column 'title' at row 1" });
    expect(await countWith(identifier)).toBe(0);
    expect((await t.ds.query(`SELECT 1 FROM cms_block WHERE title = $1`, [identifier])).length).toBe(0);

    const block = await create({ identifier, title: 'Self' });
    const self = await t.admin.put(`/rest/V1/cmsBlock/${block.id}`, {
      block: { content: `{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="${block.id}"}}` },
    });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: 'Make sure that static block content does not reference the block itself.' });
    expect((await t.admin.get(`/rest/V1/cmsBlock/${block.id}`)).body).not.toHaveProperty('content');
  });

  it('rejects properties BlockInterface does not have (store_id), and requires the block argument', async () => {
    const identifier = uniqueKey('strict');
    const res = await t.admin.post('/rest/V1/cmsBlock', { block: { identifier, title: 'Strict', store_id: [0] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
      parameters: { fieldName: 'store_id', getter: 'getStoreId', className: 'Magento\\Cms\\Api\\Data\\BlockInterface' },
    });
    expect(await countWith(identifier)).toBe(0);
    const missing = await t.admin.post('/rest/V1/cmsBlock', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'block' } });
  });

  it("assigns a new block to the URL's store, keeps it on update, and filters the list by store", async () => {
    const tag = uniqueKey('assign');
    const inSecond = await create({ identifier: `${tag}-s`, title: tag }, t.second.code);
    const inAll = await create({ identifier: `${tag}-a`, title: tag }, 'all');
    const inDefault = await create({ identifier: `${tag}-d`, title: tag }, 'default');
    expect(await storesOf(inAll.id)).toEqual([0]);
    expect((await t.admin.put(`/rest/all/V1/cmsBlock/${inSecond.id}`, { block: { content: 'updated' } })).status).toBe(200);
    expect(await storesOf(inSecond.id)).toEqual([t.second.id]);

    const ids = async (store: number) =>
      (await search({ groups: [[{ field: 'title', value: tag }], [{ field: 'store_id', value: store }]] })).items.map(
        (b: { id: number }) => b.id,
      );
    expect(await ids(t.second.id)).toEqual([inSecond.id]);
    expect(await ids(0)).toEqual([inAll.id]);
    expect(await ids(1)).toEqual([inDefault.id]);
  });

  it('searches with filters, sorting and paging', async () => {
    const tag = uniqueKey('find');
    const a = await create({ identifier: `${tag}-a`, title: 'Charlie', active: true });
    const b = await create({ identifier: `${tag}-b`, title: 'Alpha', active: false });
    const c = await create({ identifier: `${tag}-c`, title: 'Bravo', active: true });
    const mine = { field: 'identifier', value: `${tag}-%`, condition_type: 'like' };

    const byTitle = await search({ groups: [[mine]], sort: [{ field: 'title', direction: 'ASC' }] });
    expect(byTitle.items.map((x: { id: number }) => x.id)).toEqual([b.id, c.id, a.id]);
    expect(byTitle.total_count).toBe(3);
    const paged = await search({ groups: [[mine]], sort: [{ field: 'title', direction: 'DESC' }], pageSize: 2, currentPage: 2 });
    expect(paged).toMatchObject({ total_count: 3, search_criteria: { page_size: 2, current_page: 2 } });
    expect(paged.items.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const active = await search({ groups: [[mine], [{ field: 'is_active', value: 1 }]], sort: [{ field: 'block_id', direction: 'ASC' }] });
    expect(active.items.map((x: { id: number }) => x.id)).toEqual([a.id, c.id]);
    const either = await search({
      groups: [
        [mine],
        [
          { field: 'title', value: 'alpha' },
          { field: 'identifier', value: `${tag}-c` },
        ],
      ],
    });
    expect(either.items.map((x: { id: number }) => x.id)).toEqual([b.id, c.id]);
    expect(either.items[0]).toEqual((await t.admin.get(`/rest/V1/cmsBlock/${b.id}`)).body);
    const badSort = await t.admin.get(searchPath('/rest/V1/cmsBlock/search', { sort: [{ field: 'title', direction: 'UP' }] }));
    expect(badSort.status).toBe(400);
  });

  it('requires Magento_Cms::block', async () => {
    const res = await t.anon.get(searchPath('/rest/V1/cmsBlock/search', {}));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Cms::block' },
    });
  });

  it("accepts an asynchronous update with 202 and queues it under Magento's topic", async () => {
    const block = await create({ identifier: uniqueKey('async'), title: 'Now' });
    const res = await t.admin.put(`/rest/all/async/V1/cmsBlock/${block.id}`, { block: { title: 'Later' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      bulk_uuid: expect.stringMatching(UUID_V4),
      request_items: [{ id: 0, data_hash: null, status: 'accepted' }],
      errors: false,
    });
    const status = await t.admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`);
    expect(status.body.operations_list).toEqual([
      expect.objectContaining({ id: 0, topic_name: 'async.magento.cms.api.blockrepositoryinterface.save.put', status: 4 }),
    ]);
    expect((await t.admin.get(`/rest/V1/cmsBlock/${block.id}`)).body.title).toBe('Now');
  });
});
