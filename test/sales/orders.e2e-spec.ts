import { CartWriter } from '@mercato/quote';
import { OrderPlacement } from '@mercato/sales';
import { adminClient, Client, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { mailsTo, tempDataDir } from '../support/mail';
import { ADDRESS, guestOrder, rawOrder, stockedProduct } from './orders-support';

/** Order placement (the service checkout calls), order reads and searches, raw saves and address edits. */
describe('sales: orders', () => {
  let t: TestApp;
  let admin: Client;
  let placement: OrderPlacement;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    // Own database: increment ids start at 000000001 and no other file's orders are counted.
    t = await startIsolatedApp('sales_orders', { DATA_DIR: dataDir });
    admin = await adminClient(t);
    placement = t.app.get(OrderPlacement);
  });
  afterAll(() => t.close());

  const salable = async (sku: string) => (await admin.get(`/rest/V1/inventory/get-product-salable-quantity/${sku}/1`)).body;

  it('places an order: rows, increment id, reservation, e-mail, GET /V1/orders/:id', async () => {
    const sku = await stockedProduct(admin, 10);
    const email = `${uniqueSku('buyer')}@example.com`;
    const placed = await placement.place(guestOrder(sku, 3, email));
    expect(placed.incrementId).toBe('000000001');
    expect(await salable(sku)).toBe(7);
    const [reservation] = await t.ds.query(`SELECT stock_id, quantity, metadata FROM inventory_reservation WHERE sku = $1`, [sku]);
    expect(reservation.stock_id).toBe(1);
    expect(Number(reservation.quantity)).toBe(-3);
    // Written by the order's own statement, as Magento's serializer writes it.
    expect(reservation.metadata).toBe(
      `{"event_type":"order_placed","object_type":"order","object_id":"${placed.orderId}","object_increment_id":"000000001"}`,
    );

    const mails = await mailsTo(dataDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Main Website Store order confirmation');
    expect(mails[0].text).toContain('Your Order #000000001');

    const res = await admin.get(`/rest/V1/orders/${placed.orderId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      entity_id: placed.orderId,
      increment_id: '000000001',
      state: 'new',
      status: 'pending',
      store_id: 1,
      store_name: 'Main Website\nMain Website Store\nDefault Store View',
      customer_email: email,
      customer_is_guest: 1,
      grand_total: 45,
      base_grand_total: 45,
      subtotal: 30,
      shipping_amount: 15,
      total_qty_ordered: 3,
      total_due: 45,
      shipping_method: 'flatrate_flatrate',
      shipping_description: 'Flat Rate - Fixed',
      order_currency_code: 'USD',
      email_sent: 1,
      items: [{ sku, qty_ordered: 3, price: 10, row_total: 30, product_type: 'simple', qty_invoiced: 0 }],
      billing_address: { address_type: 'billing', street: ['1 Main St', 'Apt 2'], city: 'Austin', region_code: 'TX', email },
      payment: { method: 'checkmo', amount_ordered: 45, additional_information: ['Check / Money order'] },
      status_histories: [{ status: 'pending', entity_name: 'order' }],
      extension_attributes: {
        shipping_assignments: [
          {
            shipping: {
              address: { address_type: 'shipping', postcode: '78701' },
              method: 'flatrate_flatrate',
              total: { shipping_amount: 15 },
            },
          },
        ],
      },
    });
    expect(res.body).not.toHaveProperty('customer_id'); // null fields are left out
    const second = await placement.place(guestOrder(sku, 1, email));
    expect(second.incrementId).toBe('000000002');
  });

  it('closes the cart it came from through the checkout hook, inside the placement once the order is written', async () => {
    const sku = await stockedProduct(admin, 5);
    const [quote] = await t.ds.query(`INSERT INTO quote (store_id, customer_email) VALUES (1, 'q@example.com') RETURNING entity_id`);
    let orderSeen = false;
    const placed = await placement.place(
      { ...guestOrder(sku, 1, 'q@example.com'), quoteId: quote.entity_id },
      {
        closeCart: async (incrementId) => {
          orderSeen = (await t.ds.query(`SELECT 1 FROM sales_order WHERE increment_id = $1`, [incrementId])).length === 1;
          await t.app.get(CartWriter).closeForOrder(quote.entity_id, incrementId);
        },
      },
    );
    expect(orderSeen).toBe(true);
    const [after] = await t.ds.query(`SELECT is_active, reserved_order_id FROM quote WHERE entity_id = $1`, [quote.entity_id]);
    expect(after).toEqual({ is_active: false, reserved_order_id: placed.incrementId });
  });

  it('refuses an order for more than is salable, and writes nothing', async () => {
    const sku = await stockedProduct(admin, 2);
    const before = (await t.ds.query(`SELECT count(*)::int AS n FROM sales_order`))[0].n;
    await expect(placement.place(guestOrder(sku, 3, 'oos@example.com'))).rejects.toMatchObject({
      httpStatus: 400,
      message: 'Not enough items for sale',
    });
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM sales_order`))[0].n).toBe(before);
    expect(await salable(sku)).toBe(2);
  });

  it('lets exactly one of ten concurrent orders have the last unit', async () => {
    const sku = await stockedProduct(admin, 1);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) => placement.place(guestOrder(sku, 1, `race${n}@example.com`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await salable(sku)).toBe(0);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM sales_order_item WHERE sku = $1`, [sku]);
    expect(n).toBe(1);
  });

  it('saves a raw order whatever ids its records carry: the writer draws its own and never reads theirs', async () => {
    const sku = await stockedProduct(admin, 4);
    const body = rawOrder(sku, 'ids@example.com') as { entity: Record<string, any> };
    // Beyond an integer column's range: read, they would fail the statement.
    const far = 9_999_999_999;
    Object.assign(body.entity.items[0], { item_id: far, order_id: far });
    Object.assign(body.entity.billing_address, { entity_id: far, parent_id: far });
    Object.assign(body.entity.payment, { entity_id: far, parent_id: far });
    const res = await admin.post('/rest/V1/orders', body);
    expect(res.status).toBe(200);
    expect(res.body.items[0].item_id).not.toBe(far);
    expect(res.body.billing_address.entity_id).not.toBe(far);
  });

  it('saves a raw order as given (POST /V1/orders, PUT /V1/orders/create), no reservation', async () => {
    const sku = await stockedProduct(admin, 4);
    const res = await admin.post('/rest/V1/orders', rawOrder(sku));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      increment_id: expect.stringMatching(/^0000000\d\d$/),
      grand_total: 25,
      subtotal: 20,
      state: 'new',
      status: 'pending',
      items: [{ sku, qty_ordered: 2, price: 10, row_total: 20 }],
      billing_address: { address_type: 'billing', street: ['1 Main St', 'Apt 2'] },
      payment: { method: 'checkmo' },
      status_histories: [{ comment: 'imported' }],
      extension_attributes: {
        shipping_assignments: [{ shipping: { method: 'flatrate_flatrate', address: { address_type: 'shipping' } } }],
      },
    });
    expect(await salable(sku)).toBe(4);
    const put = await admin.put('/rest/V1/orders/create', rawOrder(sku, 'put@example.com'));
    expect(put.status).toBe(200);
    expect(put.body.customer_email).toBe('put@example.com');

    // An existing entity_id updates the order's own fields and appends histories.
    const upd = await admin.post('/rest/V1/orders', {
      entity: {
        entity_id: res.body.entity_id,
        status: 'processing',
        state: 'processing',
        status_histories: [{ comment: 'paid', status: 'processing' }],
      },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ status: 'processing', state: 'processing', grand_total: 25 });
    expect(upd.body.status_histories.map((h: any) => h.comment)).toEqual(['paid', 'imported']);
  });

  it('validates raw saves with Magento messages', async () => {
    const missing = await admin.post('/rest/V1/orders', { entity: { items: [{ sku: 'x' }] } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('One or more input exceptions have occurred.');
    expect(missing.body.errors.map((e: any) => e.parameters.fieldName)).toEqual([
      'customer_email',
      'billing_address',
      'payment.method',
      'items[0].qty_ordered',
      'items[0].price',
    ]);
    const body = rawOrder('sku-x') as any;
    body.entity.billing_address = { firstname: 'A', email: 'not-an-email' };
    const badAddress = await admin.post('/rest/V1/orders', body);
    expect(badAddress).toMatchObject({ status: 400, body: { message: "We can't save the address:\n%1" } });
    expect(badAddress.body.parameters[0]).toBe(
      'Zip code is a required field\nLast name is a required field\nStreet is a required field\nCity is a required field\n' +
        'Country is a required field\nPhone Number is a required field\nEmail has a wrong format',
    );
    const unknown = await admin.post('/rest/V1/orders', { entity: { customer_email: 'a@b.c', nonsense: 1 } });
    expect(unknown.status).toBe(400);
    expect((await admin.get('/rest/V1/orders/999999')).status).toBe(404);
  });

  it('edits an order address (PUT /V1/orders/:parent_id)', async () => {
    const sku = await stockedProduct(admin, 3);
    const placed = await placement.place(guestOrder(sku, 1, 'addr@example.com'));
    const order = (await admin.get(`/rest/V1/orders/${placed.orderId}`)).body;
    const res = await admin.put(`/rest/V1/orders/${placed.orderId}`, {
      entity: { entity_id: order.billing_address.entity_id, city: 'Dallas', street: ['9 Elm'] },
    });
    expect(res).toMatchObject({ status: 200, body: { city: 'Dallas', street: ['9 Elm'], address_type: 'billing', postcode: '78701' } });
    const bad = await admin.put(`/rest/V1/orders/${placed.orderId}`, { entity: { entity_id: order.billing_address.entity_id, city: '' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: "We can't save the address:\n%1", parameters: ['City is a required field'] },
    });
  });

  it('searches orders with searchCriteria (GET /V1/orders)', async () => {
    const res = await admin.get(
      '/rest/V1/orders?searchCriteria[filterGroups][0][filters][0][field]=customer_email' +
        '&searchCriteria[filterGroups][0][filters][0][value]=put@example.com',
    );
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(1);
    expect(res.body.items[0]).toMatchObject({ customer_email: 'put@example.com', items: [{ qty_ordered: 2 }] });
    const page = await admin.get(
      '/rest/V1/orders?searchCriteria[pageSize]=2&searchCriteria[currentPage]=1&searchCriteria[sortOrders][0][field]=entity_id' +
        '&searchCriteria[sortOrders][0][direction]=DESC',
    );
    expect(page.body.items).toHaveLength(2);
    expect(page.body.items[0].entity_id).toBeGreaterThan(page.body.items[1].entity_id);
    expect(page.body.total_count).toBeGreaterThan(2);
    expect((await new Client(t.base).get('/rest/V1/orders')).status).toBe(401);
    void ADDRESS;
  });
});
