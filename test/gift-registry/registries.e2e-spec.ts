import { GiftRegistries } from '@mercato/gift-registry';
import { giftRegistryCreate } from '../../apps/cli/src/commands/gift-registry';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { stockedProduct } from '../quote/checkout-support';
import { cli, cliFailure, Registrant, registrant } from './support';

const rejection = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (e) {
    return { status: e.httpStatus, message: e.message, parameters: e.parameters };
  }
  throw new Error('expected a refusal');
};

/**
 * Gift registries as data (Magento_GiftRegistry's tables): made with the GiftRegistries service and
 * with `mercato giftregistry:create`, items checked against the catalogue, written set-based.
 */
describe('gift registries (service and command line)', () => {
  let t: TestApp;
  let admin: Client;
  let registries: GiftRegistries;
  let rita: Registrant;
  let toaster: string;
  let kettle: string;
  let ebook: string;
  const counts = async () =>
    (
      await t.ds.query(`SELECT (SELECT count(*) FROM magento_giftregistry_entity)::int AS registries,
        (SELECT count(*) FROM magento_giftregistry_item)::int AS items, (SELECT count(*) FROM magento_giftregistry_person)::int AS persons`)
    )[0];

  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    registries = t.app.get(GiftRegistries);
    rita = await registrant(t.base);
    toaster = await stockedProduct(admin, 20);
    kettle = await stockedProduct(admin, 20);
    ebook = uniqueSku('ebook');
    await createProduct(admin, { sku: ebook, type_id: 'virtual', price: 5 });
  });
  afterAll(() => t.close());

  it("installs Magento's default registry types", async () => {
    expect(
      await t.ds.query(`SELECT t.type_id, t.code, i.label, i.sort_order FROM magento_giftregistry_type t
      JOIN magento_giftregistry_type_info i ON i.type_id = t.type_id AND i.store_id = 0 ORDER BY t.type_id`),
    ).toEqual([
      { type_id: 1, code: 'birthday', label: 'Birthday', sort_order: 1 },
      { type_id: 2, code: 'baby_registry', label: 'Baby Registry', sort_order: 5 },
      { type_id: 3, code: 'wedding', label: 'Wedding', sort_order: 10 },
    ]);
  });

  it('creates a registry with registrants, a copy of a stored address and items by SKU', async () => {
    const created = await registries.create({
      customerId: rita.id,
      type: 'wedding',
      title: 'Rita & Sam',
      message: 'Thank you!',
      addressId: rita.addressIds.la,
      registrants: [
        { firstname: 'Rita', lastname: 'Registrant', email: rita.email, role: 'bride' },
        { firstname: 'Sam', lastname: 'Partner', email: 'sam@example.com', role: 'groom' },
      ],
      items: [
        { sku: toaster.toUpperCase(), qty: 2, note: 'the red one' },
        { sku: kettle, qty: 1 },
      ],
    });
    expect(created).toEqual({
      entity_id: expect.any(Number),
      type_id: 3,
      type_code: 'wedding',
      customer_id: rita.id,
      website_id: 1,
      title: 'Rita & Sam',
      message: 'Thank you!',
      is_public: false,
      is_active: true,
      url_key: expect.stringMatching(/^[0-9a-f]{32}$/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      shipping_address: expect.objectContaining({
        city: 'Los Angeles',
        postcode: '90034',
        country_id: 'US',
        region_code: 'CA',
        street: ['5 Palm Ave'],
      }),
      registrants: [
        { person_id: expect.any(Number), firstname: 'Rita', lastname: 'Registrant', email: rita.email, role: 'bride' },
        { person_id: expect.any(Number), firstname: 'Sam', lastname: 'Partner', email: 'sam@example.com', role: 'groom' },
      ],
      items: [
        {
          item_id: expect.any(Number),
          product_id: expect.any(Number),
          sku: toaster,
          qty: 2,
          qty_fulfilled: 0,
          note: 'the red one',
          added_at: expect.any(String),
        },
        {
          item_id: expect.any(Number),
          product_id: expect.any(Number),
          sku: kettle,
          qty: 1,
          qty_fulfilled: 0,
          note: null,
          added_at: expect.any(String),
        },
      ],
    });
    expect(created.shipping_address!.region_id).toEqual(expect.any(Number));
    expect(await registries.get(created.entity_id)).toEqual(created);
  });

  it('adds items: a product already wanted gets its quantity raised, others become new items', async () => {
    const registry = await registries.create({
      customerId: rita.id,
      type: 'birthday',
      title: 'Birthday',
      items: [{ sku: toaster, qty: 1 }],
    });
    const [toasterItem] = registry.items;
    const after = await registries.addItems(registry.entity_id, [
      { sku: toaster, qty: 2 },
      { sku: kettle, qty: 1 },
      { sku: kettle, qty: 2 },
    ]);
    expect(after.items.map((i) => [i.sku, i.qty])).toEqual([
      [toaster, 3],
      [kettle, 3],
    ]);
    expect(after.items[0].item_id).toBe(toasterItem.item_id);
    // Without registrants the owner is the registrant; without an address the registry has none.
    expect(after.registrants).toEqual([expect.objectContaining({ firstname: 'Rita', lastname: 'Registrant', email: rita.email })]);
    expect(after.shipping_address).toBeNull();
  });

  it("refuses bad input with Magento's messages and writes nothing", async () => {
    const before = await counts();
    const base = { customerId: rita.id, type: 'wedding', title: 'Refused', addressId: rita.addressIds.la };
    expect(await rejection(registries.create({ ...base, items: [{ sku: 'no-such-sku', qty: 1 }] }))).toEqual({
      status: 404,
      message: "The product that was requested doesn't exist. Verify the product and try again.",
      parameters: { sku: 'no-such-sku' },
    });
    expect(await rejection(registries.create({ ...base, items: [{ sku: toaster, qty: 0 }] }))).toMatchObject({
      status: 400,
      message: 'The gift registry item quantity is incorrect. Verify the item quantity and try again.',
    });
    expect(await rejection(registries.create({ ...base, items: [{ sku: ebook, qty: 1 }] }))).toMatchObject({
      status: 400,
      message: "You can't add virtual products, digital products or gift cards to gift registries.",
    });
    expect(await rejection(registries.create({ ...base, type: 'graduation' }))).toMatchObject({ status: 400, message: 'Incorrect Type' });
    expect(await rejection(registries.create({ ...base, title: '  ' }))).toMatchObject({ status: 400, message: 'Please enter the title.' });
    expect(await rejection(registries.create({ ...base, registrants: [{ firstname: 'A', lastname: 'B', email: 'nope' }] }))).toMatchObject({
      status: 400,
      message: 'Please enter a valid email address(for example, daniel@x.com).',
    });
    const other = await registrant(t.base);
    expect(await rejection(registries.create({ ...base, addressId: other.addressIds.la }))).toMatchObject({
      status: 400,
      message: 'Please correct the address.',
    });
    expect(await rejection(registries.create({ ...base, customerId: 99999999 }))).toMatchObject({
      status: 404,
      parameters: { fieldName: 'customerId' },
    });
    expect(await rejection(registries.get(99999999))).toMatchObject({
      status: 404,
      message: 'The gift registry ID is incorrect. Verify the ID and try again.',
    });
    expect(await rejection(registries.addItems(99999999, [{ sku: toaster, qty: 1 }]))).toMatchObject({ status: 404 });
    expect(await counts()).toEqual(before);
  });

  it('takes an address given in full, checked for a known country', async () => {
    const address = { firstname: 'Rita', lastname: 'R', street: '1 Rue Neuve', city: 'Paris', postcode: '75001', country_id: 'FR' };
    const registry = await registries.create({
      customerId: rita.id,
      type: 'baby_registry',
      title: 'Baby',
      address,
      items: [{ sku: kettle, qty: 1 }],
    });
    expect(registry.shipping_address).toMatchObject({ street: ['1 Rue Neuve'], city: 'Paris', country_id: 'FR', region_id: null });
    expect(
      await rejection(registries.create({ customerId: rita.id, type: 'birthday', title: 'X', address: { ...address, country_id: 'XX' } })),
    ).toMatchObject({
      status: 400,
      parameters: { fieldName: 'country_id', value: 'XX' },
    });
  });

  it("writes all of a registry's items in one statement, whatever their number", async () => {
    const skus: string[] = [];
    for (let i = 0; i < 6; i++) skus.push(await stockedProduct(admin, 5));
    const statements: string[] = [];
    const query = t.ds.query.bind(t.ds);
    t.ds.query = (sql: string, params?: unknown[]) => {
      statements.push(sql);
      return query(sql, params);
    };
    try {
      const registry = await registries.create({
        customerId: rita.id,
        type: 'birthday',
        title: 'Many',
        items: skus.map((sku) => ({ sku, qty: 1 })),
      });
      expect(registry.items).toHaveLength(6);
    } finally {
      t.ds.query = query;
    }
    // Registry, registrant and the six items: one statement.
    expect(statements.filter((s) => /INSERT INTO magento_giftregistry/.test(s))).toHaveLength(1);
    expect(statements.find((s) => /INSERT INTO magento_giftregistry_item/.test(s))).toMatch(/unnest/);
  });

  it('`mercato giftregistry:create` makes a registry for a customer by e-mail and prints its id, url_key and items', async () => {
    const out = await cli(
      t,
      'giftregistry:create',
      '--customer',
      rita.email.toUpperCase(),
      '--type',
      'birthday',
      '--title',
      'Rita turns 30',
      '--address',
      String(rita.addressIds.austin),
      '--item',
      `${toaster}:2`,
      '--item',
      `${kettle}:1`,
      '--public',
    );
    const match = out.match(
      /^Created gift registry (\d+) with url_key ([0-9a-f]{32})\n {2}item (\d+): (\S+) x 2\n {2}item (\d+): (\S+) x 1\n$/,
    );
    expect(match).not.toBeNull();
    const [, id, urlKey, , firstSku, , secondSku] = match!;
    expect([firstSku, secondSku]).toEqual([toaster, kettle]);

    // Each run loads the whole application: the show and its refusal run side by side.
    const [shownOut, unknown] = await Promise.all([cli(t, 'giftregistry:show', id), cliFailure(t, 'giftregistry:show', '99999999')]);
    expect(unknown).toEqual({ status: 1, stderr: 'The gift registry ID is incorrect. Verify the ID and try again.\n' });
    const shown = JSON.parse(shownOut);
    expect(shown).toMatchObject({
      entity_id: Number(id),
      url_key: urlKey,
      type_code: 'birthday',
      title: 'Rita turns 30',
      is_public: true,
      is_active: true,
      customer_id: rita.id,
      shipping_address: expect.objectContaining({ city: 'Austin', region_code: 'TX', postcode: '73301' }),
      items: [expect.objectContaining({ sku: toaster, qty: 2 }), expect.objectContaining({ sku: kettle, qty: 1 })],
    });
  });

  it("the command line reports refusals with Magento's messages, and its usage for malformed calls", async () => {
    const before = await counts();
    const create = ['giftregistry:create', '--customer', rita.email, '--type', 'wedding', '--title', 'T'];
    // Each run loads the whole application: they run side by side.
    const [missing, nobody, usage] = await Promise.all([
      cliFailure(t, ...create, '--item', 'missing-sku:1'),
      cliFailure(
        t,
        'giftregistry:create',
        '--customer',
        'nobody@example.com',
        '--type',
        'wedding',
        '--title',
        'T',
        '--item',
        `${toaster}:1`,
      ),
      cliFailure(t, ...create),
    ]);
    expect(missing).toEqual({
      status: 1,
      stderr: "The product that was requested doesn't exist. Verify the product and try again. (sku: missing-sku)\n",
    });
    expect(nobody).toEqual({ status: 1, stderr: 'No such entity with email = nobody@example.com, websiteId = 1\n' });
    expect(usage).toMatchObject({ status: 2, stderr: expect.stringContaining('mercato giftregistry:create --customer <email>') });
    // The other refusals, from the service and the argument check the command uses.
    expect(await rejection(registries.customerIdByEmail(rita.email, 'nowhere'))).toMatchObject({
      status: 404,
      message: "The website with code %1 that was requested wasn't found. Verify the website and try again.",
      parameters: ['nowhere'],
    });
    expect(giftRegistryCreate.accepts([...create.slice(1), '--item', `${toaster}`])).toBe(false);
    expect(giftRegistryCreate.accepts([...create.slice(1), '--item', `${toaster}:1`, '--colour', 'red'])).toBe(false);
    expect(giftRegistryCreate.accepts([...create.slice(1), '--item', `${toaster}:1`])).toBe(true);
    expect(await counts()).toEqual(before);
  });
});
