import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScopeConfig } from '@mercato/platform';
import { DOWNLOADABLE_DOMAINS_PATH } from '@mercato/downloadable';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';

/**
 * Magento_Downloadable over HTTP: links and samples (URL or base64 file content stored under
 * DATA_DIR), their validation messages, store-view titles, and the product extension attributes
 * downloadable_product_links / downloadable_product_samples.
 */
const PRODUCT_NOT_FOUND = { message: "The product that was requested doesn't exist. Verify the product and try again." };
const FILE_BYTES = Buffer.from('%PDF-1.4 a downloadable file');
const base64 = (b: Buffer) => b.toString('base64');

const urlLink = (over: Record<string, unknown> = {}) => ({
  title: 'Link with URL resources',
  sort_order: 1,
  price: 10.1,
  is_shareable: 1,
  number_of_downloads: 100,
  link_type: 'url',
  link_url: 'http://www.example.com/',
  sample_type: 'url',
  sample_url: 'http://www.sample.example.com/',
  ...over,
});

const fileLink = (name = 'Image File.JPG', over: Record<string, unknown> = {}) => ({
  title: 'File link',
  sort_order: 2,
  price: 5,
  is_shareable: 2,
  number_of_downloads: 0,
  link_type: 'file',
  link_file_content: { file_data: base64(FILE_BYTES), name },
  sample_type: 'file',
  sample_file_content: { file_data: base64(Buffer.from('sample bytes')), name: 'preview.pdf' },
  ...over,
});

const urlSample = (over: Record<string, unknown> = {}) => ({
  title: 'URL sample',
  sort_order: 3,
  sample_type: 'url',
  sample_url: 'http://www.example.com/sample.pdf',
  ...over,
});

describe('downloadable links and samples', () => {
  let t: TestApp;
  let admin: Client;
  let dataDir: string;

  const links = (sku: string, store = '') => admin.get(`/rest${store}/V1/products/${encodeURIComponent(sku)}/downloadable-links`);
  const samples = (sku: string, store = '') => admin.get(`/rest${store}/V1/products/${encodeURIComponent(sku)}/downloadable-links/samples`);
  const addLink = (sku: string, link: unknown, extra: Record<string, unknown> = {}) =>
    admin.post(`/rest/V1/products/${encodeURIComponent(sku)}/downloadable-links`, { link, ...extra });
  const addSample = (sku: string, sample: unknown) =>
    admin.post(`/rest/V1/products/${encodeURIComponent(sku)}/downloadable-links/samples`, { sample });
  const downloadable = async (over: Record<string, unknown> = {}) =>
    createProduct(admin, { sku: uniqueSku('dl'), name: 'E-book', type_id: 'downloadable', ...over });
  /** Every file stored under DATA_DIR/downloadable/files, as paths relative to it. */
  const storedFiles = (): string[] => {
    const root = join(dataDir, 'downloadable', 'files');
    const walk = (dir: string): string[] =>
      existsSync(dir)
        ? readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n).slice(root.length)]))
        : [];
    return walk(root).sort();
  };
  const rowCounts = async (productId: number) => {
    const [r] = await t.ds.query(
      `SELECT (SELECT count(*) FROM downloadable_link WHERE product_id = $1)::int AS links,
              (SELECT count(*) FROM downloadable_link_title t JOIN downloadable_link l USING (link_id)
              WHERE l.product_id = $1)::int AS titles,
              (SELECT count(*) FROM downloadable_link_price p JOIN downloadable_link l USING (link_id)
              WHERE l.product_id = $1)::int AS prices, (SELECT count(*) FROM downloadable_sample WHERE product_id = $1)::int AS samples,
              (SELECT count(*) FROM downloadable_sample_title t JOIN downloadable_sample s USING (sample_id)
              WHERE s.product_id = $1)::int AS sample_titles`,
      [productId],
    );
    return r;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mercato-downloadable-'));
    t = await startApp({ DATA_DIR: dataDir });
    admin = await adminClient(t);
    await t.app.get(ScopeConfig).set(DOWNLOADABLE_DOMAINS_PATH, 'example.com, www.example.com www.sample.example.com');
  });

  afterAll(async () => {
    await t.ds.query(`DELETE FROM core_config_data WHERE path = $1`, [DOWNLOADABLE_DOMAINS_PATH]);
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('links', () => {
    it('creates a URL link and lists it in LinkInterface shape', async () => {
      const p = await downloadable();
      const created = await addLink(p.sku, urlLink());
      expect(created.status).toBe(200);
      expect(typeof created.body).toBe('number');

      const list = await links(p.sku);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([
        {
          id: created.body,
          title: 'Link with URL resources',
          sort_order: 1,
          is_shareable: 1,
          price: 10.1,
          number_of_downloads: 100,
          link_type: 'url',
          link_url: 'http://www.example.com/',
          sample_type: 'url',
          sample_url: 'http://www.sample.example.com/',
        },
      ]);
      expect(Object.keys(list.body[0])).toEqual([
        'id',
        'title',
        'sort_order',
        'is_shareable',
        'price',
        'number_of_downloads',
        'link_type',
        'link_url',
        'sample_type',
        'sample_url',
      ]);
    });

    it('a link without a sample answers sample_type null, as Magento writes a non-nullable getter', async () => {
      const p = await downloadable();
      const { sample_type, sample_url, ...noSample } = urlLink();
      void sample_type;
      void sample_url;
      expect((await addLink(p.sku, noSample)).status).toBe(200);
      const [link] = (await links(p.sku)).body;
      expect(link.sample_type).toBeNull();
      expect(link).not.toHaveProperty('sample_url');
    });

    it('stores base64 file content under DATA_DIR with dispersion, sanitised and unique names', async () => {
      const p = await downloadable();
      const first = await addLink(p.sku, fileLink());
      const second = await addLink(p.sku, fileLink('image file.jpg', { sort_order: 3 }));
      expect([first.status, second.status]).toEqual([200, 200]);

      const list = (await links(p.sku)).body;
      expect(list.map((l: any) => [l.id, l.link_type, l.link_file, l.sample_type, l.sample_file])).toEqual([
        [first.body, 'file', '/i/m/image_file.jpg', 'file', '/p/r/preview.pdf'],
        [second.body, 'file', '/i/m/image_file_1.jpg', 'file', '/p/r/preview_1.pdf'],
      ]);
      expect(list[0]).not.toHaveProperty('link_url');
      expect(list[0]).toMatchObject({ is_shareable: 2, number_of_downloads: 0, price: 5 });
      const files = join(dataDir, 'downloadable', 'files');
      expect(readFileSync(join(files, 'links/i/m/image_file.jpg'))).toEqual(FILE_BYTES);
      expect(readFileSync(join(files, 'links/i/m/image_file_1.jpg'))).toEqual(FILE_BYTES);
      expect(readFileSync(join(files, 'link_samples/p/r/preview.pdf')).toString()).toBe('sample bytes');
    });

    it('a file link may name a file stored before instead of sending content', async () => {
      const p = await downloadable();
      const id = (await addLink(p.sku, fileLink('reused.pdf'))).body;
      const [stored] = (await links(p.sku)).body;
      const again = await addLink(
        p.sku,
        fileLink('x', {
          link_file_content: undefined,
          link_file: stored.link_file,
          sample_type: undefined,
          sample_file_content: undefined,
        }),
      );
      expect(again.status).toBe(200);
      const list = (await links(p.sku)).body;
      expect(list.map((l: any) => [l.id, l.link_file])).toEqual([
        [id, '/r/e/reused.pdf'],
        [again.body, '/r/e/reused.pdf'],
      ]);
    });

    it('updates a link: the id comes from the URL, an unsent sample type keeps the stored sample', async () => {
      const p = await downloadable();
      const id = (await addLink(p.sku, urlLink())).body;
      const update = urlLink({
        title: 'Updated Title',
        sort_order: 2,
        price: 100.1,
        is_shareable: 0,
        number_of_downloads: 50,
        link_url: 'http://example.com/new',
      });
      delete (update as any).sample_type;
      delete (update as any).sample_url;
      const res = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/${id}`, { link: update });
      expect(res.status).toBe(200);
      expect(res.body).toBe(id);
      expect((await links(p.sku)).body).toEqual([
        {
          id,
          title: 'Updated Title',
          sort_order: 2,
          is_shareable: 0,
          price: 100.1,
          number_of_downloads: 50,
          link_type: 'url',
          link_url: 'http://example.com/new',
          sample_type: 'url',
          sample_url: 'http://www.sample.example.com/',
        },
      ]);
    });

    it('switching a link from a file to a URL drops the file path', async () => {
      const p = await downloadable();
      const id = (await addLink(p.sku, fileLink('switch.pdf'))).body;
      const res = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/${id}`, { link: urlLink({ id }) });
      expect(res.status).toBe(200);
      const [link] = (await links(p.sku)).body;
      expect(link).toMatchObject({ link_type: 'url', link_url: 'http://www.example.com/', sample_type: 'url' });
      expect(link).not.toHaveProperty('link_file');
      expect(link).not.toHaveProperty('sample_file');
    });

    it('isGlobalScopeContent false writes the title for the store view only; the default title stays', async () => {
      const p = await downloadable();
      const id = (await addLink(p.sku, urlLink({ title: 'Default title', price: 7 }))).body;
      const res = await admin.put(`/rest/default/V1/products/${p.sku}/downloadable-links/${id}`, {
        isGlobalScopeContent: false,
        link: urlLink({ id, title: 'Store title', price: 9 }),
      });
      expect(res.status).toBe(200);
      expect((await links(p.sku, '/default')).body[0]).toMatchObject({ title: 'Store title', price: 9 });
      expect((await links(p.sku, '/all')).body[0]).toMatchObject({ title: 'Default title', price: 7 });

      // An empty title in the store view: the store shows the default title again.
      const cleared = await admin.put(`/rest/default/V1/products/${p.sku}/downloadable-links/${id}`, {
        isGlobalScopeContent: false,
        link: urlLink({ id, title: '', price: 9 }),
      });
      expect(cleared.status).toBe(200);
      expect((await links(p.sku, '/default')).body[0].title).toBe('Default title');

      // In the default scope an empty title is refused.
      const refused = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/${id}`, { link: urlLink({ title: '' }) });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'The link title is empty. Enter the link title and try again.' });
    });

    it('deletes a link (true), then answers 404', async () => {
      const p = await downloadable();
      const id = (await addLink(p.sku, urlLink())).body;
      const res = await admin.delete(`/rest/V1/products/downloadable-links/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toBe(true);
      expect((await links(p.sku)).body).toEqual([]);
      const again = await admin.delete(`/rest/V1/products/downloadable-links/${id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'No downloadable link with the provided ID was found. Verify the ID and try again.' });
    });

    it.each([
      ['an unknown link type', { link_type: 'invalid' }, 'The link type is invalid. Verify and try again.'],
      ['an unknown sample type', { sample_type: 'bogus' }, 'The link sample type is invalid. Verify and try again.'],
      ['a negative price', { price: -1.5 }, 'Link price must have numeric positive value.'],
      ['no price', { price: undefined }, 'Link price must have numeric positive value.'],
      ['negative downloads', { number_of_downloads: -1 }, 'Number of downloads must be a positive integer.'],
      ['a negative sort order', { sort_order: -1 }, 'Sort order must be a positive integer.'],
      ['a malformed link URL', { link_url: 'http://example<.>com/' }, 'Link URL must have valid format.'],
      [
        'a link URL on another domain',
        { link_url: 'http://notAnywhereInEnv.com/' },
        "Link URL's domain is not in list of downloadable_domains in env.php.",
      ],
      [
        'a link URL on an IP address',
        { link_url: 'http://127.0.0.1/file.pdf' },
        "Link URL's domain is not in list of downloadable_domains in env.php.",
      ],
      ['a malformed sample URL', { sample_url: 'http://example<.>com/' }, 'Sample URL must have valid format.'],
      [
        'a sample URL on another domain',
        { sample_url: 'http://www.notAnywhereInEnv.com/' },
        "Sample URL's domain is not in list of downloadable_domains in env.php.",
      ],
      [
        'file content that is not base64',
        { link_type: 'file', link_file_content: { file_data: 'not_a_base64_encoded_content', name: 'image.jpg' } },
        'Provided content must be valid base64 encoded data.',
      ],
      [
        'sample content that is not base64',
        { sample_type: 'file', sample_file_content: { file_data: 'not_a_base64_encoded_content', name: 'image.jpg' } },
        'Provided content must be valid base64 encoded data.',
      ],
      [
        'a file name with forbidden characters',
        { link_type: 'file', link_file_content: { file_data: base64(FILE_BYTES), name: 'name/with|forbidden{characters' } },
        'Provided file name contains forbidden characters.',
      ],
      [
        'a protected file extension',
        { link_type: 'file', link_file_content: { file_data: base64(FILE_BYTES), name: 'shell.php' } },
        'Disallowed file type.',
      ],
      [
        'a stored file that does not exist',
        { link_type: 'file', link_file: '/n/o/nexistfile.png' },
        'Link file not found. Please try again.',
      ],
      [
        'a path out of the files folder',
        { link_type: 'file', link_file: '/../../../../etc/passwd' },
        'Link file not found. Please try again.',
      ],
      [
        'a missing sample file',
        { sample_type: 'file', sample_file: '/n/o/nexistfile.png' },
        'Link sample file not found. Please try again.',
      ],
      ['an empty title', { title: '' }, 'The link title is empty. Enter the link title and try again.'],
      // Every check runs before any file is stored: valid content with an empty title writes nothing.
      [
        'an empty title beside valid file content',
        { ...fileLink('never-stored.pdf'), title: '' },
        'The link title is empty. Enter the link title and try again.',
      ],
    ])("refuses %s with Magento's message and writes nothing", async (_label, over, message) => {
      const p = await downloadable();
      const filesBefore = storedFiles();
      const res = await addLink(p.sku, urlLink(over));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect((await links(p.sku)).body).toEqual([]);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('refuses unknown link properties (strict input)', async () => {
      const p = await downloadable();
      const res = await addLink(p.sku, urlLink({ colour: 'red' }));
      expect(res.status).toBe(400);
      expect(res.body.parameters).toMatchObject({ fieldName: 'colour', className: 'Magento\\Downloadable\\Api\\Data\\LinkInterface' });
    });

    it('refuses a link for a product that is not downloadable, and lists none for it', async () => {
      const simple = await createProduct(admin, { sku: uniqueSku('simple') });
      const res = await addLink(simple.sku, urlLink());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'The product needs to be the downloadable type. Verify the product and try again.' });
      expect((await links(simple.sku)).body).toEqual([]);
      expect((await samples(simple.sku)).body).toEqual([]);
    });

    it('answers 404 for an unknown product, an unknown link and a link of another product', async () => {
      expect(await links('no-such-sku-dl')).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      expect(await addLink('no-such-sku-dl', urlLink())).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });

      const p = await downloadable();
      const other = await downloadable();
      const unknown = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/999999`, { link: urlLink() });
      expect(unknown).toMatchObject({
        status: 404,
        body: { message: 'No downloadable link with the provided ID was found. Verify the ID and try again.' },
      });
      const theirs = (await addLink(other.sku, urlLink())).body;
      const foreign = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/${theirs}`, { link: urlLink({ title: 'Hijacked' }) });
      expect(foreign).toMatchObject({
        status: 400,
        body: { message: "The downloadable link isn't related to the product. Verify the link and try again." },
      });
      expect((await links(other.sku)).body[0].title).toBe('Link with URL resources');
    });
  });

  describe('samples', () => {
    it('creates URL and file samples, lists them in SampleInterface shape, updates and deletes them', async () => {
      const p = await downloadable();
      const url = await addSample(p.sku, urlSample());
      const file = await addSample(p.sku, {
        title: 'File sample',
        sort_order: 1,
        sample_type: 'file',
        sample_file_content: { file_data: base64(Buffer.from('chapter one')), name: 'Chapter 1.txt' },
      });
      expect([url.status, file.status]).toEqual([200, 200]);
      const list = await samples(p.sku);
      expect(list.body).toEqual([
        { id: file.body, title: 'File sample', sort_order: 1, sample_type: 'file', sample_file: '/c/h/chapter_1.txt' },
        { id: url.body, title: 'URL sample', sort_order: 3, sample_type: 'url', sample_url: 'http://www.example.com/sample.pdf' },
      ]);
      expect(readFileSync(join(dataDir, 'downloadable/files/samples/c/h/chapter_1.txt')).toString()).toBe('chapter one');

      const updated = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/samples/${url.body}`, {
        sample: urlSample({ title: 'Renamed', sort_order: 0 }),
      });
      expect(updated).toMatchObject({ status: 200, body: url.body });
      expect((await samples(p.sku)).body[0]).toEqual({
        id: url.body,
        title: 'Renamed',
        sort_order: 0,
        sample_type: 'url',
        sample_url: 'http://www.example.com/sample.pdf',
      });

      const removed = await admin.delete(`/rest/V1/products/downloadable-links/samples/${file.body}`);
      expect(removed).toMatchObject({ status: 200, body: true });
      expect((await samples(p.sku)).body.map((s: any) => s.id)).toEqual([url.body]);
      const again = await admin.delete(`/rest/V1/products/downloadable-links/samples/${file.body}`);
      expect(again).toMatchObject({
        status: 404,
        body: { message: 'No downloadable sample with the provided ID was found. Verify the ID and try again.' },
      });
    });

    it.each([
      ['an unknown sample type', { sample_type: 'invalid' }, 'The sample type is invalid. Verify the sample type and try again.'],
      ['a negative sort order', { sort_order: -1 }, 'Sort order must be a positive integer.'],
      ['a malformed URL', { sample_url: 'http://example<.>com/' }, 'Sample URL must have valid format.'],
      [
        'a URL on another domain',
        { sample_url: 'http://www.notAnywhereInEnv.com/' },
        "Sample URL's domain is not in list of downloadable_domains in env.php.",
      ],
      [
        'content that is not base64',
        { sample_type: 'file', sample_file_content: { file_data: '@@@', name: 'a.pdf' } },
        'Provided content must be valid base64 encoded data.',
      ],
      ['a missing stored file', { sample_type: 'file', sample_file: '/n/o/nexistfile.png' }, 'Sample file not found. Please try again.'],
      ['an empty title', { title: '' }, 'The sample title is empty. Enter the title and try again.'],
    ])("refuses %s with Magento's message and writes nothing", async (_label, over, message) => {
      const p = await downloadable();
      const res = await addSample(p.sku, urlSample(over));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect((await samples(p.sku)).body).toEqual([]);
    });

    it('refuses samples for other product types and samples of another product', async () => {
      const virtual = await createProduct(admin, { sku: uniqueSku('virtual'), type_id: 'virtual' });
      expect(await addSample(virtual.sku, urlSample())).toMatchObject({
        status: 400,
        body: { message: 'The product needs to be the downloadable type. Verify the product and try again.' },
      });
      const p = await downloadable();
      const other = await downloadable();
      const theirs = (await addSample(other.sku, urlSample())).body;
      const foreign = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/samples/${theirs}`, { sample: urlSample() });
      expect(foreign).toMatchObject({
        status: 400,
        body: { message: "The downloadable sample isn't related to the product. Verify the link and try again." },
      });
      const unknown = await admin.put(`/rest/V1/products/${p.sku}/downloadable-links/samples/999999`, { sample: urlSample() });
      expect(unknown).toMatchObject({
        status: 404,
        body: { message: 'No downloadable sample with the provided ID was found. Verify the ID and try again.' },
      });
    });
  });

  describe('as product extension attributes', () => {
    it('saves and reads downloadable_product_links / _samples with the product; links sold separately make required options', async () => {
      const sku = uniqueSku('dl-product');
      const res = await admin.post('/rest/V1/products', {
        product: {
          sku,
          name: 'Album',
          attribute_set_id: 4,
          price: 20,
          type_id: 'downloadable',
          custom_attributes: [{ attribute_code: 'links_purchased_separately', value: '1' }],
          extension_attributes: {
            downloadable_product_links: [urlLink({ title: 'Track 1' }), fileLink('track-2.mp3', { title: 'Track 2' })],
            downloadable_product_samples: [urlSample()],
          },
        },
      });
      expect(res.status).toBe(200);
      const ext = res.body.extension_attributes;
      expect(ext.downloadable_product_links.map((l: any) => [l.title, l.link_type, l.link_url ?? l.link_file])).toEqual([
        ['Track 1', 'url', 'http://www.example.com/'],
        ['Track 2', 'file', '/t/r/track-2.mp3'],
      ]);
      expect(ext.downloadable_product_samples).toEqual([
        { id: expect.any(Number), title: 'URL sample', sort_order: 3, sample_type: 'url', sample_url: 'http://www.example.com/sample.pdf' },
      ]);
      const custom = Object.fromEntries(res.body.custom_attributes.map((a: any) => [a.attribute_code, a.value]));
      expect(custom).toMatchObject({ has_options: '1', required_options: '1', links_purchased_separately: '1' });

      // The product read and the link routes agree.
      const got = await admin.get(`/rest/V1/products/${sku}`);
      expect(got.body.extension_attributes.downloadable_product_links).toEqual((await links(sku)).body);
      expect(got.body.extension_attributes.downloadable_product_samples).toEqual((await samples(sku)).body);

      // An update sends the whole list: the first link is updated, the second dropped, one added;
      // samples not sent are kept.
      const [first] = ext.downloadable_product_links;
      const put = await admin.put(`/rest/all/V1/products/${sku}`, {
        product: {
          extension_attributes: {
            downloadable_product_links: [
              urlLink({ id: first.id, title: 'Track 1 (remastered)' }),
              urlLink({ title: 'Bonus', sort_order: 9 }),
            ],
          },
        },
      });
      expect(put.status).toBe(200);
      const after = put.body.extension_attributes;
      expect(after.downloadable_product_links.map((l: any) => [l.id === first.id, l.title])).toEqual([
        [true, 'Track 1 (remastered)'],
        [false, 'Bonus'],
      ]);
      expect(after.downloadable_product_samples).toEqual(ext.downloadable_product_samples);

      // A bad link in the list fails the whole save and changes nothing.
      const bad = await admin.put(`/rest/all/V1/products/${sku}`, {
        product: { name: 'Renamed album', extension_attributes: { downloadable_product_links: [urlLink({ price: -1 })] } },
      });
      expect(bad).toMatchObject({ status: 400, body: { message: 'Link price must have numeric positive value.' } });
      const unchanged = await admin.get(`/rest/all/V1/products/${sku}`);
      expect(unchanged.body.name).toBe('Album');
      expect(unchanged.body.extension_attributes.downloadable_product_links).toEqual(after.downloadable_product_links);
    });

    it('refuses a product save naming a link of another product', async () => {
      const other = await downloadable();
      const theirs = (await addLink(other.sku, urlLink())).body;
      const res = await admin.post('/rest/V1/products', {
        product: {
          sku: uniqueSku('dl-steal'),
          name: 'Thief',
          attribute_set_id: 4,
          price: 1,
          type_id: 'downloadable',
          extension_attributes: { downloadable_product_links: [urlLink({ id: theirs })] },
        },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { message: "The downloadable link isn't related to the product. Verify the link and try again." },
      });
    });

    it('a product read shows links written through the link routes (the product cache is emptied)', async () => {
      const p = await downloadable();
      expect((await admin.get(`/rest/V1/products/${p.sku}`)).body.extension_attributes).not.toHaveProperty('downloadable_product_links');
      const id = (await addLink(p.sku, urlLink())).body;
      expect(
        (await admin.get(`/rest/V1/products/${p.sku}`)).body.extension_attributes.downloadable_product_links.map((l: any) => l.id),
      ).toEqual([id]);
      await admin.delete(`/rest/V1/products/downloadable-links/${id}`);
      expect((await admin.get(`/rest/V1/products/${p.sku}`)).body.extension_attributes).not.toHaveProperty('downloadable_product_links');
    });

    it('other product types carry no downloadable attributes', async () => {
      const simple = await createProduct(admin, { sku: uniqueSku('plain') });
      expect(simple.extension_attributes).not.toHaveProperty('downloadable_product_links');
      expect(simple.extension_attributes).not.toHaveProperty('downloadable_product_samples');
    });

    it('changing the type away from downloadable deletes the links and samples', async () => {
      const p = await downloadable();
      await addLink(p.sku, urlLink());
      await addSample(p.sku, urlSample());
      const res = await admin.put(`/rest/all/V1/products/${p.sku}`, { product: { type_id: 'virtual' } });
      expect(res.status).toBe(200);
      expect(await rowCounts(p.id)).toEqual({ links: 0, titles: 0, prices: 0, samples: 0, sample_titles: 0 });
    });

    it('deleting the product deletes its links, titles, prices and samples', async () => {
      const p = await downloadable();
      await addLink(p.sku, urlLink());
      await addLink(p.sku, fileLink('cascade.pdf'));
      await addSample(p.sku, urlSample());
      expect(await rowCounts(p.id)).toEqual({ links: 2, titles: 2, prices: 2, samples: 1, sample_titles: 1 });
      expect((await admin.delete(`/rest/V1/products/${p.sku}`)).status).toBe(200);
      expect(await rowCounts(p.id)).toEqual({ links: 0, titles: 0, prices: 0, samples: 0, sample_titles: 0 });
    });
  });
});
