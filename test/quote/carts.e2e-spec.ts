import { adminClient, Client, createProduct, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { uniqueEmail } from '../support/customers';

/** Carts and their items over HTTP, as guests, customers and administrators call them. */
describe('quote: carts and items', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  let simple: string;
  let scarce: string;
  let virtualSku: string;
  const notAvailable = 'Product that you are trying to add is not available.';

  const stock = async (sku: string, quantity: number) => {
    const res = await admin.post('/rest/V1/inventory/source-items', {
      sourceItems: [{ sku, source_code: 'default', quantity, status: 1 }],
    });
    expect(res.status).toBe(200);
  };
  const customerClient = async (): Promise<{ client: Client; id: number; email: string }> => {
    const email = uniqueEmail('cart');
    const made = await admin.post('/rest/V1/customers', {
      customer: { email, firstname: 'Cart', lastname: 'Owner', website_id: 1 },
      password: 'Cart-pass-123',
    });
    expect(made.status).toBe(200);
    const token = await guest.post('/rest/V1/integration/customer/token', { username: email, password: 'Cart-pass-123' });
    expect(token.status).toBe(200);
    return { client: new Client(t.base, token.body), id: made.body.id, email };
  };

  beforeAll(async () => {
    t = await startIsolatedApp('quote_carts');
    admin = await adminClient(t);
    guest = new Client(t.base);
    simple = uniqueSku('cart');
    scarce = uniqueSku('scarce');
    virtualSku = uniqueSku('virt');
    await createProduct(admin, { sku: simple, price: 12.5, weight: 1, extension_attributes: { website_ids: [1] } });
    await createProduct(admin, { sku: scarce, price: 3, extension_attributes: { website_ids: [1] } });
    await createProduct(admin, { sku: virtualSku, price: 7, type_id: 'virtual', extension_attributes: { website_ids: [1] } });
    await stock(simple, 100);
    await stock(scarce, 2);
    await stock(virtualSku, 10);
  });
  afterAll(() => t.close());

  it('guest: masked cart, add (same SKU adds up), update, list, delete, get', async () => {
    const created = await guest.post('/rest/V1/guest-carts');
    expect(created.status).toBe(200);
    const masked: string = created.body;
    expect(masked).toMatch(/^[0-9a-f]{32}$/);

    const add = await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: simple, qty: 2, quote_id: masked } });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({
      item_id: expect.any(Number),
      sku: simple,
      qty: 2,
      name: 'Test product',
      price: 12.5,
      product_type: 'simple',
      quote_id: expect.any(String),
    });
    const again = await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: simple, qty: 1 } });
    expect(again.body).toMatchObject({ item_id: add.body.item_id, qty: 3 });

    const updated = await guest.put(`/rest/V1/guest-carts/${masked}/items/${add.body.item_id}`, { cartItem: { qty: 5 } });
    expect(updated).toMatchObject({ status: 200, body: { item_id: add.body.item_id, qty: 5 } });
    const virt = await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: virtualSku, qty: 1 } });
    expect(virt.body).toMatchObject({ product_type: 'virtual', price: 7 });

    const list = await guest.get(`/rest/V1/guest-carts/${masked}/items`);
    expect(list.body.map((i: any) => [i.sku, i.qty])).toEqual([
      [simple, 5],
      [virtualSku, 1],
    ]);
    const cart = await guest.get(`/rest/V1/guest-carts/${masked}`);
    expect(cart.body).toMatchObject({
      is_active: true,
      is_virtual: false,
      items_count: 2,
      items_qty: 6,
      customer_is_guest: true,
      store_id: 1,
    });
    expect(cart.body.billing_address).toMatchObject({ id: expect.any(Number), street: [''], country_id: null });
    const [row] = await t.ds.query(`SELECT row_total::float8 AS row_total FROM quote_item WHERE item_id = $1`, [add.body.item_id]);
    expect(row.row_total).toBe(62.5);

    expect(await guest.delete(`/rest/V1/guest-carts/${masked}/items/${virt.body.item_id}`)).toMatchObject({ status: 200, body: true });
    expect((await guest.get(`/rest/V1/guest-carts/${masked}`)).body).toMatchObject({ items_count: 1, items_qty: 5 });
  });

  it('keeps the counters with each new line: a virtual-only cart is virtual until a physical line joins', async () => {
    const masked: string = (await guest.post('/rest/V1/guest-carts')).body;
    const counters = async () => {
      const { items_count, items_qty, is_virtual } = (await guest.get(`/rest/V1/guest-carts/${masked}`)).body;
      return { items_count, items_qty, is_virtual };
    };
    await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: virtualSku, qty: 2 } });
    expect(await counters()).toEqual({ items_count: 1, items_qty: 2, is_virtual: true });
    await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: simple, qty: 3 } });
    expect(await counters()).toEqual({ items_count: 2, items_qty: 5, is_virtual: false });
    // The same SKU again adds up on its line: recounted, not a new line.
    await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: simple, qty: 1 } });
    expect(await counters()).toEqual({ items_count: 2, items_qty: 6, is_virtual: false });
  });

  it('rejects what Magento rejects when adding and updating', async () => {
    const masked: string = (await guest.post('/rest/V1/guest-carts')).body;
    const add = (cartItem: Record<string, unknown>) => guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem });
    expect(await add({ sku: 'no-such-sku', qty: 1 })).toMatchObject({
      status: 404,
      body: { message: "The product that was requested doesn't exist. Verify the product and try again." },
    });
    expect(await add({ sku: scarce, qty: 3 })).toMatchObject({ status: 400, body: { message: 'Not enough items for sale' } });
    expect(await add({ sku: simple, qty: 0 })).toMatchObject({
      status: 400,
      body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'qty' } },
    });
    const conf = uniqueSku('conf');
    await createProduct(admin, { sku: conf, type_id: 'configurable', extension_attributes: { website_ids: [1] } });
    expect(await add({ sku: conf, qty: 1 })).toMatchObject({ status: 400, body: { message: 'You need to choose options for your item.' } });
    const disabled = uniqueSku('off');
    await createProduct(admin, { sku: disabled, status: 2, extension_attributes: { website_ids: [1] } });
    expect(await add({ sku: disabled, qty: 1 })).toMatchObject({ status: 400, body: { message: notAvailable } });

    const ok = await add({ sku: scarce, qty: 2 });
    expect(ok.status).toBe(200);
    expect(await add({ sku: scarce, qty: 1 })).toMatchObject({ status: 400, body: { message: 'Not enough items for sale' } });
    expect(await guest.put(`/rest/V1/guest-carts/${masked}/items/999999`, { cartItem: { qty: 1 } })).toMatchObject({
      status: 404,
      body: { message: "The %1 Cart doesn't contain the %2 item." },
    });
    expect(await guest.delete(`/rest/V1/guest-carts/${masked}/items/999999`)).toMatchObject({ status: 404 });
    expect(await guest.get('/rest/V1/guest-carts/0123456789abcdef0123456789abcdef')).toMatchObject({
      status: 404,
      body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId' } },
    });
    expect(await add({ sku: simple, qty: 1, bogus: 1 })).toMatchObject({ status: 400 });
  });

  it('customer: one active cart, mine items, guest cart assigned to the caller', async () => {
    const { client, id } = await customerClient();
    expect(await client.get('/rest/V1/carts/mine')).toMatchObject({ status: 404 });
    const first = await client.post('/rest/V1/carts/mine');
    expect(first).toMatchObject({ status: 200, body: expect.any(Number) });
    expect((await client.post('/rest/V1/carts/mine')).body).toBe(first.body);
    expect((await admin.post(`/rest/V1/customers/${id}/carts`)).body).toBe(first.body);

    const add = await client.post('/rest/V1/carts/mine/items', { cartItem: { sku: simple, qty: 1, quote_id: '999999' } });
    expect(add).toMatchObject({ status: 200, body: { sku: simple, qty: 1, quote_id: String(first.body) } });
    const upd = await client.put(`/rest/V1/carts/mine/items/${add.body.item_id}`, { cartItem: { qty: 4 } });
    expect(upd.body).toMatchObject({ qty: 4 });
    const mine = await client.get('/rest/V1/carts/mine');
    expect(mine.body).toMatchObject({ id: first.body, customer_is_guest: false, customer: { id, group_id: 1 }, items_qty: 4 });
    expect((await client.get('/rest/V1/carts/mine/items')).body).toHaveLength(1);

    // A guest cart taken over by the customer: the old cart's lines merge into it.
    const masked: string = (await guest.post('/rest/V1/guest-carts')).body;
    await guest.post(`/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku: simple, qty: 2 } });
    expect(await guest.put(`/rest/V1/guest-carts/${masked}`, { customerId: id, storeId: 1 })).toMatchObject({ status: 401 });
    expect(await client.put(`/rest/V1/guest-carts/${masked}`, { customerId: 424242, storeId: 1 })).toMatchObject({
      status: 200,
      body: true,
    });
    const after = await client.get('/rest/V1/carts/mine');
    expect(after.body.id).not.toBe(first.body);
    expect(after.body).toMatchObject({ items_count: 1, items_qty: 6, customer: { id } });
    expect(await guest.get(`/rest/V1/guest-carts/${masked}`)).toMatchObject({ status: 404 });

    expect(await client.delete(`/rest/V1/carts/mine/items/${after.body.items[0].item_id}`)).toMatchObject({ status: 200, body: true });
    const note = await client.put('/rest/V1/carts/mine', { quote: { ...after.body, customer_note: 'Leave at the door' } });
    expect(note.status).toBe(200);
    const [row] = await t.ds.query(`SELECT customer_note FROM quote WHERE entity_id = $1`, [after.body.id]);
    expect(row.customer_note).toBe('Leave at the door');
  });

  it('admin: create, get, search, assign, items by cart id', async () => {
    const created = await admin.post('/rest/V1/carts/');
    expect(created).toMatchObject({ status: 200, body: expect.any(Number) });
    const cartId = created.body;
    const add = await admin.post(`/rest/V1/carts/${cartId}/items`, { cartItem: { sku: simple, qty: 2, quote_id: String(cartId) } });
    expect(add).toMatchObject({ status: 200, body: { qty: 2, quote_id: String(cartId) } });
    expect(
      (await admin.put(`/rest/V1/carts/${cartId}/items/${add.body.item_id}`, { cartItem: { qty: 3, quote_id: String(cartId) } })).body,
    ).toMatchObject({ qty: 3 });
    expect((await admin.get(`/rest/V1/carts/${cartId}/items`)).body).toHaveLength(1);
    const got = await admin.get(`/rest/V1/carts/${cartId}`);
    expect(got.body).toMatchObject({ id: cartId, items: [{ sku: simple, qty: 3 }], currency: { base_currency_code: 'USD' } });
    expect(await admin.get('/rest/V1/carts/987654')).toMatchObject({
      status: 404,
      body: { parameters: { fieldName: 'cartId', fieldValue: 987654 } },
    });

    const search = await admin.get(
      `/rest/V1/carts/search?searchCriteria[filter_groups][0][filters][0][field]=entity_id` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${cartId}`,
    );
    expect(search.body).toMatchObject({ total_count: 1, items: [{ id: cartId, items_count: 1 }] });

    const { client, id } = await customerClient();
    expect(await admin.put(`/rest/V1/carts/${cartId}`, { customerId: id, storeId: 1 })).toMatchObject({ status: 200, body: true });
    expect((await client.get('/rest/V1/carts/mine')).body).toMatchObject({ id: cartId, customer: { id } });
    expect(await admin.put(`/rest/V1/carts/${cartId}`, { customerId: id, storeId: 1 })).toMatchObject({
      status: 400,
      body: { message: "The customer can't be assigned to the cart because the cart isn't anonymous." },
    });
    expect(await admin.put(`/rest/V1/carts/${cartId}`, { customerId: 777777, storeId: 1 })).toMatchObject({ status: 404 });
    expect(await guest.get(`/rest/V1/carts/${cartId}`)).toMatchObject({ status: 401 });
  });

  it('queues an item add through the async twin of the route', async () => {
    const masked: string = (await guest.post('/rest/V1/guest-carts')).body;
    const res = await guest.post(`/rest/async/V1/guest-carts/${masked}/items`, { cartItem: { sku: simple, qty: 1 } });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ bulk_uuid: expect.any(String), errors: false, request_items: [{ id: 0, status: 'accepted' }] });
    const [op] = await t.ds.query(`SELECT topic_name, status FROM magento_operation WHERE bulk_uuid = $1`, [res.body.bulk_uuid]);
    expect(op).toEqual({ topic_name: 'async.magento.quote.api.guestcartitemrepositoryinterface.save.post', status: 4 });
  });
});
