import { OrderPlacement, PlaceOrderRequest } from '@mercato/sales';
import { adminClient, Client, createProduct, startApp, TestApp, uniqueSku } from '../support/app';
import { mailsTo, tempDataDir } from '../support/mail';
import { guestOrder, stockedProduct } from './orders-support';
import { outputDeparturesOf } from '../support/output';

const HEADER = 'Invoice Document Validation Error(s):\n';
const NO_ENTITY = "The entity that was requested doesn't exist. Verify the entity and try again.";

/** Invoices (POST /V1/order/:id/invoice and the invoice repository/management routes) and payment transactions. */
describe('sales: invoices', () => {
  let t: TestApp;
  let admin: Client;
  let placement: OrderPlacement;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startApp({ DATA_DIR: dataDir });
    admin = await adminClient(t);
    placement = t.app.get(OrderPlacement);
  });
  afterAll(() => t.close());

  const email = () => `${uniqueSku('inv')}@example.com`;
  const place = async (req: PlaceOrderRequest) => (await placement.place(req)).orderId;
  const order = async (id: number) => (await admin.get(`/rest/V1/orders/${id}`)).body;
  const salable = async (sku: string) => (await admin.get(`/rest/V1/inventory/get-product-salable-quantity/${sku}/1`)).body;
  const sourceQty = async (sku: string) =>
    Number((await t.ds.query(`SELECT quantity FROM inventory_source_item WHERE sku = $1 AND source_code = 'default'`, [sku]))[0].quantity);

  it('invoices the whole order by default: the invoice, the order counters and state', async () => {
    const sku = await stockedProduct(admin, 10);
    const orderId = await place(guestOrder(sku, 3, email()));
    const res = await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true });
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('number');

    const invoice = (await admin.get(`/rest/V1/invoices/${res.body}`)).body;
    expect(invoice).toMatchObject({
      entity_id: res.body,
      order_id: orderId,
      state: 2,
      store_id: 1,
      total_qty: 3,
      subtotal: 30,
      shipping_amount: 15,
      grand_total: 45,
      base_grand_total: 45,
      order_currency_code: 'USD',
      is_used_for_refund: 0,
      can_void_flag: 0,
      items: [{ sku, qty: 3, price: 10, row_total: 30 }],
      comments: [],
    });
    expect(invoice.increment_id).toMatch(/^\d{9}$/);

    const o = await order(orderId);
    expect(o).toMatchObject({
      state: 'processing',
      status: 'processing',
      total_invoiced: 45,
      total_paid: 45,
      total_due: 0,
      subtotal_invoiced: 30,
      shipping_invoiced: 15,
    });
    expect(o.items[0]).toMatchObject({ qty_invoiced: 3, row_invoiced: 30 });
    expect(invoice.items[0].order_item_id).toBe(o.items[0].item_id);
    expect(o.payment).toMatchObject({ amount_paid: 45, shipping_captured: 15 });
    // A physical item's stock is untouched until it ships.
    expect(await sourceQty(sku)).toBe(10);
    expect(await salable(sku)).toBe(7);

    // Nothing left to invoice.
    const again = await admin.post(`/rest/V1/order/${orderId}/invoice`, {});
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      HEADER +
        "The order does not allow an invoice to be created.\nThe invoice can't be created without products. Add products and try again.",
    );
  });

  it('invoices part of an item, then the rest; shipping goes with the first invoice', async () => {
    const sku = await stockedProduct(admin, 10);
    const orderId = await place(guestOrder(sku, 4, email()));
    const itemId = (await order(orderId)).items[0].item_id;

    const first = await admin.post(`/rest/V1/order/${orderId}/invoice`, { items: [{ order_item_id: itemId, qty: 1 }] });
    expect(first.status).toBe(200);
    expect((await admin.get(`/rest/V1/invoices/${first.body}`)).body).toMatchObject({
      total_qty: 1,
      subtotal: 10,
      shipping_amount: 20,
      grand_total: 30,
    });
    expect(await order(orderId)).toMatchObject({ state: 'processing', total_invoiced: 30, total_paid: 30, total_due: 30 });

    const over = await admin.post(`/rest/V1/order/${orderId}/invoice`, { items: [{ order_item_id: itemId, qty: 5 }] });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(
      HEADER + `The quantity to invoice must not be greater than the uninvoiced quantity for product SKU "${sku}".`,
    );

    const unknown = await admin.post(`/rest/V1/order/${orderId}/invoice`, { items: [{ order_item_id: -1, qty: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(HEADER + "The invoice can't be created without products. Add products and try again.");

    const rest = await admin.post(`/rest/V1/order/${orderId}/invoice`, { items: [{ order_item_id: itemId, qty: 3 }] });
    expect((await admin.get(`/rest/V1/invoices/${rest.body}`)).body).toMatchObject({ total_qty: 3, subtotal: 30, grand_total: 30 });
    const o = await order(orderId);
    expect(o).toMatchObject({ total_invoiced: 60, total_paid: 60, total_due: 0, shipping_invoiced: 20 });
    expect(o.items[0].qty_invoiced).toBe(4);

    const list = await admin.get(
      `/rest/V1/invoices?searchCriteria[filter_groups][0][filters][0][field]=order_id` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${orderId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(2);
    expect(list.body.items.map((i: any) => i.entity_id)).toEqual([first.body, rest.body]);
  });

  it('refuses orders that cannot be invoiced, and missing orders', async () => {
    const sku = await stockedProduct(admin, 10);
    const orderId = await place(guestOrder(sku, 1, email()));
    await t.ds.query(`UPDATE sales_order SET state = 'holded', status = 'holded' WHERE entity_id = $1`, [orderId]);
    const held = await admin.post(`/rest/V1/order/${orderId}/invoice`, {});
    expect(held.status).toBe(400);
    expect(held.body.message).toBe(HEADER + 'An invoice cannot be created when an order has a status of holded');

    const missing = await admin.post('/rest/V1/order/999999999/invoice', {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NO_ENTITY);
    expect((await admin.get('/rest/V1/invoices/999999999')).status).toBe(404);
  });

  it('comments, e-mails, capture and void', async () => {
    const to = email();
    const sku = await stockedProduct(admin, 10);
    const orderId = await place(guestOrder(sku, 1, to));
    const id = (
      await admin.post(`/rest/V1/order/${orderId}/invoice`, {
        notify: true,
        appendComment: true,
        comment: { comment: 'Thanks for paying', is_visible_on_front: 1 },
      })
    ).body;
    const mails = (await mailsTo(dataDir, to, 2)).filter((m) => m.subject.startsWith('Invoice'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Thanks for paying');
    expect((await admin.get(`/rest/V1/invoices/${id}`)).body).toMatchObject({ email_sent: 1 });

    const saved = await admin.post('/rest/V1/invoices/comments', {
      entity: { parent_id: id, comment: 'Second note', is_visible_on_front: 0, is_customer_notified: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ parent_id: id, comment: 'Second note', is_visible_on_front: 0 });
    const comments = await admin.get(`/rest/V1/invoices/${id}/comments`);
    expect(comments.body.total_count).toBe(2);
    expect(comments.body.items.map((c: any) => c.comment)).toEqual(['Thanks for paying', 'Second note']);
    expect(comments.body.items[0]).toMatchObject({ is_customer_notified: 1, is_visible_on_front: 1 });

    const emails = await admin.post(`/rest/V1/invoices/${id}/emails`, {});
    expect(emails.status).toBe(200);
    expect(emails.body).toBe(true);

    const voided = await admin.post(`/rest/V1/invoices/${id}/void`, {});
    expect(voided.status).toBe(400);
    expect(voided.body.message).toBe('The void action is not available.');
    const captured = await admin.post(`/rest/V1/invoices/${id}/capture`, {});
    expect(captured.status).toBe(400);
    expect(captured.body.message).toBe('The capture action is not available.');
    expect((await admin.post('/rest/V1/invoices/999999999/capture', {})).status).toBe(404);
  });

  it('captures an open invoice saved through the repository', async () => {
    const sku = await stockedProduct(admin, 10);
    const orderId = await place(guestOrder(sku, 1, email()));
    const saved = await admin.post('/rest/V1/invoices/', {
      entity: {
        order_id: orderId,
        state: 1,
        store_id: 1,
        grand_total: 15,
        base_grand_total: 15,
        subtotal: 10,
        total_qty: 1,
        items: [{ sku, qty: 1, price: 10 }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ order_id: orderId, state: 1, grand_total: 15, items: [{ sku, qty: 1, price: 10 }] });
    expect(await order(orderId)).toMatchObject({ state: 'new' }); // a raw save changes no order counters

    const updated = await admin.post('/rest/V1/invoices/', { entity: { entity_id: saved.body.entity_id, transaction_id: 'ext-1' } });
    expect(updated.body).toMatchObject({ entity_id: saved.body.entity_id, transaction_id: 'ext-1', grand_total: 15 });

    const captured = await admin.post(`/rest/V1/invoices/${saved.body.entity_id}/capture`, {});
    expect(captured.status).toBe(200);
    expect(captured.body).toBe(true);
    expect((await admin.get(`/rest/V1/invoices/${saved.body.entity_id}`)).body.state).toBe(2);
    expect(await order(orderId)).toMatchObject({ total_paid: 15 });
  });

  it('deducts invoiced virtual items from their source (invoice_created)', async () => {
    const sku = uniqueSku('virt');
    await createProduct(admin, { sku, type_id: 'virtual', price: 10 });
    await admin.post('/rest/V1/inventory/source-items', { sourceItems: [{ sku, source_code: 'default', quantity: 5, status: 1 }] });
    const req = guestOrder(sku, 2, email());
    req.items[0] = { ...req.items[0], productType: 'virtual', isVirtual: true };
    const orderId = await place(req);
    expect(await salable(sku)).toBe(3);

    const res = await admin.post(`/rest/V1/order/${orderId}/invoice`, {});
    expect(res.body).toEqual(expect.any(Number));
    expect(await sourceQty(sku)).toBe(3);
    expect(await salable(sku)).toBe(3); // the source lost 2, the reservation of 2 was compensated
    const [r] = await t.ds.query(`SELECT quantity, metadata FROM inventory_reservation WHERE sku = $1 AND quantity > 0`, [sku]);
    expect(Number(r.quantity)).toBe(2);
    expect(JSON.parse(r.metadata)).toMatchObject({ event_type: 'invoice_created', object_id: String(orderId) });
    const legacy = await admin.get(`/rest/V1/stockItems/${sku}`);
    expect(legacy.body.qty).toBe(3);
  });

  it('lists payment transactions: none for offline methods', async () => {
    const list = await admin.get(
      '/rest/V1/transactions?searchCriteria[filter_groups][0][filters][0][field]=txn_type' +
        '&searchCriteria[filter_groups][0][filters][0][value]=capture',
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ items: [], total_count: 0 });
    expect(outputDeparturesOf(t, 'GET /V1/transactions', list.body)).toEqual([]);
    const missing = await admin.get('/rest/V1/transactions/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NO_ENTITY);
  });
});
