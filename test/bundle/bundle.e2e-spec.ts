import { createProduct, uniqueSku } from '../support/app';
import { CatalogApp, customAttributes, PRODUCT_NOT_FOUND, startCatalogApp } from '../catalog/support';
import { addOption, BUNDLE_ONLY, COMPOSITE_CHILD, createBundle, createChildren, OPTION_NOT_FOUND, OPTION_NOT_SAVED } from './support';

/** Magento_Bundle over HTTP: option types, options, links (children) and bundle_product_options on products. */
describe('bundle products', () => {
  let t: CatalogApp;
  beforeAll(async () => {
    t = await startCatalogApp();
  });
  afterAll(() => t.close());

  /** Rows of the bundle tables that belong to a product. */
  const stored = async (productId: number) => {
    const [row] = await t.ds.query(
      `SELECT (SELECT count(*)::int FROM catalog_product_bundle_option WHERE parent_id = $1) AS options,
              (SELECT count(*)::int FROM catalog_product_bundle_option_value v JOIN catalog_product_bundle_option o USING (option_id)
              WHERE o.parent_id = $1) AS titles,
              (SELECT count(*)::int FROM catalog_product_bundle_selection WHERE parent_product_id = $1) AS selections`,
      [productId],
    );
    return row as { options: number; titles: number; selections: number };
  };

  it('lists the option types', async () => {
    const res = await t.admin.get('/rest/V1/bundle-products/options/types');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { label: 'Drop-down', code: 'select' },
      { label: 'Radio Buttons', code: 'radio' },
      { label: 'Checkbox', code: 'checkbox' },
      { label: 'Multiple Select', code: 'multi' },
    ]);
    expect((await t.anon.get('/rest/V1/bundle-products/options/types')).status).toBe(401);
  });

  describe('options', () => {
    it('adds, reads, updates and deletes an option with its links (fixed price: links show their prices)', async () => {
      const [a, b] = await createChildren(t.admin, 2);
      const bundle = await createBundle(t.admin, true, { price: 50 });
      const optionId = await addOption(t.admin, {
        sku: bundle.sku,
        title: 'Pick one',
        position: 2,
        product_links: [
          { sku: a, qty: 2, is_default: true, price: 5.5, price_type: 0, can_change_quantity: 1, position: 1 },
          { sku: b, qty: 1 },
        ],
      });
      expect(typeof optionId).toBe('number');

      const got = await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/${optionId}`);
      expect(got.status).toBe(200);
      expect(Object.keys(got.body)).toEqual(['option_id', 'title', 'required', 'type', 'position', 'sku', 'product_links']);
      expect(got.body).toEqual({
        option_id: optionId,
        title: 'Pick one',
        required: true,
        type: 'select',
        position: 2,
        sku: bundle.sku,
        product_links: [
          {
            id: expect.any(String),
            sku: b,
            option_id: optionId,
            qty: 1,
            position: 0,
            is_default: false,
            price: 0,
            price_type: 0,
            can_change_quantity: 0,
          },
          {
            id: expect.any(String),
            sku: a,
            option_id: optionId,
            qty: 2,
            position: 1,
            is_default: true,
            price: 5.5,
            price_type: 0,
            can_change_quantity: 1,
          },
        ],
      });
      expect(Object.keys(got.body.product_links[0])).toEqual([
        'id',
        'sku',
        'option_id',
        'qty',
        'position',
        'is_default',
        'price',
        'price_type',
        'can_change_quantity',
      ]);
      expect((await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/all`)).body).toEqual([got.body]);

      // An update changes what it sends and keeps the rest, links included.
      const put = await t.admin.put(`/rest/all/V1/bundle-products/options/${optionId}`, {
        option: { sku: bundle.sku, title: 'Renamed', required: false },
      });
      expect(put.status).toBe(200);
      expect(put.body).toBe(optionId);
      const updated = (await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/${optionId}`)).body;
      expect(updated).toEqual({ ...got.body, title: 'Renamed', required: false });

      const del = await t.admin.delete(`/rest/V1/bundle-products/${bundle.sku}/options/${optionId}`);
      expect(del.status).toBe(200);
      expect(del.body).toBe(true);
      const gone = await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/${optionId}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(OPTION_NOT_FOUND);
      expect(await stored(bundle.id)).toEqual({ options: 0, titles: 0, selections: 0 });
    });

    it('leaves out link prices of a dynamic-price bundle, and answers an added option with no links', async () => {
      const [a] = await createChildren(t.admin, 1);
      const bundle = await createBundle(t.admin, false);
      const withLink = await addOption(t.admin, {
        sku: bundle.sku,
        title: 'Dynamic',
        product_links: [{ sku: a, qty: 1, price: 3, price_type: 1 }],
      });
      const empty = await addOption(t.admin, {
        sku: bundle.sku,
        title: 'Empty',
        type: 'checkbox',
        required: false,
        position: 1,
        product_links: [],
      });
      const list = (await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/all`)).body;
      expect(list).toEqual([
        {
          option_id: withLink,
          title: 'Dynamic',
          required: true,
          type: 'select',
          position: 0,
          sku: bundle.sku,
          product_links: [
            { id: expect.any(String), sku: a, option_id: withLink, qty: 1, position: 0, is_default: false, can_change_quantity: 0 },
          ],
        },
        { option_id: empty, title: 'Empty', required: false, type: 'checkbox', position: 1, sku: bundle.sku, product_links: [] },
      ]);
    });

    it('keeps a title per store view: an update through a store view leaves the default title', async () => {
      const bundle = await createBundle(t.admin, false);
      const optionId = await addOption(t.admin, { sku: bundle.sku, title: 'Default title' });
      await t.admin.put(`/rest/default/V1/bundle-products/options/${optionId}`, { option: { sku: bundle.sku, title: 'Store title' } });
      expect((await t.admin.get(`/rest/default/V1/bundle-products/${bundle.sku}/options/${optionId}`)).body.title).toBe('Store title');
      expect((await t.admin.get(`/rest/all/V1/bundle-products/${bundle.sku}/options/${optionId}`)).body.title).toBe('Default title');
    });

    it("updates an option through POST when its option_id is one of the bundle's, and replaces sent links", async () => {
      const [a, b, c] = await createChildren(t.admin, 3);
      const bundle = await createBundle(t.admin, true);
      const optionId = await addOption(t.admin, {
        sku: bundle.sku,
        title: 'Links',
        product_links: [
          { sku: a, qty: 1 },
          { sku: b, qty: 1 },
        ],
      });
      const [linkA] = (await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/${optionId}`)).body.product_links;
      const res = await t.admin.post('/rest/all/V1/bundle-products/options/add', {
        option: {
          option_id: optionId,
          sku: bundle.sku,
          product_links: [
            { id: linkA.id, sku: a, qty: 4 },
            { sku: c, qty: 1, price: 2 },
          ],
        },
      });
      expect(res.body).toBe(optionId);
      const links = (await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/${optionId}`)).body.product_links;
      expect(links.map((l: any) => [l.sku, l.qty, l.price])).toEqual([
        [a, 4, 0],
        [c, 1, 2],
      ]);
      expect(links[0].id).toBe(linkA.id);
    });

    it("refuses bad options with Magento's messages and writes nothing", async () => {
      const [a] = await createChildren(t.admin, 1);
      const simple = await createProduct(t.admin, { sku: uniqueSku('plain') });
      const configurable = await createProduct(t.admin, { sku: uniqueSku('conf'), type_id: 'configurable' });
      const bundle = await createBundle(t.admin, false);
      const add = (option: Record<string, unknown>) =>
        t.admin.post('/rest/V1/bundle-products/options/add', { option: { type: 'select', ...option } });

      expect(await add({ sku: simple.sku, title: 'X' })).toMatchObject({ status: 400, body: BUNDLE_ONLY });
      expect(await add({ sku: 'no-such-bundle', title: 'X' })).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      expect(await add({ sku: bundle.sku, title: '  ', product_links: [{ sku: 'missing' }] })).toMatchObject({
        status: 400,
        body: OPTION_NOT_SAVED,
      });
      expect(await add({ sku: bundle.sku, title: 'No type', type: undefined })).toMatchObject({ status: 400, body: OPTION_NOT_SAVED });
      expect(await add({ sku: bundle.sku, title: 'X', product_links: [{ sku: a }, { sku: 'missing' }] })).toMatchObject({
        status: 404,
        body: PRODUCT_NOT_FOUND,
      });
      expect(await add({ sku: bundle.sku, title: 'X', product_links: [{ sku: configurable.sku }] })).toMatchObject({
        status: 400,
        body: COMPOSITE_CHILD,
      });
      expect(await add({ sku: bundle.sku, title: 'X', product_links: [{ sku: a }, { sku: a.toUpperCase() }] })).toMatchObject({
        status: 400,
        body: { message: 'Child with specified sku: "%1" already assigned to product: "%2"', parameters: [a.toUpperCase(), bundle.sku] },
      });
      expect(await add({ sku: bundle.sku, title: 'X', unknown_field: 1 })).toMatchObject({ status: 400 });
      expect(await stored(bundle.id)).toEqual({ options: 0, titles: 0, selections: 0 });

      const put = await t.admin.put('/rest/V1/bundle-products/options/999999999', { option: { sku: bundle.sku, title: 'X' } });
      expect(put).toMatchObject({ status: 404, body: OPTION_NOT_FOUND });
      expect(await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/999999999`)).toMatchObject({
        status: 404,
        body: OPTION_NOT_FOUND,
      });
      expect(await t.admin.delete(`/rest/V1/bundle-products/${bundle.sku}/options/999999999`)).toMatchObject({
        status: 404,
        body: OPTION_NOT_FOUND,
      });
      expect(await t.admin.get(`/rest/V1/bundle-products/${simple.sku}/options/all`)).toMatchObject({ status: 400, body: BUNDLE_ONLY });
      expect(await t.admin.get(`/rest/V1/bundle-products/no-such-bundle/options/all`)).toMatchObject({
        status: 404,
        body: PRODUCT_NOT_FOUND,
      });
    });
  });

  describe('links (children)', () => {
    it('adds, lists, changes and removes children', async () => {
      const [a, b, c] = await createChildren(t.admin, 3);
      const bundle = await createBundle(t.admin, true);
      const first = await addOption(t.admin, { sku: bundle.sku, title: 'First', product_links: [{ sku: a, qty: 1 }] });
      const second = await addOption(t.admin, { sku: bundle.sku, title: 'Second', position: 1 });

      // The product is read (and cached) before the link is added; the add empties the cache.
      expect(
        (await t.admin.get(`/rest/V1/products/${bundle.sku}`)).body.extension_attributes.bundle_product_options[1].product_links,
      ).toEqual([]);
      const added = await t.admin.post(`/rest/V1/bundle-products/${bundle.sku}/links/${second}`, {
        linkedProduct: { sku: b, qty: 2, price: 7, price_type: 1, option_id: first },
      });
      expect(added.status).toBe(200);
      expect(typeof added.body).toBe('number');

      const children = await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children`);
      expect(children.status).toBe(200);
      expect(children.body.map((l: any) => [l.sku, l.option_id])).toEqual([
        [a, first],
        [b, second],
      ]);
      expect(children.body[1]).toEqual({
        id: String(added.body),
        sku: b,
        option_id: second,
        qty: 2,
        position: 0,
        is_default: false,
        price: 7,
        price_type: 1,
        can_change_quantity: 0,
      });
      expect(
        (await t.admin.get(`/rest/V1/products/${bundle.sku}`)).body.extension_attributes.bundle_product_options[1].product_links,
      ).toEqual([children.body[1]]);
      const ofSecond = await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children?optionId=${second}`);
      expect(ofSecond.body).toEqual([children.body[1]]);

      // Change the link's child, quantity and position; then move it to the first option.
      const saved = await t.admin.put(`/rest/V1/bundle-products/${bundle.sku}/links/${added.body}`, {
        linkedProduct: { sku: c, qty: 3, position: 4, is_default: true },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toBe(true);
      expect((await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children?optionId=${second}`)).body).toEqual([
        {
          id: String(added.body),
          sku: c,
          option_id: second,
          qty: 3,
          position: 4,
          is_default: true,
          price: 7,
          price_type: 1,
          can_change_quantity: 0,
        },
      ]);
      const moved = await t.admin.put(`/rest/V1/bundle-products/${bundle.sku}/links/${added.body}`, {
        linkedProduct: { sku: c, option_id: first },
      });
      expect(moved.body).toBe(true);
      expect((await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children?optionId=${first}`)).body.map((l: any) => l.sku)).toEqual([
        a,
        c,
      ]);

      const removed = await t.admin.delete(`/rest/V1/bundle-products/${bundle.sku}/options/${first}/children/${a.toUpperCase()}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toBe(true);
      expect((await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children`)).body.map((l: any) => l.sku)).toEqual([c]);
      expect(await stored(bundle.id)).toEqual({ options: 2, titles: 2, selections: 1 });
    });

    it("refuses bad links with Magento's messages and writes nothing", async () => {
      const [a, b] = await createChildren(t.admin, 2);
      const simple = await createProduct(t.admin, { sku: uniqueSku('plain') });
      const bundle = await createBundle(t.admin, false);
      const other = await createBundle(t.admin, false);
      const optionId = await addOption(t.admin, { sku: bundle.sku, title: 'One', product_links: [{ sku: a, qty: 1 }] });
      const otherOption = await addOption(t.admin, { sku: other.sku, title: 'Other', product_links: [{ sku: b, qty: 1 }] });
      const linkId = (await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children`)).body[0].id;
      const otherLinkId = (await t.admin.get(`/rest/V1/bundle-products/${other.sku}/children`)).body[0].id;
      const before = await stored(bundle.id);
      const link = (path: string, body: unknown, method = 'POST') => t.admin.call(method, `/rest/V1/bundle-products/${path}`, body);

      expect(await link(`${simple.sku}/links/${optionId}`, { linkedProduct: { sku: b } })).toMatchObject({
        status: 400,
        body: { message: 'The product with the "%1" SKU isn\'t a bundle product.', parameters: [simple.sku] },
      });
      expect(await link(`no-such-bundle/links/${optionId}`, { linkedProduct: { sku: b } })).toMatchObject({
        status: 404,
        body: PRODUCT_NOT_FOUND,
      });
      expect(await link(`${bundle.sku}/links/${otherOption}`, { linkedProduct: { sku: b } })).toMatchObject({
        status: 400,
        body: { message: 'Product with specified sku: "%1" does not contain option: "%2"', parameters: [bundle.sku, otherOption] },
      });
      expect(await link(`${bundle.sku}/links/${optionId}`, { linkedProduct: { sku: 'missing' } })).toMatchObject({
        status: 404,
        body: PRODUCT_NOT_FOUND,
      });
      expect(await link(`${bundle.sku}/links/${optionId}`, { linkedProduct: { sku: other.sku } })).toMatchObject({
        status: 400,
        body: COMPOSITE_CHILD,
      });
      expect(await link(`${bundle.sku}/links/${optionId}`, { linkedProduct: { sku: a } })).toMatchObject({
        status: 400,
        body: { message: 'Child with specified sku: "%1" already assigned to product: "%2"', parameters: [a, bundle.sku] },
      });
      expect(await link(`${bundle.sku}/links/${optionId}`, {})).toMatchObject({
        status: 400,
        body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'linkedProduct' } },
      });

      expect(await link(`${bundle.sku}/links/999999999`, { linkedProduct: { sku: a } }, 'PUT')).toMatchObject({
        status: 400,
        body: { message: 'The product link with the "%1" ID field wasn\'t found. Verify the ID and try again.', parameters: ['999999999'] },
      });
      expect(await link(`${bundle.sku}/links/${otherLinkId}`, { linkedProduct: { sku: a } }, 'PUT')).toMatchObject({ status: 400 });
      expect(await link(`${bundle.sku}/links/${linkId}`, { linkedProduct: { qty: 2 } }, 'PUT')).toMatchObject({
        status: 404,
        body: PRODUCT_NOT_FOUND,
      });
      expect(await link(`${bundle.sku}/links/${linkId}`, { linkedProduct: { sku: a, option_id: otherOption } }, 'PUT')).toMatchObject({
        status: 400,
        body: { message: 'Product with specified sku: "%1" does not contain option: "%2"', parameters: [bundle.sku, otherOption] },
      });

      expect(await link(`${bundle.sku}/options/${optionId}/children/${b}`, undefined, 'DELETE')).toMatchObject({
        status: 404,
        body: { message: "The bundle product doesn't exist. Review your request and try again." },
      });
      expect(await link(`${simple.sku}/options/${optionId}/children/${a}`, undefined, 'DELETE')).toMatchObject({
        status: 400,
        body: { message: 'The product with the "%1" SKU isn\'t a bundle product.', parameters: [simple.sku] },
      });
      expect(await t.admin.get(`/rest/V1/bundle-products/${simple.sku}/children`)).toMatchObject({ status: 400, body: BUNDLE_ONLY });
      expect(await stored(bundle.id)).toEqual(before);
      expect((await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children`)).body).toEqual([
        { id: linkId, sku: a, option_id: optionId, qty: 1, position: 0, is_default: false, can_change_quantity: 0 },
      ]);
    });
  });

  describe('bundle_product_options on product save and read', () => {
    it('creates a bundle with options, reads them back and replaces them on save', async () => {
      const [a, b, c] = await createChildren(t.admin, 3);
      const sku = uniqueSku('bundle-save');
      const created = await createProduct(t.admin, {
        sku,
        type_id: 'bundle',
        custom_attributes: [{ attribute_code: 'price_type', value: 1 }],
        extension_attributes: {
          bundle_product_options: [
            {
              title: 'Main',
              type: 'radio',
              required: true,
              position: 1,
              product_links: [
                { sku: a, qty: 1, is_default: true, price: 4 },
                { sku: b, qty: 2 },
              ],
            },
            { title: 'Extra', type: 'checkbox', required: false, position: 2, product_links: [{ sku: c, qty: 1 }] },
          ],
        },
      });
      const options = created.extension_attributes.bundle_product_options;
      expect(options).toHaveLength(2);
      expect(options[0]).toMatchObject({ title: 'Main', type: 'radio', required: true, position: 1, sku });
      expect(options[0].product_links.map((l: any) => [l.sku, l.qty, l.price, l.is_default])).toEqual([
        [a, 1, 4, true],
        [b, 2, 0, false],
      ]);
      expect(options[1]).toMatchObject({ title: 'Extra', type: 'checkbox', required: false, product_links: [{ sku: c }] });
      expect(customAttributes(created)).toMatchObject({ has_options: '1', required_options: '1' });
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.bundle_product_options).toEqual(options);
      expect((await t.admin.get(`/rest/V1/bundle-products/${sku}/options/all`)).body).toEqual(options);

      // Round trip: keep Main (renamed, its first link changed, B dropped, C added), drop Extra, add New.
      const main = options[0];
      const res = await t.admin.put(`/rest/all/V1/products/${sku}`, {
        product: {
          extension_attributes: {
            bundle_product_options: [
              {
                ...main,
                title: 'Main renamed',
                product_links: [
                  { ...main.product_links[0], qty: 5 },
                  { sku: c, qty: 1 },
                ],
              },
              { title: 'New', type: 'select', position: 3, product_links: [{ sku: b, qty: 1 }] },
            ],
          },
        },
      });
      expect(res.status).toBe(200);
      const replaced = res.body.extension_attributes.bundle_product_options;
      expect(replaced.map((o: any) => [o.option_id === main.option_id, o.title])).toEqual([
        [true, 'Main renamed'],
        [false, 'New'],
      ]);
      expect(replaced[0].product_links.map((l: any) => [l.id, l.sku, l.qty])).toEqual([
        [main.product_links[0].id, a, 5],
        [expect.any(String), c, 1],
      ]);
      expect(await stored(created.id)).toEqual({ options: 2, titles: 2, selections: 3 });

      // Two links of one option may swap their children in one save.
      const [first, second] = replaced[0].product_links;
      const swapped = await t.admin.put(`/rest/all/V1/products/${sku}`, {
        product: {
          extension_attributes: {
            bundle_product_options: [
              {
                ...replaced[0],
                product_links: [
                  { ...first, sku: second.sku },
                  { ...second, sku: first.sku },
                ],
              },
              replaced[1],
            ],
          },
        },
      });
      expect(swapped.status).toBe(200);
      expect(swapped.body.extension_attributes.bundle_product_options[0].product_links.map((l: any) => [l.id, l.sku])).toEqual([
        [first.id, second.sku],
        [second.id, first.sku],
      ]);
      await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { extension_attributes: { bundle_product_options: replaced } } });

      // A save that does not send the options (or sends none) keeps them.
      await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { name: 'Renamed bundle' } });
      await t.admin.put(`/rest/all/V1/products/${sku}`, { product: { extension_attributes: { bundle_product_options: [] } } });
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).body.extension_attributes.bundle_product_options).toEqual(replaced);
    });

    it('refuses a save with a bad child before anything is written, and ignores the field on other types', async () => {
      const sku = uniqueSku('bundle-bad');
      const res = await t.admin.post('/rest/V1/products', {
        product: {
          sku,
          name: 'Bad',
          type_id: 'bundle',
          attribute_set_id: 4,
          extension_attributes: { bundle_product_options: [{ title: 'T', type: 'select', product_links: [{ sku: 'missing' }] }] },
        },
      });
      expect(res).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).status).toBe(404);

      const untitled = await t.admin.post('/rest/V1/products', {
        product: {
          sku,
          name: 'Bad',
          type_id: 'bundle',
          attribute_set_id: 4,
          extension_attributes: { bundle_product_options: [{ type: 'select' }] },
        },
      });
      expect(untitled).toMatchObject({ status: 400, body: OPTION_NOT_SAVED });
      expect((await t.admin.get(`/rest/V1/products/${sku}`)).status).toBe(404);

      const simple = await createProduct(t.admin, {
        sku: uniqueSku('simple-with-options'),
        extension_attributes: { bundle_product_options: [{ title: 'Ignored', type: 'select' }] },
      });
      expect(simple.extension_attributes.bundle_product_options).toBeUndefined();
      expect(await stored(simple.id)).toEqual({ options: 0, titles: 0, selections: 0 });

      const typo = await t.admin.post('/rest/V1/products', {
        product: {
          sku,
          type_id: 'bundle',
          extension_attributes: { bundle_product_options: [{ title: 'T', type: 'select', product_links: [{ sku: 'x', qtty: 1 }] }] },
        },
      });
      expect(typo.status).toBe(400);
      expect(typo.body.parameters).toMatchObject({ fieldName: 'qtty' });
    });

    it('deleting a child removes its selections; deleting the bundle removes its options', async () => {
      const [a, b] = await createChildren(t.admin, 2);
      const bundle = await createBundle(t.admin, false);
      await addOption(t.admin, {
        sku: bundle.sku,
        title: 'Opt',
        product_links: [
          { sku: a, qty: 1 },
          { sku: b, qty: 1 },
        ],
      });

      expect((await t.admin.delete(`/rest/V1/products/${a}`)).status).toBe(200);
      expect((await t.admin.get(`/rest/V1/bundle-products/${bundle.sku}/children`)).body.map((l: any) => l.sku)).toEqual([b]);
      expect(
        (await t.admin.get(`/rest/V1/products/${bundle.sku}`)).body.extension_attributes.bundle_product_options[0].product_links,
      ).toHaveLength(1);

      expect((await t.admin.delete(`/rest/V1/products/${bundle.sku}`)).status).toBe(200);
      expect(await stored(bundle.id)).toEqual({ options: 0, titles: 0, selections: 0 });
      expect((await t.admin.get(`/rest/V1/products/${b}`)).status).toBe(200);
    });
  });
});
