import { createProduct, uniqueSku } from '../support/app';
import { UUID_V4 } from '../support/consumer';
import { CatalogApp, customAttributes, listPath, PRODUCT_NOT_FOUND, productCount, startCatalogApp } from './support';

/** Magento_Catalog custom options: the option routes and `options` in product save and read. */
describe('product custom options', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp();
  });
  afterAll(() => t.close());

  const post = (option: Record<string, unknown>, store = 'all') => t.admin.post(`/rest/${store}/V1/products/options`, { option });
  const flags = async (sku: string) => {
    const attrs = customAttributes((await t.admin.get(`/rest/all/V1/products/${sku}`)).body);
    return { has_options: attrs.has_options, required_options: attrs.required_options };
  };
  const optionRows = async (sku: string): Promise<number> => {
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM catalog_product_option o JOIN catalog_product_entity e ON e.entity_id = o.product_id
       WHERE e.sku = $1`,
      [sku],
    );
    return n;
  };
  const dropDown = (sku: string, extra: Record<string, unknown> = {}) => ({
    product_sku: sku,
    title: 'Colour',
    type: 'drop_down',
    sort_order: 2,
    is_require: true,
    values: [
      { title: 'Red', sort_order: 1, price: 10, price_type: 'fixed', sku: 'red' },
      { title: 'Blue', sort_order: 2, price: 5.5, price_type: 'percent' },
    ],
    ...extra,
  });

  it('GET /V1/products/options/types lists the ten types with Magento labels and groups', async () => {
    const res = await t.admin.get('/rest/V1/products/options/types');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { label: 'Field', code: 'field', group: 'Text' },
      { label: 'Area', code: 'area', group: 'Text' },
      { label: 'File', code: 'file', group: 'File' },
      { label: 'Drop-down', code: 'drop_down', group: 'Select' },
      { label: 'Radio Buttons', code: 'radio', group: 'Select' },
      { label: 'Checkbox', code: 'checkbox', group: 'Select' },
      { label: 'Multiple Select', code: 'multiple', group: 'Select' },
      { label: 'Date', code: 'date', group: 'Date' },
      { label: 'Date & Time', code: 'date_time', group: 'Date' },
      { label: 'Time', code: 'time', group: 'Date' },
    ]);
  });

  describe('POST /V1/products/options', () => {
    it("creates a text option with its own price, answering Magento's shape (nulls left out)", async () => {
      const sku = uniqueSku('opt-field');
      await createProduct(t.admin, { sku });
      const res = await post({
        product_sku: sku,
        title: 'Engraving',
        type: 'field',
        sort_order: 1,
        is_require: 1,
        price: -10,
        price_type: 'fixed',
        sku: 'engr',
        max_characters: 10,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        product_sku: sku,
        option_id: expect.any(Number),
        title: 'Engraving',
        type: 'field',
        sort_order: 1,
        is_require: true,
        price: -10,
        price_type: 'fixed',
        sku: 'engr',
        max_characters: 10,
      });
      expect(Object.keys(res.body)).toEqual([
        'product_sku',
        'option_id',
        'title',
        'type',
        'sort_order',
        'is_require',
        'price',
        'price_type',
        'sku',
        'max_characters',
      ]);
      expect(await flags(sku)).toEqual({ has_options: '1', required_options: '1' });
    });

    it('creates area, file and date options; cleans file extensions; defaults is_require to true and sort_order to 0', async () => {
      const sku = uniqueSku('opt-kinds');
      await createProduct(t.admin, { sku });
      const area = await post({
        product_sku: sku,
        title: 'Note',
        type: 'area',
        is_require: false,
        price: 20,
        price_type: 'percent',
        max_characters: 200,
      });
      expect(area.body).toEqual({
        product_sku: sku,
        option_id: expect.any(Number),
        title: 'Note',
        type: 'area',
        sort_order: 0,
        is_require: false,
        price: 20,
        price_type: 'percent',
        max_characters: 200,
      });
      const file = await post({
        product_sku: sku,
        title: 'Logo',
        type: 'file',
        sort_order: 3,
        price: 30,
        price_type: 'fixed',
        file_extension: 'JPG, png png;gif',
        image_size_x: 10,
        image_size_y: 20,
      });
      expect(file.status).toBe(200);
      expect(file.body).toEqual({
        product_sku: sku,
        option_id: expect.any(Number),
        title: 'Logo',
        type: 'file',
        sort_order: 3,
        is_require: true,
        price: 30,
        price_type: 'fixed',
        file_extension: 'jpg, png, gif',
        image_size_x: 10,
        image_size_y: 20,
      });
      for (const type of ['date', 'date_time', 'time']) {
        const res = await post({
          product_sku: sku,
          title: type,
          type,
          sort_order: 8,
          is_require: false,
          price: 80,
          price_type: 'fixed',
          sku: `${type}-sku`,
        });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          product_sku: sku,
          option_id: expect.any(Number),
          title: type,
          type,
          sort_order: 8,
          is_require: false,
          price: 80,
          price_type: 'fixed',
          sku: `${type}-sku`,
        });
      }
      expect(await flags(sku)).toEqual({ has_options: '1', required_options: '1' });
    });

    it('creates each select type with values carrying the prices (the option has none of its own)', async () => {
      const sku = uniqueSku('opt-select');
      await createProduct(t.admin, { sku });
      for (const type of ['drop_down', 'radio', 'checkbox', 'multiple']) {
        const res = await post(dropDown(sku, { type, title: type, price: 99, price_type: 'fixed' }));
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          product_sku: sku,
          option_id: expect.any(Number),
          title: type,
          type,
          sort_order: 2,
          is_require: true,
          values: [
            { title: 'Red', sort_order: 1, price: 10, price_type: 'fixed', sku: 'red', option_type_id: expect.any(Number) },
            { title: 'Blue', sort_order: 2, price: 5.5, price_type: 'percent', option_type_id: expect.any(Number) },
          ],
        });
      }
      // A value may leave out both price and price type: Magento answers them as null.
      const free = await post({ product_sku: sku, title: 'Gift wrap', type: 'radio', values: [{ title: 'Yes' }] });
      expect(free.status).toBe(200);
      expect(free.body.values).toEqual([
        { title: 'Yes', sort_order: 0, price: null, price_type: null, option_type_id: expect.any(Number) },
      ]);
    });

    it("lists a product's options by sort order then title, gets one, and shows them on the product", async () => {
      const sku = uniqueSku('opt-list');
      await createProduct(t.admin, { sku });
      const b = (await post({ product_sku: sku, title: 'B', type: 'field', sort_order: 1, price: 1, price_type: 'fixed' })).body;
      const c = (await post(dropDown(sku, { sort_order: 0, title: 'C' }))).body;
      const a = (await post({ product_sku: sku, title: 'A', type: 'field', sort_order: 1, price: 2, price_type: 'fixed' })).body;

      const list = await t.admin.get(`/rest/all/V1/products/${sku}/options`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([c, a, b]);
      expect((await t.admin.get(`/rest/all/V1/products/${sku}/options/${a.option_id}`)).body).toEqual(a);
      expect((await t.admin.get(`/rest/all/V1/products/${sku}`)).body.options).toEqual([c, a, b]);

      const found = await t.admin.get(listPath({ groups: [[{ field: 'sku', value: sku }]] }, 'all'));
      expect(found.body.items[0].options).toEqual([c, a, b]);
    });

    it('answers 404 for an unknown product or option, and 400 without product_sku', async () => {
      const sku = uniqueSku('opt-404');
      await createProduct(t.admin, { sku });
      expect(await t.admin.get(`/rest/V1/products/no-such-${sku}/options`)).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      const missing = await t.admin.get(`/rest/V1/products/${sku}/options/987654321`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'optionId', fieldValue: 987654321 },
      });

      const field = { title: 'T', type: 'field', price: 1, price_type: 'fixed' };
      expect(await post({ ...field, product_sku: `no-such-${sku}` })).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      const noSku = await post(field);
      expect(noSku.status).toBe(400);
      expect(noSku.body).toEqual({ message: 'The ProductSku is empty. Set the ProductSku and try again.' });
      const strict = await post({ ...field, product_sku: sku, colour: 'red' });
      expect(strict.status).toBe(400);
      expect(await optionRows(sku)).toBe(0);
    });
  });

  describe("validation (Magento's option validators), writing nothing", () => {
    const base = { title: 'Opt', type: 'field', price: 10, price_type: 'fixed' };
    const cases: [string, Record<string, unknown>, string][] = [
      ['title missing', { ...base, title: null }, 'Missed values for option required fields'],
      ['title empty', { ...base, title: '' }, 'Missed values for option required fields'],
      ['type missing', { ...base, type: undefined }, 'Missed values for option required fields\nInvalid option type'],
      [
        'unknown type',
        { title: 'Opt', type: 'multiple_some_value', values: [{ title: 'v', price: 1, price_type: 'fixed' }] },
        'Invalid option type\nInvalid option value',
      ],
      ['wrong price type', { ...base, price_type: 'test_wrong_price_type' }, 'Invalid option value'],
      ['no price type', { ...base, price_type: undefined }, 'Invalid option value'],
      ['no price', { ...base, price: undefined }, 'Invalid option value'],
      ['negative max characters', { ...base, max_characters: -1 }, 'Invalid option value'],
      ['negative image size', { ...base, type: 'file', image_size_x: -10, image_size_y: -20 }, 'Invalid option value'],
      ['select without values', { title: 'Opt', type: 'drop_down' }, 'Invalid option value'],
      ['select with an empty list', { title: 'Opt', type: 'radio', values: [] }, 'Invalid option value'],
      [
        'value without title',
        { title: 'Opt', type: 'radio', values: [{ title: null, price: 10, price_type: 'fixed' }] },
        'Invalid option value',
      ],
      [
        'value with an unknown price type',
        { title: 'Opt', type: 'checkbox', values: [{ title: 'v', price: 10, price_type: 'fixed_one' }] },
        'Invalid option value',
      ],
      [
        'value with a price type and no price',
        { title: 'Opt', type: 'checkbox', values: [{ title: 'v', price_type: 'fixed' }] },
        'Invalid option value',
      ],
      [
        'everything wrong',
        { title: '', type: 'nope' },
        'Missed values for option required fields\nInvalid option type\nInvalid option value',
      ],
    ];
    it.each(cases)('%s', async (_name, option, message) => {
      const sku = uniqueSku('opt-invalid');
      await createProduct(t.admin, { sku });
      const res = await post({ product_sku: sku, ...option });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await optionRows(sku)).toBe(0);
      expect(await flags(sku)).toEqual({ has_options: '0', required_options: '0' });
    });
  });

  describe('PUT /V1/products/options/:optionId', () => {
    it('updates in place, keeping the fields it leaves out', async () => {
      const sku = uniqueSku('opt-put');
      await createProduct(t.admin, { sku });
      const created = (
        await post({
          product_sku: sku,
          title: 'Name',
          type: 'field',
          sort_order: 4,
          price: 3,
          price_type: 'fixed',
          sku: 's',
          max_characters: 12,
        })
      ).body;
      const res = await t.admin.put(`/rest/all/V1/products/options/${created.option_id}`, {
        option: { product_sku: sku, title: 'Name updated', type: 'area', is_require: false, price: 4.25, price_type: 'percent' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...created, title: 'Name updated', type: 'area', is_require: false, price: 4.25, price_type: 'percent' });
      expect((await t.admin.get(`/rest/all/V1/products/${sku}/options`)).body).toEqual([res.body]);
      expect(await flags(sku)).toEqual({ has_options: '1', required_options: '0' });
    });

    it('replaces values: listed ids are updated, new ones added, unlisted ones removed', async () => {
      const sku = uniqueSku('opt-values');
      await createProduct(t.admin, { sku });
      const created = (await post(dropDown(sku))).body;
      const [red, blue] = created.values;
      const res = await t.admin.put(`/rest/all/V1/products/options/${created.option_id}`, {
        option: {
          product_sku: sku,
          title: 'Colour',
          type: 'drop_down',
          values: [
            { option_type_id: blue.option_type_id, title: 'Navy', price: 7, price_type: 'fixed' },
            { title: 'Green', sort_order: 3, price: 100500, price_type: 'fixed', sku: 'green' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.values).toEqual([
        { title: 'Navy', sort_order: 2, price: 7, price_type: 'fixed', option_type_id: blue.option_type_id },
        { title: 'Green', sort_order: 3, price: 100500, price_type: 'fixed', sku: 'green', option_type_id: expect.any(Number) },
      ]);
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM catalog_product_option_type_value WHERE option_type_id = $1`, [
        red.option_type_id,
      ]);
      expect(n).toBe(0);

      const noValues = await t.admin.put(`/rest/all/V1/products/options/${created.option_id}`, {
        option: { product_sku: sku, title: 'Colour', type: 'drop_down' },
      });
      expect(noValues.status).toBe(400);
      expect(noValues.body).toEqual({ message: 'Invalid option value' });
    });

    it('moving an option to a non-select type drops its values; to a select type drops its own price', async () => {
      const sku = uniqueSku('opt-regroup');
      await createProduct(t.admin, { sku });
      const select = (await post(dropDown(sku))).body;
      const asField = await t.admin.put(`/rest/all/V1/products/options/${select.option_id}`, {
        option: { product_sku: sku, title: 'Now text', type: 'field', price: 2, price_type: 'fixed' },
      });
      expect(asField.body).toEqual({
        product_sku: sku,
        option_id: select.option_id,
        title: 'Now text',
        type: 'field',
        sort_order: 2,
        is_require: true,
        price: 2,
        price_type: 'fixed',
      });
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM catalog_product_option_type_value WHERE option_id = $1`, [
        select.option_id,
      ]);
      expect(n).toBe(0);
      const back = await t.admin.put(`/rest/all/V1/products/options/${select.option_id}`, {
        option: { product_sku: sku, title: 'Select again', type: 'radio', values: [{ title: 'One', price: 1, price_type: 'fixed' }] },
      });
      expect(back.body).not.toHaveProperty('price');
      expect(back.body.values).toHaveLength(1);
    });

    it('answers "No such entity." for an option of another product, writing nothing', async () => {
      const mine = uniqueSku('opt-mine');
      const other = uniqueSku('opt-other');
      await createProduct(t.admin, { sku: mine });
      await createProduct(t.admin, { sku: other });
      const foreign = (await post({ product_sku: other, title: 'Theirs', type: 'field', price: 1, price_type: 'fixed' })).body;
      const res = await t.admin.put(`/rest/all/V1/products/options/${foreign.option_id}`, {
        option: { product_sku: mine, title: 'Hijack', type: 'field', price: 1, price_type: 'fixed' },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No such entity.' });
      expect((await t.admin.get(`/rest/all/V1/products/${other}/options/${foreign.option_id}`)).body.title).toBe('Theirs');
      expect(await optionRows(mine)).toBe(0);
    });

    it("keeps a store view's own titles apart from the default ones", async () => {
      const sku = uniqueSku('opt-store');
      await createProduct(t.admin, { sku });
      const created = (await post(dropDown(sku, { title: 'Default title' }))).body;
      const values = created.values.map((v: any) => ({ ...v, title: `${v.title} (store)` }));
      const res = await t.admin.put(`/rest/default/V1/products/options/${created.option_id}`, {
        option: { product_sku: sku, title: 'Store title', type: 'drop_down', values },
      });
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('Store title');
      expect(res.body.values.map((v: any) => v.title)).toEqual(['Red (store)', 'Blue (store)']);
      const defaults = (await t.admin.get(`/rest/all/V1/products/${sku}/options/${created.option_id}`)).body;
      expect(defaults.title).toBe('Default title');
      expect(defaults.values.map((v: any) => v.title)).toEqual(['Red', 'Blue']);

      // A store view may send no title: its own title goes, the default one shows again.
      const dropped = await t.admin.put(`/rest/default/V1/products/options/${created.option_id}`, {
        option: { product_sku: sku, title: null, type: 'drop_down', values },
      });
      expect(dropped.status).toBe(200);
      expect(dropped.body.title).toBe('Default title');
    });
  });

  describe('DELETE /V1/products/:sku/options/:optionId', () => {
    it('removes the option with its values, answers true, and recomputes the product flags', async () => {
      const sku = uniqueSku('opt-delete');
      await createProduct(t.admin, { sku });
      const required = (await post(dropDown(sku))).body;
      const optional = (
        await post({ product_sku: sku, title: 'Optional', type: 'field', is_require: false, price: 1, price_type: 'fixed' })
      ).body;
      expect(await flags(sku)).toEqual({ has_options: '1', required_options: '1' });

      const res = await t.admin.delete(`/rest/all/V1/products/${sku}/options/${required.option_id}`);
      expect(res).toMatchObject({ status: 200, body: true });
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM catalog_product_option_type_value WHERE option_id = $1`, [
        required.option_id,
      ]);
      expect(n).toBe(0);
      expect(await flags(sku)).toEqual({ has_options: '1', required_options: '0' });

      const again = await t.admin.delete(`/rest/all/V1/products/${sku}/options/${required.option_id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'optionId', fieldValue: required.option_id },
      });

      await t.admin.delete(`/rest/all/V1/products/${sku}/options/${optional.option_id}`);
      expect(await flags(sku)).toEqual({ has_options: '0', required_options: '0' });
      expect((await t.admin.get(`/rest/all/V1/products/${sku}`)).body.options).toEqual([]);
    });

    it('answers 404 for an option of another product', async () => {
      const mine = uniqueSku('opt-del-mine');
      const other = uniqueSku('opt-del-other');
      await createProduct(t.admin, { sku: mine });
      await createProduct(t.admin, { sku: other });
      const foreign = (await post({ product_sku: other, title: 'Theirs', type: 'field', price: 1, price_type: 'fixed' })).body;
      expect((await t.admin.delete(`/rest/all/V1/products/${mine}/options/${foreign.option_id}`)).status).toBe(404);
      expect(await optionRows(other)).toBe(1);
    });
  });

  describe('options in product save and read', () => {
    const fieldOption = {
      title: 'Text',
      type: 'field',
      sort_order: 1,
      is_require: false,
      price: 2,
      price_type: 'fixed',
      max_characters: 5,
    };

    it('creates a product with its options and reads them back with the product', async () => {
      const sku = uniqueSku('opt-product');
      const res = await t.admin.post('/rest/all/V1/products', {
        product: { sku, name: 'With options', price: 10, attribute_set_id: 4, options: [fieldOption, dropDown(sku, { sort_order: 2 })] },
      });
      expect(res.status).toBe(200);
      expect(res.body.options).toEqual([
        { product_sku: sku, option_id: expect.any(Number), ...fieldOption },
        {
          product_sku: sku,
          option_id: expect.any(Number),
          title: 'Colour',
          type: 'drop_down',
          sort_order: 2,
          is_require: true,
          values: [
            { title: 'Red', sort_order: 1, price: 10, price_type: 'fixed', sku: 'red', option_type_id: expect.any(Number) },
            { title: 'Blue', sort_order: 2, price: 5.5, price_type: 'percent', option_type_id: expect.any(Number) },
          ],
        },
      ]);
      expect(customAttributes(res.body)).toMatchObject({ has_options: '1', required_options: '1' });
      expect((await t.admin.get(`/rest/all/V1/products/${sku}`)).body.options).toEqual(res.body.options);
      expect((await t.admin.get(`/rest/all/V1/products/${sku}/options`)).body).toEqual(res.body.options);
    });

    it('a sent list replaces the options: listed ids updated, new ones created, the rest removed; not sent keeps them', async () => {
      const sku = uniqueSku('opt-replace');
      const created = await createProduct(t.admin, { sku, options: [fieldOption, dropDown(sku)] });
      const [text, select] = created.options;

      const kept = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { name: 'Renamed' } });
      expect(kept.body.options).toEqual(created.options);

      const replaced = await t.admin.put(`/rest/all/V1/products/${sku}`, {
        product: {
          options: [
            { ...select, title: 'Colour (updated)', is_require: false, values: [select.values[1]] },
            { title: 'When', type: 'date', sort_order: 5, price: 3, price_type: 'fixed' },
          ],
        },
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.options).toEqual([
        { ...select, title: 'Colour (updated)', is_require: false, values: [select.values[1]] },
        {
          product_sku: sku,
          option_id: expect.any(Number),
          title: 'When',
          type: 'date',
          sort_order: 5,
          is_require: true,
          price: 3,
          price_type: 'fixed',
        },
      ]);
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM catalog_product_option WHERE option_id = $1`, [text.option_id]);
      expect(n).toBe(0);
      expect(customAttributes(replaced.body)).toMatchObject({ has_options: '1', required_options: '1' });

      const cleared = await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { options: [] } });
      expect(cleared.body.options).toEqual([]);
      expect(customAttributes(cleared.body)).toMatchObject({ has_options: '0', required_options: '0' });
    });

    it('refuses an invalid option before anything is written (no product created)', async () => {
      const sku = uniqueSku('opt-bad-product');
      const res = await t.admin.post('/rest/all/V1/products', {
        product: { sku, name: 'Bad', price: 1, attribute_set_id: 4, options: [fieldOption, { ...fieldOption, price_type: 'bogus' }] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid option value' });
      expect(await productCount(t, sku)).toBe(0);

      const existing = uniqueSku('opt-bad-update');
      await createProduct(t.admin, { sku: existing, options: [fieldOption] });
      const update = await t.admin.put(`/rest/all/V1/products/${existing}`, {
        product: { name: 'Changed', options: [{ title: 'x', type: 'radio' }] },
      });
      expect(update.status).toBe(400);
      const after = (await t.admin.get(`/rest/all/V1/products/${existing}`)).body;
      expect(after.name).toBe('Test product');
      expect(after.options).toHaveLength(1);
    });

    it('answers "No such entity." for an option_id the product does not have, as Magento does on create', async () => {
      const sku = uniqueSku('opt-foreign-id');
      const res = await t.admin.post('/rest/all/V1/products', {
        product: { sku, name: 'X', price: 1, attribute_set_id: 4, options: [{ ...fieldOption, option_id: 987654321 }] },
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No such entity.' });
      expect(await productCount(t, sku)).toBe(0);
      // option_id 0 is a new option.
      const zero = await t.admin.post('/rest/all/V1/products', {
        product: { sku, name: 'X', price: 1, attribute_set_id: 4, options: [{ ...fieldOption, option_id: 0 }] },
      });
      expect(zero.status).toBe(200);
      expect(zero.body.options).toHaveLength(1);
    });

    it('recomputes the flags of a virtual product but only ever raises them for other types', async () => {
      const virtual = uniqueSku('opt-virtual');
      await createProduct(t.admin, { sku: virtual, type_id: 'virtual', options: [fieldOption] });
      expect(await flags(virtual)).toEqual({ has_options: '1', required_options: '0' });
      await t.admin.put(`/rest/all/V1/products/${virtual}`, { product: { options: [] } });
      expect(await flags(virtual)).toEqual({ has_options: '0', required_options: '0' });

      // A bundle's flags also come from its bundle options (another part): options never clear them.
      const bundle = uniqueSku('opt-bundle');
      await createProduct(t.admin, { sku: bundle, type_id: 'bundle' });
      await t.ds.query(`UPDATE catalog_product_entity SET has_options = true, required_options = true WHERE sku = $1`, [bundle]);
      const option = (await post({ product_sku: bundle, title: 'Note', type: 'field', is_require: false, price: 1, price_type: 'fixed' }))
        .body;
      await t.admin.delete(`/rest/all/V1/products/${bundle}/options/${option.option_id}`);
      const [row] = await t.ds.query(`SELECT has_options, required_options FROM catalog_product_entity WHERE sku = $1`, [bundle]);
      expect(row).toEqual({ has_options: true, required_options: true });
    });

    it('product delete removes its options, titles, prices and values', async () => {
      const sku = uniqueSku('opt-cascade');
      const created = await createProduct(t.admin, { sku, options: [fieldOption, dropDown(sku)] });
      const optionIds = created.options.map((o: any) => o.option_id);
      const valueIds = created.options[1].values.map((v: any) => v.option_type_id);
      expect((await t.admin.delete(`/rest/all/V1/products/${sku}`)).body).toBe(true);
      const [left] = await t.ds.query(
        `SELECT (SELECT count(*) FROM catalog_product_option WHERE option_id = ANY($1))::int AS options,
                (SELECT count(*) FROM catalog_product_option_title WHERE option_id = ANY($1))::int AS titles,
                (SELECT count(*) FROM catalog_product_option_price WHERE option_id = ANY($1))::int AS prices,
                (SELECT count(*) FROM catalog_product_option_type_value WHERE option_type_id = ANY($2))::int AS vals,
                (SELECT count(*) FROM catalog_product_option_type_title WHERE option_type_id = ANY($2))::int AS value_titles,
                (SELECT count(*) FROM catalog_product_option_type_price WHERE option_type_id = ANY($2))::int AS value_prices`,
        [optionIds, valueIds],
      );
      expect(left).toEqual({ options: 0, titles: 0, prices: 0, vals: 0, value_titles: 0, value_prices: 0 });
    });
  });

  it('accepts the option save asynchronously through the derived /async route', async () => {
    const sku = uniqueSku('opt-async');
    await createProduct(t.admin, { sku });
    const res = await t.admin.post('/rest/all/async/V1/products/options', {
      option: { product_sku: sku, title: 'Later', type: 'field', price: 1, price_type: 'fixed' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      bulk_uuid: expect.stringMatching(UUID_V4),
      request_items: [{ id: 0, data_hash: null, status: 'accepted' }],
      errors: false,
    });
    const status = await t.admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/status`);
    expect(status.body).toMatchObject({
      description: 'async.magento.catalog.api.productcustomoptionrepositoryinterface.save.post',
      operation_count: 1,
    });
  });
});
