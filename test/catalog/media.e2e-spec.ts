import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OperationRunner } from '@mercato/async-operations';
import { MediaFiles } from '../../libs/catalog/src/media/services/media-files';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { customAttributes, PRODUCT_NOT_FOUND, storedValues } from './support';

/** A 1×1 PNG, a minimal JPEG header (up to its frame), a GIF and a BMP, as clients send them. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00,
  0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]).toString('base64');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
const BMP = Buffer.concat([Buffer.from('BM'), Buffer.alloc(40)]).toString('base64');

const ROLES = ['image', 'small_image', 'thumbnail', 'swatch_image'];
const NO_IMAGE = { message: 'No image with the provided ID was found. Verify the ID and try again.' };

const png = (name: string) => ({ base64_encoded_data: PNG, type: 'image/png', name });

/** Product media gallery: /V1/products/:sku/media, media types per set, media_gallery_entries on product save. */
describe('product media gallery', () => {
  let t: TestApp;
  let admin: Client;
  let dataDir: string;
  let mediaRoot: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mercato-media-'));
    mediaRoot = join(dataDir, 'media', 'catalog', 'product');
    t = await startApp({ DATA_DIR: dataDir });
    admin = await adminClient(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const media = (sku: string, rest = '', store = '') =>
    `/rest/${store ? store + '/' : ''}V1/products/${encodeURIComponent(sku)}/media${rest}`;
  const addImage = async (sku: string, entry: Record<string, unknown>, store = '') => {
    const res = await admin.post(media(sku, '', store), { entry: { media_type: 'image', disabled: false, ...entry } });
    if (res.status !== 200) throw new Error(`create entry: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as number;
  };
  const list = async (sku: string, store = '') => (await admin.get(media(sku, '', store))).body as any[];
  const typesById = async (sku: string) => Object.fromEntries((await list(sku)).map((e) => [e.id, e.types]));
  const allFiles = (): string[] =>
    existsSync(mediaRoot)
      ? readdirSync(mediaRoot, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => d.name)
      : [];
  const galleryRows = async (sku: string): Promise<number> =>
    (
      await t.ds.query(
        `SELECT count(*)::int AS n FROM catalog_product_entity_media_gallery g JOIN catalog_product_entity e USING (entity_id)
         WHERE e.sku = $1`,
        [sku],
      )
    )[0].n;

  describe('GET /V1/products/media/types/:attributeSetName', () => {
    it('lists the media image attributes of the set in ProductAttributeInterface shape', async () => {
      const res = await admin.get('/rest/V1/products/media/types/Default');
      expect(res.status).toBe(200);
      expect(res.body.map((a: any) => a.attribute_code)).toEqual(ROLES);
      expect(res.body[0]).toMatchObject({
        attribute_code: 'image',
        frontend_input: 'media_image',
        backend_type: 'varchar',
        entity_type_id: '4',
        default_frontend_label: 'Base',
        scope: 'store',
        is_user_defined: false,
        is_required: false,
        options: [],
        frontend_labels: [],
      });
    });

    it('answers an empty list for a set name that does not exist', async () => {
      const res = await admin.get('/rest/V1/products/media/types/No%20such%20set');
      expect(res).toMatchObject({ status: 200, body: [] });
    });
  });

  describe('POST /V1/products/:sku/media', () => {
    it('stores the file under DATA_DIR/media Magento-style and answers the entry id', async () => {
      const sku = uniqueSku('media-create');
      await createProduct(admin, { sku });
      const res = await admin.post(media(sku), {
        entry: {
          media_type: 'image',
          label: 'Front',
          position: 1,
          disabled: false,
          types: ['image', 'small_image'],
          content: png('Front View.png'),
        },
      });
      expect(res.status).toBe(200);
      expect(typeof res.body).toBe('number');
      const file = join(mediaRoot, 'f', 'r', 'front_view.png');
      expect(existsSync(file)).toBe(true);

      const entries = await list(sku);
      expect(entries).toEqual([
        {
          id: res.body,
          media_type: 'image',
          label: 'Front',
          position: 1,
          disabled: false,
          types: ['image', 'small_image'],
          file: '/f/r/front_view.png',
          content: { base64_encoded_data: PNG, type: 'image/png', name: 'front_view.png' },
        },
      ]);
      expect(Object.keys(entries[0])).toEqual(['id', 'media_type', 'label', 'position', 'disabled', 'types', 'file', 'content']);

      const product = (await admin.get(`/rest/V1/products/${sku}`)).body;
      const { content: _content, ...withoutContent } = entries[0];
      expect(product.media_gallery_entries).toEqual([withoutContent]);
      expect(customAttributes(product)).toMatchObject({ image: entries[0].file, small_image: entries[0].file });
      expect(customAttributes(product).thumbnail).toBeUndefined();
    });

    it('never overwrites a file: the same name is stored as name_1, name_2', async () => {
      const sku = uniqueSku('media-names');
      await createProduct(admin, { sku });
      await addImage(sku, { types: [], content: png('twin.png') });
      await addImage(sku, { types: [], content: png('twin.png') });
      await addImage(sku, { types: [], content: { base64_encoded_data: JPEG, type: 'image/jpeg', name: 'twin' } });
      const files = (await list(sku)).map((e) => e.file);
      expect(files).toContain('/t/w/twin.png');
      expect(files).toContain('/t/w/twin_1.png');
      expect(files).toContain('/t/w/twin.jpg');
      for (const f of files) expect(existsSync(join(mediaRoot, f))).toBe(true);
    });

    it('gives the first image of a gallery every role of the set when it names none; later ones none', async () => {
      const sku = uniqueSku('media-first');
      await createProduct(admin, { sku });
      const first = await addImage(sku, { content: png('first.png') });
      const second = await addImage(sku, { label: 'Back', content: { base64_encoded_data: GIF, type: 'image/gif', name: 'back.gif' } });
      expect(await typesById(sku)).toEqual({ [first]: ROLES, [second]: [] });
      const entries = await list(sku);
      expect(entries[1]).toMatchObject({ id: second, label: 'Back', position: 2, disabled: false, file: '/b/a/back.gif' });
      expect(entries[1].content.type).toBe('image/gif');
    });

    it('moves a role to the new image that claims it (through `all`: the default values)', async () => {
      const sku = uniqueSku('media-move');
      await createProduct(admin, { sku });
      const a = await addImage(sku, { types: ['image', 'thumbnail'], content: png('a.png') }, 'all');
      const b = await addImage(sku, { types: ['image'], content: png('b.png') }, 'all');
      expect(await typesById(sku)).toEqual({ [a]: ['thumbnail'], [b]: ['image'] });
      expect(await storedValues(t, sku, 'image')).toEqual({ 0: '/b/_/b.png' });
      expect(await storedValues(t, sku, 'thumbnail')).toEqual({ 0: '/a/_/a.png' });
    });

    it("refuses bad content with Magento's messages and writes nothing", async () => {
      const sku = uniqueSku('media-bad');
      await createProduct(admin, { sku });
      const before = allFiles();
      const attempt = (content: unknown, extra: Record<string, unknown> = {}) =>
        admin.post(media(sku), { entry: { media_type: 'image', ...extra, content } });
      const cases: [unknown, string, Record<string, unknown>?][] = [
        [
          { base64_encoded_data: 'not base64 at all!', type: 'image/png', name: 'x.png' },
          'The image content must be valid base64 encoded data.',
        ],
        [
          { base64_encoded_data: Buffer.from('plain text, no image').toString('base64'), type: 'image/png', name: 'x.png' },
          'The image content must be valid base64 encoded data.',
        ],
        [{ base64_encoded_data: PNG, type: 'image/jpeg', name: 'x.png' }, 'The image MIME type is not valid or not supported.'],
        [{ base64_encoded_data: JPEG, type: 'image/jpg', name: 'x.jpg' }, 'The image MIME type is not valid or not supported.'],
        [{ base64_encoded_data: BMP, type: 'image/bmp', name: 'x.bmp' }, 'The image MIME type is not valid or not supported.'],
        [png('bad:name.png'), 'Provided image name contains forbidden characters.'],
        [png('photo.txt'), 'The image type for the file is invalid. Enter the correct image type and try again.'],
        [undefined, 'The image content is invalid. Verify the content and try again.'],
        [png('video.png'), 'There is no MediaGalleryEntryConverter for given type', { media_type: 'external-video' }],
      ];
      for (const [content, message, extra] of cases) {
        const res = await attempt(content, extra);
        expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { message } });
      }
      expect(allFiles()).toEqual(before);
      expect(await galleryRows(sku)).toBe(0);
    });

    it('answers 404 for an unknown product once the content is valid', async () => {
      const res = await admin.post(media('no-such-sku-media'), { entry: { media_type: 'image', content: png('x.png') } });
      expect(res).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
    });
  });

  describe('GET /V1/products/:sku/media/:entryId', () => {
    it("answers the entry with its content, and Magento's 404s", async () => {
      const sku = uniqueSku('media-get');
      await createProduct(admin, { sku });
      const id = await addImage(sku, { label: 'One', types: ['thumbnail'], content: png('one.png') });
      const res = await admin.get(media(sku, `/${id}`));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, label: 'One', types: ['thumbnail'], content: { base64_encoded_data: PNG, type: 'image/png' } });

      expect((await admin.get(media(sku, `/${id + 1000}`))).body).toEqual({ message: "The image doesn't exist. Verify and try again." });
      const noProduct = await admin.get(media('no-such-sku-media', `/${id}`));
      expect(noProduct).toMatchObject({ status: 404, body: { message: "The product doesn't exist. Verify and try again." } });
      expect(await admin.get(media('no-such-sku-media'))).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
    });
  });

  describe('PUT /V1/products/:sku/media/:entryId', () => {
    it('updates the values it is sent, keeps the others, and takes its roles from the other images', async () => {
      const sku = uniqueSku('media-update');
      await createProduct(admin, { sku });
      const a = await addImage(sku, { label: 'A', position: 1, types: ['image', 'small_image'], content: png('upd-a.png') });
      const b = await addImage(sku, { label: 'B', position: 2, types: ['thumbnail'], content: png('upd-b.png') });
      const res = await admin.put(media(sku, `/${b}`), { entry: { id: b, label: 'B2', disabled: true, types: ['image', 'thumbnail'] } });
      expect(res).toMatchObject({ status: 200, body: true });
      const entries = await list(sku);
      expect(entries.map(({ content: _c, ...e }) => e)).toEqual([
        { id: a, media_type: 'image', label: 'A', position: 1, disabled: false, types: ['small_image'], file: '/u/p/upd-a.png' },
        { id: b, media_type: 'image', label: 'B2', position: 2, disabled: true, types: ['image', 'thumbnail'], file: '/u/p/upd-b.png' },
      ]);
      // Through the default store view, as Magento does, the roles are that store view's values.
      expect(await storedValues(t, sku, 'image')).toEqual({ 1: '/u/p/upd-b.png' });

      // The path's id serves when the entry has none; an entry without types loses its roles.
      expect((await admin.put(media(sku, `/${a}`), { entry: { position: 5 } })).status).toBe(200);
      expect((await list(sku)).map((e) => [e.id, e.position, e.types])).toEqual([
        [b, 2, ['image', 'thumbnail']],
        [a, 5, []],
      ]);
      expect(await storedValues(t, sku, 'small_image')).toEqual({});
    });

    it('answers 404 for an unknown entry or product', async () => {
      const sku = uniqueSku('media-update-404');
      await createProduct(admin, { sku });
      expect(await admin.put(media(sku, '/999999'), { entry: { id: 999999, label: 'x' } })).toMatchObject({ status: 404, body: NO_IMAGE });
      expect(await admin.put(media('no-such-sku-media', '/1'), { entry: { id: 1 } })).toMatchObject({
        status: 404,
        body: PRODUCT_NOT_FOUND,
      });
    });

    it("keeps labels per store view: a store view's label does not change the default", async () => {
      const sku = uniqueSku('media-store');
      await createProduct(admin, { sku });
      const id = await addImage(sku, { label: 'Default label', types: ['image'], content: png('scoped.png') }, 'all');
      expect((await admin.put(media(sku, `/${id}`, 'default'), { entry: { id, label: 'Store label', types: ['image'] } })).status).toBe(
        200,
      );
      expect((await list(sku, 'default'))[0]).toMatchObject({ label: 'Store label', types: ['image'] });
      expect((await list(sku, 'all'))[0]).toMatchObject({ label: 'Default label', types: ['image'] });
    });

    it('keeps a store view inheriting the default roles, and hides a role the store view unassigns', async () => {
      const sku = uniqueSku('media-inherit');
      await createProduct(admin, { sku });
      const a = await addImage(sku, { content: png('inherit-a.png') }, 'all');
      const b = await addImage(sku, { content: png('inherit-b.png') }, 'default');
      expect(await typesById(sku)).toEqual({ [a]: ROLES, [b]: [] });
      // Saving through the store view sent A's roles back: equal to the defaults, they are not copied.
      expect(await storedValues(t, sku, 'image')).toEqual({ 0: '/i/n/inherit-a.png' });

      expect((await admin.put(media(sku, `/${a}`, 'default'), { entry: { id: a, types: ['thumbnail'] } })).status).toBe(200);
      expect((await list(sku, 'default')).map((e) => e.types)).toEqual([['thumbnail'], []]);
      expect((await list(sku, 'all')).map((e) => e.types)).toEqual([ROLES, []]);
      expect(await storedValues(t, sku, 'image')).toEqual({ 0: '/i/n/inherit-a.png', 1: 'no_selection' });
    });
  });

  describe('DELETE /V1/products/:sku/media/:entryId', () => {
    it('removes the entry, the role values naming it and its file', async () => {
      const sku = uniqueSku('media-delete');
      await createProduct(admin, { sku });
      const keep = await addImage(sku, { types: ['thumbnail'], content: png('keep.png') });
      const gone = await addImage(sku, { types: ['image', 'small_image'], content: png('gone.png') });
      const file = (await list(sku)).find((e) => e.id === gone).file;
      expect(existsSync(join(mediaRoot, file))).toBe(true);

      expect(await admin.delete(media(sku, `/${gone}`))).toMatchObject({ status: 200, body: true });
      expect((await list(sku)).map((e) => [e.id, e.types])).toEqual([[keep, ['thumbnail']]]);
      expect(await storedValues(t, sku, 'image')).toEqual({});
      expect(await storedValues(t, sku, 'small_image')).toEqual({});
      expect(existsSync(join(mediaRoot, file))).toBe(false);

      expect(await admin.delete(media(sku, `/${gone}`))).toMatchObject({ status: 404, body: NO_IMAGE });
    });
  });

  describe('media_gallery_entries on product save', () => {
    it('creates, updates and removes entries as the sent list says, and leaves them alone when not sent', async () => {
      const sku = uniqueSku('media-save');
      const created = await createProduct(admin, {
        sku,
        media_gallery_entries: [
          {
            media_type: 'image',
            label: 'Main',
            position: 1,
            disabled: false,
            types: ['image', 'small_image', 'thumbnail'],
            content: png('main.png'),
          },
          { media_type: 'image', label: 'Side', position: 2, disabled: false, types: [], content: png('side.png') },
        ],
      });
      expect(created.media_gallery_entries).toEqual([
        {
          id: expect.any(Number),
          media_type: 'image',
          label: 'Main',
          position: 1,
          disabled: false,
          types: ['image', 'small_image', 'thumbnail'],
          file: '/m/a/main.png',
        },
        { id: expect.any(Number), media_type: 'image', label: 'Side', position: 2, disabled: false, types: [], file: '/s/i/side.png' },
      ]);
      const [main, side] = created.media_gallery_entries;

      const updated = await admin.put(`/rest/all/V1/products/${sku}`, {
        product: {
          media_gallery_entries: [
            { id: side.id, label: 'Side now main', types: ['image'] },
            { media_type: 'image', types: ['thumbnail'], content: png('new.png') },
          ],
        },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.media_gallery_entries).toEqual([
        { id: side.id, media_type: 'image', label: 'Side now main', position: 2, disabled: false, types: ['image'], file: '/s/i/side.png' },
        {
          id: expect.any(Number),
          media_type: 'image',
          label: null,
          position: 3,
          disabled: false,
          types: ['thumbnail'],
          file: '/n/e/new.png',
        },
      ]);
      expect(existsSync(join(mediaRoot, main.file))).toBe(false);
      expect(customAttributes(updated.body)).toMatchObject({ image: '/s/i/side.png', thumbnail: '/n/e/new.png' });
      expect(customAttributes(updated.body).small_image).toBeUndefined();

      const untouched = await admin.put(`/rest/all/V1/products/${sku}`, { product: { name: 'Renamed' } });
      expect(untouched.body.media_gallery_entries).toEqual(updated.body.media_gallery_entries);

      const cleared = await admin.put(`/rest/all/V1/products/${sku}`, { product: { media_gallery_entries: [] } });
      expect(cleared.body.media_gallery_entries).toEqual([]);
      expect(await galleryRows(sku)).toBe(0);
      expect(customAttributes(cleared.body).image).toBeUndefined();
    });

    it('refuses a new entry without content, or with bad content after a good one, and writes nothing', async () => {
      const sku = uniqueSku('media-save-bad');
      await createProduct(admin, { sku });
      const before = allFiles();
      const noContent = await admin.put(`/rest/all/V1/products/${sku}`, {
        product: { media_gallery_entries: [{ media_type: 'image', label: 'x' }] },
      });
      expect(noContent).toMatchObject({ status: 400, body: { message: 'The image content is not valid.' } });
      const badSecond = await admin.put(`/rest/all/V1/products/${sku}`, {
        product: {
          media_gallery_entries: [
            { media_type: 'image', content: png('good.png') },
            { media_type: 'image', content: { ...png('bad.png'), type: 'image/gif' } },
          ],
        },
      });
      expect(badSecond).toMatchObject({ status: 400, body: { message: 'The image MIME type is not valid or not supported.' } });
      const unknownField = await admin.put(`/rest/all/V1/products/${sku}`, {
        product: { media_gallery_entries: [{ media_type: 'image', colour: 'red' }] },
      });
      expect(unknownField.status).toBe(400);
      expect(allFiles()).toEqual(before);
      expect(await galleryRows(sku)).toBe(0);
    });

    it('goes with the product when it is deleted', async () => {
      const sku = uniqueSku('media-cascade');
      await createProduct(admin, { sku, media_gallery_entries: [{ media_type: 'image', types: ['image'], content: png('cascade.png') }] });
      expect(await galleryRows(sku)).toBe(1);
      const [{ entity_id: id }] = await t.ds.query(`SELECT entity_id FROM catalog_product_entity WHERE sku = $1`, [sku]);
      expect((await admin.delete(`/rest/V1/products/${sku}`)).status).toBe(200);
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM catalog_product_entity_media_gallery WHERE entity_id = $1`, [id]);
      expect(n).toBe(0);
    });
  });

  it("runs bulk creates through the consumer's runner; a batch rolled back leaves no stray file", async () => {
    const sku = uniqueSku('media-bulk');
    await createProduct(admin, { sku });
    const res = await admin.post('/rest/all/async/bulk/V1/products/bySku/media', [
      { sku, entry: { media_type: 'image', types: ['image'], content: png('bulk-good.png') } },
      { sku, entry: { media_type: 'image', content: { ...png('bulk-bad.png'), type: 'image/gif' } } },
    ]);
    expect(res.status).toBe(202);
    const ops: { id: number }[] = await t.ds.query(`SELECT id FROM magento_operation WHERE bulk_uuid = $1 ORDER BY id`, [
      res.body.bulk_uuid,
    ]);
    // The optimistic run writes the good file, fails on the bad entry and is rolled back whole; the
    // careful run then writes the good one again under the same name.
    await t.app.get(OperationRunner).runBatch(ops.map((o) => o.id));
    const status = (await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/status`)).body;
    expect(status.operations_list.map((o: any) => o.status)).toEqual([1, 3]);
    expect((await list(sku)).map((e) => [e.file, e.types])).toEqual([['/b/u/bulk-good.png', ['image']]]);
    expect(allFiles().filter((f) => f.startsWith('bulk-'))).toEqual(['bulk-good.png']);
  });

  it('deletes a file written by a transaction that rolls back', async () => {
    const files = t.app.get(MediaFiles);
    let path = '';
    await expect(
      t.ds.transaction(async () => {
        path = await files.write('rolled-back.png', Buffer.from(PNG, 'base64'));
        await files.settleWithTransaction([path]);
        expect(existsSync(join(mediaRoot, path))).toBe(true);
        throw new Error('the save failed after the file was written');
      }),
    ).rejects.toThrow('the save failed');
    expect(existsSync(join(mediaRoot, path))).toBe(false);
  });
});
