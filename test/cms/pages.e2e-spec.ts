import { UUID_V4 } from '../support/consumer';
import { signedCall } from '../support/oauth';
import { CmsApp, DATE_TIME, searchPath, startCmsApp, uniqueKey } from './support';

const NOT_SAVED = 'Could not save the page: %1';
const URL_KEY_TAKEN = 'URL key for specified store already exists.';

/** CMS pages: PageRepositoryInterface over /V1/cmsPage. */
describe('CMS pages (/V1/cmsPage)', () => {
  let t: CmsApp;
  beforeAll(async () => {
    t = await startCmsApp('pages');
  });
  afterAll(() => t.close());

  const create = async (page: Record<string, unknown>, store = '') => {
    const res = await t.admin.post(`/rest/${store ? store + '/' : ''}V1/cmsPage`, { page });
    if (res.status !== 200) throw new Error(`create page: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const storesOf = async (id: number): Promise<number[]> =>
    (await t.ds.query(`SELECT store_id FROM cms_page_store WHERE page_id = $1 ORDER BY store_id`, [id])).map(
      (r: { store_id: number }) => r.store_id,
    );
  const countWith = async (identifier: string): Promise<number> =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM cms_page WHERE identifier = $1`, [identifier]))[0].n;
  const search = async (criteria: Parameters<typeof searchPath>[1]) => {
    const res = await t.admin.get(searchPath('/rest/V1/cmsPage/search', criteria));
    expect(res.status).toBe(200);
    return res.body;
  };

  it('creates a page and answers PageInterface, with the same shape on GET', async () => {
    const identifier = uniqueKey('about');
    const created = await t.admin.post('/rest/V1/cmsPage', {
      page: {
        identifier,
        title: 'About us',
        page_layout: '1column',
        meta_title: 'About',
        meta_keywords: 'about, us',
        meta_description: 'Who we are',
        content_heading: 'About us',
        content: '<p>Hello</p>',
        sort_order: '3',
        custom_theme: '2',
        custom_root_template: '2columns-left',
        custom_theme_from: '2031-01-05',
        custom_theme_to: '2031-02-01 10:00:00',
        active: false,
      },
    });
    expect(created.status).toBe(200);
    const expected = {
      id: expect.any(Number),
      identifier,
      title: 'About us',
      page_layout: '1column',
      meta_title: 'About',
      meta_keywords: 'about, us',
      meta_description: 'Who we are',
      content_heading: 'About us',
      content: '<p>Hello</p>',
      creation_time: expect.stringMatching(DATE_TIME),
      update_time: expect.stringMatching(DATE_TIME),
      sort_order: '3',
      custom_theme: '2',
      custom_root_template: '2columns-left',
      custom_theme_from: '2031-01-05',
      custom_theme_to: '2031-02-01',
      active: false,
    };
    expect(created.body).toEqual(expected);
    // Getters in PageInterface's order; the assignment to store views is not part of the interface.
    expect(Object.keys(created.body)).toEqual(Object.keys(expected));

    const read = await t.admin.get(`/rest/V1/cmsPage/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('leaves out the empty nullable fields, derives a missing URL key from the title, and is active by default', async () => {
    const title = `Summer Sale ${uniqueKey('x')} Ünïcödé!`;
    const page = await create({ title });
    expect(page).toEqual({
      id: expect.any(Number),
      identifier: title
        .toLowerCase()
        .replace('ünïcödé', 'unicode')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, ''),
      title,
      creation_time: expect.stringMatching(DATE_TIME),
      update_time: expect.stringMatching(DATE_TIME),
      sort_order: '0',
      active: true,
    });
  });

  it('updates through PUT with the path id (only the fields sent), and through POST with an id in the body', async () => {
    const identifier = uniqueKey('update');
    const page = await create({ identifier, title: 'Before', content: 'Body', content_heading: 'Heading' });
    const put = await t.admin.put(`/rest/V1/cmsPage/${page.id}`, { page: { title: 'After', content_heading: null, active: false } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: page.id, identifier, title: 'After', content: 'Body', active: false });
    expect(put.body).not.toHaveProperty('content_heading');
    expect(put.body.creation_time).toBe(page.creation_time);

    // The path id wins over an id in the body.
    const other = await create({ identifier: uniqueKey('other'), title: 'Other' });
    const pathWins = await t.admin.put(`/rest/V1/cmsPage/${page.id}`, { page: { id: other.id, title: 'Path wins' } });
    expect(pathWins.body).toMatchObject({ id: page.id, title: 'Path wins' });
    expect((await t.admin.get(`/rest/V1/cmsPage/${other.id}`)).body.title).toBe('Other');

    const post = await t.admin.post('/rest/V1/cmsPage', { page: { id: page.id, identifier: `${identifier}-renamed`, title: 'Posted' } });
    expect(post.status).toBe(200);
    expect(post.body).toMatchObject({ id: page.id, identifier: `${identifier}-renamed`, title: 'Posted', content: 'Body' });
    expect(await countWith(identifier)).toBe(0);
  });

  it("answers Magento's 404 for an unknown id on GET and DELETE, and a wrapped 400 on save", async () => {
    const get = await t.admin.get('/rest/V1/cmsPage/987654');
    expect(get.status).toBe(404);
    expect(get.body).toEqual({ message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: ['987654'] });
    const del = await t.admin.delete('/rest/V1/cmsPage/987654');
    expect(del.status).toBe(404);
    expect(del.body).toEqual(get.body);

    const put = await t.admin.put('/rest/V1/cmsPage/987654', { page: { title: 'Nobody' } });
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ message: NOT_SAVED, parameters: ['The CMS page with the "987654" ID doesn\'t exist.'] });
    expect((await t.ds.query(`SELECT 1 FROM cms_page WHERE title = 'Nobody'`)).length).toBe(0);

    const text = await t.admin.get('/rest/V1/cmsPage/about-us');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(
      'Error occurred during "pageId" processing. The "about-us" value\'s type is invalid. The "int" type was expected. ' +
        'Verify and try again.',
    );
  });

  it('deletes a page (answering true), which frees its URL key', async () => {
    const identifier = uniqueKey('gone');
    const page = await create({ identifier, title: 'Gone' });
    const del = await t.admin.delete(`/rest/V1/cmsPage/${page.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toBe(true);
    expect((await t.admin.get(`/rest/V1/cmsPage/${page.id}`)).status).toBe(404);
    expect(await storesOf(page.id)).toEqual([]);
    expect((await create({ identifier, title: 'Again' })).identifier).toBe(identifier);
  });

  it('refuses URL keys Magento refuses, writing nothing', async () => {
    const cases: [string, string][] = [
      ['About-Us', "The page URL key can't use capital letters or disallowed symbols. Remove the letters and symbols and try again."],
      ['about us', "The page URL key can't use capital letters or disallowed symbols. Remove the letters and symbols and try again."],
      ['a', "The page URL key can't use capital letters or disallowed symbols. Remove the letters and symbols and try again."],
      ['2024', "The page URL key can't use only numbers. Add letters or words and try again."],
      ['customer', 'The value specified in the URL Key field would generate a URL that already exists.'],
    ];
    for (const [identifier, reason] of cases) {
      const res = await t.admin.post('/rest/V1/cmsPage', { page: { identifier, title: 'Refused' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: NOT_SAVED, parameters: [reason] });
      expect(await countWith(identifier)).toBe(0);
    }
    // Neither may a page without URL key nor title: the derived key is empty.
    const empty = await t.admin.post('/rest/V1/cmsPage', { page: { content: 'x' } });
    expect(empty.body.parameters).toEqual([
      "The page URL key can't use capital letters or disallowed symbols. Remove the letters and symbols and try again.",
    ]);
    // Valid: paths, dots and underscores.
    expect((await create({ identifier: `${uniqueKey('docs')}/guide_v2.html`, title: 'Guide' })).identifier).toMatch(/\/guide_v2\.html$/);
  });

  it('keeps URL keys unique per store view, store 0 standing for every view', async () => {
    const key = uniqueKey('dup');
    const first = await create({ identifier: key, title: 'Default view' });
    expect(await storesOf(first.id)).toEqual([1]);

    const again = await t.admin.post('/rest/V1/cmsPage', { page: { identifier: key, title: 'Again' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: NOT_SAVED, parameters: [URL_KEY_TAKEN] });
    // Case does not make a key different (MySQL compares it case-insensitively).
    const upper = await t.admin.post('/rest/default/V1/cmsPage', { page: { identifier: key.toUpperCase(), title: 'Upper' } });
    expect(upper.status).toBe(400);

    // Another store view may use it; all store views may not (the default view has it).
    const second = await create({ identifier: key, title: 'Second view' }, t.second.code);
    expect(await storesOf(second.id)).toEqual([t.second.id]);
    const everywhere = await t.admin.post('/rest/all/V1/cmsPage', { page: { identifier: key, title: 'All views' } });
    expect(everywhere.status).toBe(400);
    expect(everywhere.body.parameters).toEqual([URL_KEY_TAKEN]);
    expect(await countWith(key)).toBe(2);

    // A key used for all store views is taken in each of them; renaming onto it is refused too.
    const global = uniqueKey('global');
    const all = await create({ identifier: global, title: 'All' }, 'all');
    expect(await storesOf(all.id)).toEqual([0]);
    expect((await t.admin.post(`/rest/${t.second.code}/V1/cmsPage`, { page: { identifier: global } })).status).toBe(400);
    const rename = await t.admin.put(`/rest/V1/cmsPage/${first.id}`, { page: { identifier: global } });
    expect(rename.status).toBe(400);
    expect(rename.body.parameters).toEqual([URL_KEY_TAKEN]);
    // Saving a page with its own key is no conflict.
    expect((await t.admin.put(`/rest/all/V1/cmsPage/${all.id}`, { page: { identifier: global, title: 'All again' } })).status).toBe(200);
  });

  it("assigns a new page to the URL's store, keeps the assignment on update, and filters the list by it", async () => {
    const tag = uniqueKey('assign');
    const inSecond = await create({ identifier: `${tag}-second`, title: tag }, t.second.code);
    const inAll = await create({ identifier: `${tag}-all`, title: tag }, 'all');
    const inDefault = await create({ identifier: `${tag}-default`, title: tag });
    expect(await storesOf(inSecond.id)).toEqual([t.second.id]);
    expect(await storesOf(inAll.id)).toEqual([0]);
    expect(await storesOf(inDefault.id)).toEqual([1]);

    // Updating through another store's URL leaves the assignment alone.
    expect((await t.admin.put(`/rest/V1/cmsPage/${inSecond.id}`, { page: { content: 'updated' } })).status).toBe(200);
    expect((await t.admin.put(`/rest/all/V1/cmsPage/${inDefault.id}`, { page: { content: 'updated' } })).status).toBe(200);
    expect(await storesOf(inSecond.id)).toEqual([t.second.id]);
    expect(await storesOf(inDefault.id)).toEqual([1]);

    // Magento's store filter: the pages assigned to exactly that store (0 only matches all-views pages).
    const ids = async (store: number | string) =>
      (await search({ groups: [[{ field: 'title', value: tag }], [{ field: 'store_id', value: store }]] })).items.map(
        (p: { id: number }) => p.id,
      );
    expect(await ids(t.second.id)).toEqual([inSecond.id]);
    expect(await ids(0)).toEqual([inAll.id]);
    expect(await ids(1)).toEqual([inDefault.id]);
    // The store filter applies on its own, outside the OR of its group.
    const grouped = await search({
      groups: [
        [
          { field: 'title', value: tag },
          { field: 'store_id', value: t.second.id },
        ],
      ],
    });
    expect(grouped.items.map((p: { id: number }) => p.id)).toEqual([inSecond.id]);
    expect(grouped.search_criteria.filter_groups[0].filters[1]).toEqual({
      field: 'store_id',
      value: String(t.second.id),
      condition_type: 'eq',
    });
  });

  it('rejects properties PageInterface does not have (store_id, is_active), writing nothing', async () => {
    const identifier = uniqueKey('strict');
    for (const extra of [{ store_id: [1] }, { is_active: true }]) {
      const res = await t.admin.post('/rest/V1/cmsPage', { page: { identifier, title: 'Strict', ...extra } });
      expect(res.status).toBe(400);
      const [field] = Object.keys(extra);
      expect(res.body).toEqual({
        message: 'Property "%fieldName" does not have accessor method "%getter" in class "%className".',
        parameters: {
          fieldName: field,
          getter: field === 'store_id' ? 'getStoreId' : 'getIsActive',
          className: 'Magento\\Cms\\Api\\Data\\PageInterface',
        },
      });
    }
    expect(await countWith(identifier)).toBe(0);
    const missing = await t.admin.post('/rest/V1/cmsPage', { title: 'No page argument' });
    expect(missing.status).toBe(400);
  });

  it("searches with OR-ed filters inside a group, AND-ed groups, sorting and paging (Magento's PageRepositoryTest)", async () => {
    const tag = uniqueKey('find');
    const first = await create({ identifier: `${tag}-1`, title: `${tag} one`, active: true, sort_order: '2' });
    const second = await create({ identifier: `${tag}-2`, title: `${tag} two`, active: false, sort_order: '1' });
    const third = await create({ identifier: `${tag}-3`, title: `${tag} three`, active: true, sort_order: '3' });

    const body = await search({
      groups: [
        [
          { field: 'identifier', value: first.identifier },
          { field: 'identifier', value: third.identifier },
        ],
        [
          { field: 'title', value: second.title },
          { field: 'is_active', value: 1 },
        ],
      ],
      sort: [{ field: 'identifier', direction: 'ASC' }],
      pageSize: 1,
      currentPage: 2,
    });
    expect(body.total_count).toBe(2);
    expect(body.items.map((p: { id: number }) => p.id)).toEqual([third.id]);
    expect(Object.keys(body)).toEqual(['items', 'search_criteria', 'total_count']);
    expect(body.search_criteria).toEqual({
      filter_groups: [
        {
          filters: [
            { field: 'identifier', value: first.identifier, condition_type: 'eq' },
            { field: 'identifier', value: third.identifier, condition_type: 'eq' },
          ],
        },
        {
          filters: [
            { field: 'title', value: second.title, condition_type: 'eq' },
            { field: 'is_active', value: '1', condition_type: 'eq' },
          ],
        },
      ],
      sort_orders: [{ field: 'identifier', direction: 'ASC' }],
      page_size: 1,
      current_page: 2,
    });

    const mine = { field: 'identifier', value: `${tag}-%`, condition_type: 'like' };
    const bySortOrder = await search({ groups: [[mine]], sort: [{ field: 'sort_order', direction: 'DESC' }] });
    expect(bySortOrder.items.map((p: { id: number }) => p.id)).toEqual([third.id, first.id, second.id]);
    const inactive = await search({ groups: [[mine], [{ field: 'is_active', value: 0 }]] });
    expect(inactive.items.map((p: { id: number }) => p.id)).toEqual([second.id]);
    const pastTheEnd = await search({ groups: [[mine]], pageSize: 2, currentPage: 5 });
    expect(pastTheEnd).toMatchObject({ items: [], total_count: 3 });
    expect((await t.admin.get(searchPath('/rest/V1/cmsPage/search', { groups: [[{ field: 'nope', value: 1 }]] }))).status).toBe(400);
    expect((await t.admin.get('/rest/V1/cmsPage/search')).body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'searchCriteria' },
    });
  });

  it("keeps the configured home page's URL key, and refuses new layout update XML", async () => {
    const home =
      (await t.ds.query(`SELECT page_id FROM cms_page WHERE identifier = 'home'`))[0]?.page_id ??
      (await create({ identifier: 'home', title: 'Home page' }, 'all')).id;
    const rename = await t.admin.put(`/rest/V1/cmsPage/${home}`, { page: { identifier: 'home-2' } });
    expect(rename.status).toBe(400);
    expect(rename.body).toEqual({ message: NOT_SAVED, parameters: ['This identifier is reserved for "CMS Home Page" in configuration.'] });
    expect((await t.admin.put(`/rest/V1/cmsPage/${home}`, { page: { title: 'Home' } })).status).toBe(200);

    const identifier = uniqueKey('xml');
    const xml = await t.admin.post('/rest/V1/cmsPage', {
      page: { identifier, title: 'XML', layout_update_xml: '<referenceContainer name="content"/>' },
    });
    expect(xml.status).toBe(400);
    expect(xml.body).toEqual({ message: NOT_SAVED, parameters: ['Something went wrong while saving the page.'] });
    const badDate = await t.admin.post('/rest/V1/cmsPage', { page: { identifier, title: 'Date', custom_theme_from: 'next tuesday' } });
    expect(badDate.body).toEqual(xml.body);
    expect(await countWith(identifier)).toBe(0);
  });

  it('lets only callers holding Magento_Cms::save_design change design settings', async () => {
    const created = await t.admin.post('/rest/V1/integrations', {
      integration: { name: uniqueKey('cms-editor'), resources: ['Magento_Cms::page', 'Magento_Cms::save'] },
    });
    expect(created.status).toBe(200);
    const creds = (await t.admin.post(`/rest/V1/integrations/${created.body.id}/activate`)).body;

    const identifier = uniqueKey('design');
    const refused = await signedCall(t.base, creds, 'POST', '/rest/V1/cmsPage', {
      json: { page: { identifier, title: 'Design', custom_theme: '1' } },
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'You are not allowed to change CMS pages design settings' });
    expect(await countWith(identifier)).toBe(0);

    const plain = await signedCall(t.base, creds, 'POST', '/rest/V1/cmsPage', { json: { page: { identifier, title: 'Plain' } } });
    expect(plain.status).toBe(200);
    const themed = await t.admin.put(`/rest/V1/cmsPage/${plain.body.id}`, { page: { custom_theme: '1' } });
    expect(themed.body.custom_theme).toBe('1');
    // Keeping the stored design is allowed; changing it is not.
    expect(
      (
        await signedCall(t.base, creds, 'PUT', `/rest/V1/cmsPage/${plain.body.id}`, {
          json: { page: { title: 'Kept', custom_theme: '1' } },
        })
      ).status,
    ).toBe(200);
    expect(
      (await signedCall(t.base, creds, 'PUT', `/rest/V1/cmsPage/${plain.body.id}`, { json: { page: { custom_theme: '2' } } })).status,
    ).toBe(401);
    // Deleting needs Magento_Cms::page_delete.
    const del = await signedCall(t.base, creds, 'DELETE', `/rest/V1/cmsPage/${plain.body.id}`);
    expect(del.status).toBe(401);
    expect(del.body).toEqual({
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Cms::page_delete' },
    });
    expect((await t.anon.get(`/rest/V1/cmsPage/${plain.body.id}`)).status).toBe(401);
  });

  it("accepts an asynchronous save with 202 and queues it under Magento's topic", async () => {
    const identifier = uniqueKey('async');
    const res = await t.admin.post(`/rest/${t.second.code}/async/V1/cmsPage`, { page: { identifier, title: 'Later' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      bulk_uuid: expect.stringMatching(UUID_V4),
      request_items: [{ id: 0, data_hash: null, status: 'accepted' }],
      errors: false,
    });
    const status = await t.admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`);
    expect(status.body.operations_list).toEqual([
      expect.objectContaining({ id: 0, topic_name: 'async.magento.cms.api.pagerepositoryinterface.save.post', status: 4 }),
    ]);
    expect(JSON.parse(JSON.parse(status.body.operations_list[0].serialized_data).meta_information)).toEqual({
      page: { identifier, title: 'Later' },
    });
    // Nothing is written until a consumer runs it; a bad element is refused before scheduling.
    expect(await countWith(identifier)).toBe(0);
    const bad = await t.admin.post('/rest/async/V1/cmsPage', { page: { identifier, store_id: 1 } });
    expect(bad.status).toBe(400);
  });
});
