import { ProductCache } from '@mercato/catalog';
import { createProduct, uniqueSku } from '../support/app';
import { CatalogApp, customAttributes, PRODUCT_NOT_FOUND, startCatalogApp } from '../catalog/support';

const CP = '/rest/V1/configurable-products';
const NOT_CONFIGURABLE = 'This is implemented for the "%1" configurable product only.';
const NO_OPTION = "The option that was requested doesn't exist. Verify the entity and try again.";

/**
 * Magento_ConfigurableProduct over HTTP: options, children, variation generation and the product
 * extension attributes. Runs on a database of its own: it adds attributes to the Default set.
 */
describe('configurable products', () => {
  let t: CatalogApp;
  const color = { id: 0, code: 'cfg_color', red: 0, blue: 0, green: 0 };
  const size = { id: 0, code: 'cfg_size', s: 0, m: 0 };
  let storeScoped = 0;
  let outsideSet = 0;

  /** A global dropdown with options in sort order; answers its id and option ids by label. */
  const selectAttribute = async (code: string, labels: string[], extra: Record<string, unknown> = {}) => {
    const res = await t.admin.post('/rest/V1/products/attributes', {
      attribute: {
        attribute_code: code,
        frontend_input: 'select',
        default_frontend_label: code,
        scope: 'global',
        options: labels.map((label, i) => ({ label, sort_order: i + 1 })),
        ...extra,
      },
    });
    expect(res.status).toBe(200);
    const options: Record<string, number> = {};
    for (const o of res.body.options) if (o.value) options[o.label] = Number(o.value);
    return { id: res.body.attribute_id as number, options };
  };
  const assignToDefaultSet = async (code: string) => {
    const [{ attribute_group_id }] = await t.ds.query(
      `SELECT attribute_group_id FROM eav_attribute_group WHERE attribute_set_id = 4 AND attribute_group_code = 'product-details'`,
    );
    const res = await t.admin.post('/rest/V1/products/attribute-sets/attributes', {
      attributeSetId: 4,
      attributeGroupId: attribute_group_id,
      attributeCode: code,
      sortOrder: 90,
    });
    expect(res.status).toBe(200);
  };
  const product = (sku: string) => t.admin.get(`/rest/V1/products/${encodeURIComponent(sku)}`);
  const child = async (values: Record<string, number>) => {
    const sku = uniqueSku('cfg-child');
    const created = await createProduct(t.admin, {
      sku,
      custom_attributes: Object.entries(values).map(([attribute_code, value]) => ({ attribute_code, value })),
    });
    return { sku, id: created.id as number };
  };
  const parent = async (sku = uniqueSku('cfg-parent')) => {
    const created = await createProduct(t.admin, { sku, type_id: 'configurable', name: 'Shirt', price: 30 });
    return { sku, id: created.id as number };
  };
  const addOption = (sku: string, option: Record<string, unknown>) => t.admin.post(`${CP}/${sku}/options`, { option });
  const colorOption = (extra: Record<string, unknown> = {}) => ({
    attribute_id: String(color.id),
    label: 'Color',
    position: 0,
    values: [{ value_index: color.red }],
    ...extra,
  });
  const rows = async (table: string, column: string, id: number): Promise<number> =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id]))[0].n;

  beforeAll(async () => {
    t = await startCatalogApp('configurable');
    const c = await selectAttribute(color.code, ['Red', 'Blue', 'Green']);
    Object.assign(color, { id: c.id, red: c.options.Red, blue: c.options.Blue, green: c.options.Green });
    const s = await selectAttribute(size.code, ['S', 'M']);
    Object.assign(size, { id: s.id, s: s.options.S, m: s.options.M });
    storeScoped = (await selectAttribute('cfg_store_scoped', ['A'], { scope: 'store' })).id;
    outsideSet = (await selectAttribute('cfg_outside_set', ['A'])).id;
    for (const code of [color.code, size.code, 'cfg_store_scoped']) await assignToDefaultSet(code);
  });
  afterAll(() => t.close());

  describe('options', () => {
    it("adds, reads, updates and deletes an option in Magento's shape", async () => {
      const p = await parent();
      const added = await addOption(p.sku, colorOption());
      expect(added.status).toBe(200);
      expect(added.body).toEqual(expect.any(Number));
      const id = added.body;

      const expected = {
        id,
        attribute_id: String(color.id),
        label: 'Color',
        position: 0,
        is_use_default: false,
        values: [],
        product_id: p.id,
      };
      const list = await t.admin.get(`${CP}/${p.sku}/options/all`);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([expected]);
      expect(Object.keys(list.body[0])).toEqual(['id', 'attribute_id', 'label', 'position', 'is_use_default', 'values', 'product_id']);
      expect((await t.admin.get(`${CP}/${p.sku}/options/${id}`)).body).toEqual(expected);

      const updated = await t.admin.put(`${CP}/${p.sku}/options/${id}`, { option: { label: 'Colour', position: 2 } });
      expect(updated.status).toBe(200);
      expect(updated.body).toBe(id);
      expect((await t.admin.get(`${CP}/${p.sku}/options/${id}`)).body).toEqual({ ...expected, label: 'Colour', position: 2 });

      // An option for an attribute the product already varies by updates that option (Magento 2.4).
      const again = await addOption(p.sku, colorOption({ label: 'Hue' }));
      expect(again.body).toBe(id);
      expect((await t.admin.get(`${CP}/${p.sku}/options/all`)).body).toEqual([{ ...expected, label: 'Hue' }]);

      // is_use_default: the attribute's own label.
      await t.admin.put(`${CP}/${p.sku}/options/${id}`, { option: { is_use_default: true } });
      expect((await t.admin.get(`${CP}/${p.sku}/options/${id}`)).body).toMatchObject({ label: color.code, is_use_default: true });

      const del = await t.admin.delete(`${CP}/${p.sku}/options/${id}`);
      expect(del.status).toBe(200);
      expect(del.body).toBe(true);
      expect((await t.admin.get(`${CP}/${p.sku}/options/all`)).body).toEqual([]);
    });

    it('makes a simple product configurable when it gets an option', async () => {
      const sku = uniqueSku('cfg-simple');
      await createProduct(t.admin, { sku });
      expect((await addOption(sku, colorOption())).status).toBe(200);
      const read = await product(sku);
      expect(read.body.type_id).toBe('configurable');
      expect(read.body.extension_attributes.configurable_product_options).toHaveLength(1);
      expect(customAttributes(read.body)).toMatchObject({ has_options: '1', required_options: '1' });
    });

    it("answers Magento's errors and writes nothing", async () => {
      const p = await parent();
      const simple = uniqueSku('cfg-simple');
      await createProduct(t.admin, { sku: simple });

      expect(await t.admin.get(`${CP}/${simple}/options/all`)).toMatchObject({
        status: 400,
        body: { message: NOT_CONFIGURABLE, parameters: [simple] },
      });
      expect(await t.admin.get(`${CP}/${simple}/options/1`)).toMatchObject({
        status: 400,
        body: { message: NOT_CONFIGURABLE, parameters: [simple] },
      });
      expect(await t.admin.get(`${CP}/no-such-sku/options/all`)).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      expect((await t.admin.get(`${CP}/${p.sku}/options/-42`)).body).toEqual({
        message: 'The "%1" entity that was requested doesn\'t exist. Verify the entity and try again.',
        parameters: [-42],
      });

      expect(await addOption(p.sku, { attribute_id: String(color.id), values: [{ value_index: color.red }] })).toMatchObject({
        status: 400,
        body: { message: 'Option label is not specified.' },
      });
      expect((await addOption(p.sku, {})).body).toEqual({
        message: 'One or more input exceptions have occurred.',
        errors: [
          { message: 'Option attribute ID is not specified.', parameters: [] },
          { message: 'Option label is not specified.', parameters: [] },
          { message: 'Option values are not specified.', parameters: [] },
        ],
      });
      expect((await addOption(p.sku, colorOption({ values: [{}] }))).body).toEqual({
        message: 'Value index is not specified for an option.',
      });
      expect(await addOption(p.sku, colorOption({ attribute_id: String(storeScoped) }))).toMatchObject({
        status: 400,
        body: { message: 'The "%1" attribute can\'t be used to create configurable products.', parameters: ['cfg_store_scoped'] },
      });
      expect(await addOption(p.sku, colorOption({ attribute_id: String(outsideSet) }))).toMatchObject({
        status: 400,
        body: { message: 'The "%1" attribute isn\'t in the attribute set of the product.', parameters: ['cfg_outside_set'] },
      });
      const nameAttribute = (
        await t.ds.query(`SELECT attribute_id FROM eav_attribute WHERE attribute_code = 'name' AND entity_type_id = 4`)
      )[0].attribute_id;
      expect((await addOption(p.sku, colorOption({ attribute_id: String(nameAttribute) }))).status).toBe(400);
      expect(await addOption(p.sku, colorOption({ attribute_id: '999999' }))).toMatchObject({
        status: 404,
        body: {
          message: 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.',
          parameters: ['999999'],
        },
      });
      expect(await addOption(p.sku, { ...colorOption(), unknown_field: 1 })).toMatchObject({ status: 400 });
      expect(await rows('catalog_product_super_attribute', 'product_id', p.id)).toBe(0);

      expect(await t.admin.put(`${CP}/${p.sku}/options/999999`, { option: { label: 'X' } })).toMatchObject({
        status: 404,
        body: { message: 'Option with id "%1" not found', parameters: [999999] },
      });
      expect(await t.admin.delete(`${CP}/${p.sku}/options/999999`)).toMatchObject({ status: 404, body: { message: NO_OPTION } });
      expect(await t.admin.delete(`${CP}/${simple}/options/1`)).toMatchObject({ status: 400, body: { message: NOT_CONFIGURABLE } });
    });
  });

  describe('children', () => {
    it('adds, lists and removes children; option values follow the children', async () => {
      const p = await parent();
      const optionId = (await addOption(p.sku, colorOption())).body;
      const red = await child({ [color.code]: color.red });
      const blue = await child({ [color.code]: color.blue });

      const add = await t.admin.post(`${CP}/${p.sku}/child`, { childSku: blue.sku });
      expect(add.status).toBe(200);
      expect(add.body).toBe(true);
      expect((await t.admin.post(`${CP}/${p.sku}/child`, { childSku: red.sku })).body).toBe(true);

      const children = await t.admin.get(`${CP}/${p.sku}/children`);
      expect(children.status).toBe(200);
      expect(children.body.map((c: any) => c.sku)).toEqual([blue.sku, red.sku]);
      expect(children.body[0]).toMatchObject({ id: blue.id, type_id: 'simple', price: 10, name: 'Test product' });
      expect(customAttributes(children.body[0])[color.code]).toBe(String(color.blue));

      // Values in the attribute's option order (Red before Blue), whatever the children's order.
      expect((await t.admin.get(`${CP}/${p.sku}/options/${optionId}`)).body.values).toEqual([
        { value_index: color.red },
        { value_index: color.blue },
      ]);
      expect((await product(p.sku)).body.extension_attributes).toMatchObject({ configurable_product_links: [blue.id, red.id] });

      const removed = await t.admin.delete(`${CP}/${p.sku}/children/${blue.sku}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toBe(true);
      expect((await t.admin.get(`${CP}/${p.sku}/children`)).body.map((c: any) => c.sku)).toEqual([red.sku]);
      expect((await t.admin.get(`${CP}/${p.sku}/options/${optionId}`)).body.values).toEqual([{ value_index: color.red }]);
      expect(await t.admin.delete(`${CP}/${p.sku}/children/${blue.sku}`)).toMatchObject({ status: 404, body: { message: NO_OPTION } });
    });

    it('refuses what Magento refuses, writing nothing', async () => {
      const p = await parent();
      const red = await child({ [color.code]: color.red });
      const noColor = await child({});
      const simple = uniqueSku('cfg-simple');
      await createProduct(t.admin, { sku: simple });
      const addTo = (sku: string, childSku: string) => t.admin.post(`${CP}/${sku}/child`, { childSku });

      expect(await addTo(p.sku, red.sku)).toMatchObject({
        status: 400,
        body: { message: "The parent product doesn't have configurable product options." },
      });
      await addOption(p.sku, colorOption());
      expect(await addTo(p.sku, 'no-such-child')).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      expect(await addTo('no-such-parent', red.sku)).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
      expect(await addTo(p.sku, noColor.sku)).toMatchObject({
        status: 400,
        body: {
          message: 'The child product doesn\'t have the "%1" attribute value. Verify the value and try again.',
          parameters: [color.code],
        },
      });
      expect((await addTo(p.sku, red.sku)).body).toBe(true);
      expect(await addTo(p.sku, red.sku)).toMatchObject({ status: 400, body: { message: 'The product is already attached.' } });
      const twin = await child({ [color.code]: color.red });
      expect(await addTo(p.sku, twin.sku)).toMatchObject({
        status: 400,
        body: { message: 'Products "%1" and "%2" have the same set of attribute values.', parameters: [twin.id, red.id] },
      });
      expect((await t.admin.get(`${CP}/${p.sku}/children`)).body.map((c: any) => c.id)).toEqual([red.id]);

      expect(await t.admin.delete(`${CP}/${simple}/children/${red.sku}`)).toMatchObject({
        status: 400,
        body: { message: 'The product with the "%1" SKU isn\'t a configurable product.', parameters: [simple] },
      });
      expect(await t.admin.get(`${CP}/${simple}/children`)).toMatchObject({ status: 200, body: [] });
      expect(await t.admin.get(`${CP}/no-such-sku/children`)).toMatchObject({ status: 404, body: PRODUCT_NOT_FOUND });
    });

    it('deleting an option unlinks every child; deleting a child or the parent removes its rows', async () => {
      const p = await parent();
      const optionId = (await addOption(p.sku, colorOption())).body;
      const red = await child({ [color.code]: color.red });
      const blue = await child({ [color.code]: color.blue });
      for (const c of [red, blue]) await t.admin.post(`${CP}/${p.sku}/child`, { childSku: c.sku });

      expect((await t.admin.delete(`/rest/V1/products/${red.sku}`)).body).toBe(true);
      expect((await product(p.sku)).body.extension_attributes.configurable_product_links).toEqual([blue.id]);

      await t.admin.delete(`${CP}/${p.sku}/options/${optionId}`);
      expect((await product(p.sku)).body.extension_attributes).toMatchObject({
        configurable_product_options: [],
        configurable_product_links: [],
      });

      await addOption(p.sku, colorOption());
      await t.admin.post(`${CP}/${p.sku}/child`, { childSku: blue.sku });
      expect((await t.admin.delete(`/rest/V1/products/${p.sku}`)).body).toBe(true);
      expect(await rows('catalog_product_super_attribute', 'product_id', p.id)).toBe(0);
      expect(await rows('catalog_product_super_link', 'parent_id', p.id)).toBe(0);
    });

    it('keeps every child of concurrent adds', async () => {
      const p = await parent();
      await addOption(p.sku, colorOption());
      const kids = await Promise.all([color.red, color.blue, color.green].map((v) => child({ [color.code]: v })));
      const added = await Promise.all(kids.map((k) => t.admin.post(`${CP}/${p.sku}/child`, { childSku: k.sku })));
      expect(added.map((r) => r.body)).toEqual([true, true, true]);
      expect(((await product(p.sku)).body.extension_attributes.configurable_product_links as number[]).sort()).toEqual(
        kids.map((k) => k.id).sort(),
      );
    });

    it('adds a child asynchronously through the derived route', async () => {
      const p = await parent();
      await addOption(p.sku, colorOption());
      const red = await child({ [color.code]: color.red });
      const res = await t.admin.post(`/rest/async/V1/configurable-products/${p.sku}/child`, { childSku: red.sku });
      expect(res.status).toBe(202);
      const [op] = await t.ds.query(`SELECT topic_name FROM magento_operation WHERE bulk_uuid = $1`, [res.body.bulk_uuid]);
      expect(op.topic_name).toBe('async.magento.configurableproduct.api.linkmanagementinterface.addchild.post');
    });
  });

  describe('product save and read', () => {
    it('saves and reads configurable_product_options and configurable_product_links with the product', async () => {
      const red = await child({ [color.code]: color.red, [size.code]: size.s });
      const blue = await child({ [color.code]: color.blue, [size.code]: size.s });
      const sku = uniqueSku('cfg-save');
      const created = await t.admin.post('/rest/V1/products', {
        product: {
          sku,
          name: 'Jacket',
          type_id: 'configurable',
          attribute_set_id: 4,
          price: 50,
          extension_attributes: {
            configurable_product_options: [
              { attribute_id: String(color.id), label: 'Color', position: 0, values: [{ value_index: color.red }] },
              { attribute_id: String(size.id), label: 'Size', position: 1, values: [{ value_index: size.s }] },
            ],
            configurable_product_links: [red.id, blue.id],
          },
        },
      });
      expect(created.status).toBe(200);
      const id = created.body.id;
      const ext = created.body.extension_attributes;
      expect(ext.configurable_product_links).toEqual([red.id, blue.id]);
      expect(ext.configurable_product_options).toEqual([
        {
          id: expect.any(Number),
          attribute_id: String(color.id),
          label: 'Color',
          position: 0,
          is_use_default: false,
          values: [{ value_index: color.red }, { value_index: color.blue }],
          product_id: id,
        },
        {
          id: expect.any(Number),
          attribute_id: String(size.id),
          label: 'Size',
          position: 1,
          is_use_default: false,
          values: [{ value_index: size.s }],
          product_id: id,
        },
      ]);
      expect(customAttributes(created.body)).toMatchObject({ has_options: '1', required_options: '1' });
      expect((await product(sku)).body.extension_attributes).toEqual(
        expect.objectContaining({ configurable_product_options: ext.configurable_product_options }),
      );

      // An update without the fields keeps them; options are merged by attribute (ids kept).
      await t.admin.put(`/rest/V1/products/${sku}`, { product: { name: 'Jacket 2' } });
      expect((await product(sku)).body.extension_attributes.configurable_product_links).toEqual([red.id, blue.id]);
      const colorId = ext.configurable_product_options[0].id;
      const updated = await t.admin.put(`/rest/V1/products/${sku}`, {
        product: {
          extension_attributes: {
            configurable_product_options: [{ attribute_id: String(color.id), label: 'Shade' }],
            configurable_product_links: [blue.id],
          },
        },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.extension_attributes.configurable_product_options).toEqual([
        {
          id: colorId,
          attribute_id: String(color.id),
          label: 'Shade',
          position: 0,
          is_use_default: false,
          values: [{ value_index: color.blue }],
          product_id: id,
        },
      ]);
      expect(updated.body.extension_attributes.configurable_product_links).toEqual([blue.id]);
    });

    it('checks the children of a save and writes nothing when they are refused', async () => {
      const red = await child({ [color.code]: color.red });
      const twin = await child({ [color.code]: color.red });
      const noColor = await child({});
      const p = await parent();
      const save = (extension: Record<string, unknown>) =>
        t.admin.put(`/rest/V1/products/${p.sku}`, { product: { name: 'Changed', extension_attributes: extension } });
      const options = [colorOption()];

      expect(await save({ configurable_product_options: options, configurable_product_links: [red.id, twin.id] })).toMatchObject({
        status: 400,
        body: { message: 'Products "%1" and "%2" have the same set of attribute values.', parameters: [twin.id, red.id] },
      });
      expect(await save({ configurable_product_options: options, configurable_product_links: [noColor.id] })).toMatchObject({
        status: 400,
        body: { message: 'Product with id "%1" does not contain required attribute "%2".', parameters: [noColor.id, color.code] },
      });
      expect(await save({ configurable_product_options: options, configurable_product_links: [999999] })).toMatchObject({
        status: 404,
        body: PRODUCT_NOT_FOUND,
      });
      expect(await save({ configurable_product_options: [{ attribute_id: String(color.id) }] })).toMatchObject({
        status: 400,
        body: { message: 'One or more input exceptions have occurred.' },
      });
      expect(await save({ configurable_product_links: ['x'] })).toMatchObject({ status: 400 });
      expect(await rows('catalog_product_super_attribute', 'product_id', p.id)).toBe(0);
      expect((await product(p.sku)).body.name).toBe('Shirt');
    });

    it('ignores the fields for other types and clears them when a product stops being configurable', async () => {
      const red = await child({ [color.code]: color.red });
      const sku = uniqueSku('cfg-simple');
      const simple = await createProduct(t.admin, {
        sku,
        extension_attributes: { configurable_product_options: [colorOption()], configurable_product_links: [red.id] },
      });
      expect(simple.extension_attributes).not.toHaveProperty('configurable_product_options');
      expect(await rows('catalog_product_super_attribute', 'product_id', simple.id)).toBe(0);

      const p = await parent();
      await addOption(p.sku, colorOption());
      await t.admin.post(`${CP}/${p.sku}/child`, { childSku: red.sku });
      const changed = await t.admin.put(`/rest/V1/products/${p.sku}`, { product: { type_id: 'simple' } });
      expect(changed.status).toBe(200);
      expect(changed.body.extension_attributes).not.toHaveProperty('configurable_product_links');
      expect(await rows('catalog_product_super_attribute', 'product_id', p.id)).toBe(0);
      expect(await rows('catalog_product_super_link', 'parent_id', p.id)).toBe(0);
    });
  });

  describe('variation generation', () => {
    it("answers one unsaved product per combination, as Magento's ProductVariationsBuilder", async () => {
      const sku = uniqueSku('cfg-var');
      const res = await t.admin.put(`${CP}/variation`, {
        product: {
          sku,
          name: 'Tee',
          price: 12,
          type_id: 'simple',
          attribute_set_id: 4,
          custom_attributes: [{ attribute_code: 'description', value: 'Soft' }],
        },
        options: [
          { attribute_id: String(color.id), values: [{ value_index: color.blue }, { value_index: color.red }] },
          { attribute_id: String(size.id), values: [{ value_index: size.s }, { value_index: size.m }] },
        ],
      });
      expect(res.status).toBe(200);
      const suffixes = [
        [color.red, size.s],
        [color.red, size.m],
        [color.blue, size.s],
        [color.blue, size.m],
      ];
      expect(res.body).toEqual(
        suffixes.map(([c, s]) => ({
          sku: `${sku}-${c}-${s}`,
          name: `Tee-${c}-${s}`,
          attribute_set_id: 4,
          price: 12,
          visibility: 1,
          type_id: 'simple',
          custom_attributes: [
            { attribute_code: 'description', value: 'Soft' },
            { attribute_code: color.code, value: String(c) },
            { attribute_code: size.code, value: String(s) },
          ],
        })),
      );
      expect(await t.ds.query(`SELECT 1 FROM catalog_product_entity WHERE sku LIKE $1`, [`${sku}%`])).toEqual([]);
    });

    it('answers no product for an option without known values, and 404 for an unknown attribute', async () => {
      const product = { sku: uniqueSku('cfg-var'), name: 'Tee' };
      expect(
        (
          await t.admin.put(`${CP}/variation`, {
            product,
            options: [{ attribute_id: String(color.id), values: [{ value_index: 999999 }] }],
          })
        ).body,
      ).toEqual([]);
      expect(
        await t.admin.put(`${CP}/variation`, { product, options: [{ attribute_id: '999999', values: [{ value_index: 1 }] }] }),
      ).toMatchObject({
        status: 404,
        body: {
          message: 'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.',
          parameters: ['999999'],
        },
      });
      expect((await t.admin.put(`${CP}/variation`, { product })).body).toEqual({
        message: '"%fieldName" is required. Enter and try again.',
        parameters: { fieldName: 'options' },
      });
    });
  });

  describe('product cache', () => {
    it("drops a cached parent when a child's value changes in another process, and keeps the others", async () => {
      const p = await parent();
      await addOption(p.sku, colorOption());
      const red = await child({ [color.code]: color.red });
      const other = await child({ [color.code]: color.red });
      expect((await t.admin.post(`${CP}/${p.sku}/child`, { childSku: red.sku })).body).toBe(true);
      const values = async () => (await product(p.sku)).body.extension_attributes.configurable_product_options[0].values;
      expect(await values()).toEqual([{ value_index: color.red }]);
      expect((await product(other.sku)).status).toBe(200);
      const cache = t.app.get(ProductCache);
      // The notifications of the writes above may land after the first read and drop its entry
      // once: read until the parent is served from the cache.
      let before = cache.stats();
      for (let i = 0; i < 50; i++) {
        before = cache.stats();
        expect(await values()).toEqual([{ value_index: color.red }]);
        if (cache.stats().hits === before.hits + 1) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(cache.stats().hits).toBe(before.hits + 1);

      // Another connection turns the child blue: its trigger names the child, and the parent's
      // entry, which embeds the children's values, goes with it.
      await t.ds.query(`UPDATE catalog_product_entity_int SET value = $1 WHERE entity_id = $2 AND attribute_id = $3 AND store_id = 0`, [
        color.blue,
        red.id,
        color.id,
      ]);
      let seen: unknown = null;
      for (let i = 0; i < 50; i++) {
        seen = await values();
        if (JSON.stringify(seen) === JSON.stringify([{ value_index: color.blue }])) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toEqual([{ value_index: color.blue }]);
      // The unrelated child is still served from the cache.
      const hits = cache.stats().hits;
      expect((await product(other.sku)).status).toBe(200);
      expect(cache.stats().hits).toBe(hits + 1);
    });
  });
});
