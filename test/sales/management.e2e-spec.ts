import { OrderPlacement, OrderStateMachine } from '@mercato/sales';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { mailsTo, tempDataDir } from '../support/mail';
import { guestOrder, stockedProduct } from './orders-support';

const MISSING = "The entity that was requested doesn't exist. Verify the entity and try again.";

/** Order management over HTTP: statuses, cancel, hold/unhold, comments, e-mails, order items; and the state machine. */
describe('sales: order management', () => {
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

  const salable = async (sku: string) => (await admin.get(`/rest/V1/inventory/get-product-salable-quantity/${sku}/1`)).body;
  const order = async (id: number) => (await admin.get(`/rest/V1/orders/${id}`)).body;
  const place = async (qty: number, stock = 10) => {
    const sku = await stockedProduct(admin, stock);
    const email = `${uniqueSku('mgmt')}@example.com`;
    const placed = await placement.place(guestOrder(sku, qty, email));
    return { sku, email, id: placed.orderId, incrementId: placed.incrementId };
  };
  /** Stands in for an invoice of `qty` per line (the invoice area's job): quantities and paid totals. */
  const invoice = async (id: number, qty: number) => {
    await t.ds.query(
      `UPDATE sales_order_item SET qty_invoiced = qty_invoiced + $2, row_invoiced = row_invoiced + price * $2 WHERE order_id = $1`,
      [id, qty],
    );
    // The first invoice bills the shipping.
    await t.ds.query(
      `UPDATE sales_order SET
         subtotal_invoiced = coalesce(subtotal_invoiced, 0) + (SELECT sum(price * $2) FROM sales_order_item WHERE order_id = $1),
         shipping_invoiced = shipping_amount,
         total_paid = coalesce(total_paid, 0) + (SELECT sum(price * $2) FROM sales_order_item
         WHERE order_id = $1) + shipping_amount - coalesce(shipping_invoiced, 0)
       WHERE entity_id = $1`,
      [id, qty],
    );
  };

  it('answers the status, 404 for a missing order', async () => {
    const { id } = await place(1);
    const res = await admin.get(`/rest/V1/orders/${id}/statuses`);
    expect(res.status).toBe(200);
    expect(res.body).toBe('pending');
    const missing = await admin.get('/rest/V1/orders/999999999/statuses');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MISSING);
  });

  it('cancels a new order: quantities, canceled totals, state, and the reservation released', async () => {
    const { sku, id, incrementId } = await place(3);
    expect(await salable(sku)).toBe(7);
    const res = await admin.post(`/rest/V1/orders/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect(await salable(sku)).toBe(10);
    const body = await order(id);
    expect(body).toMatchObject({
      state: 'canceled',
      status: 'canceled',
      total_canceled: 45,
      base_total_canceled: 45,
      subtotal_canceled: 30,
      shipping_canceled: 15,
      items: [{ sku, qty_canceled: 3 }],
    });
    const [reservation] = await t.ds.query(
      `SELECT quantity, metadata FROM inventory_reservation WHERE sku = $1 AND metadata LIKE '%order_canceled%'`,
      [sku],
    );
    expect(Number(reservation.quantity)).toBe(3);
    expect(JSON.parse(reservation.metadata)).toEqual({
      event_type: 'order_canceled',
      object_type: 'order',
      object_id: String(id),
      object_increment_id: incrementId,
    });

    // A second cancel is not possible: false, HTTP 200, nothing released again.
    const again = await admin.post(`/rest/V1/orders/${id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body).toBe(false);
    expect(await salable(sku)).toBe(10);
  });

  it('cancels what was not invoiced of a partly invoiced order, which stays processing', async () => {
    const { sku, id } = await place(3);
    await invoice(id, 1);
    expect(await admin.post(`/rest/V1/orders/${id}/cancel`).then((r) => r.body)).toBe(true);
    // 1 invoiced stays reserved until it ships; 2 come back.
    expect(await salable(sku)).toBe(9);
    const body = await order(id);
    expect(body).toMatchObject({
      state: 'processing',
      status: 'processing',
      subtotal_canceled: 20,
      shipping_canceled: 0,
      total_canceled: 20,
      items: [{ qty_canceled: 2 }],
    });
  });

  it('refuses to cancel a fully invoiced or a held order (false)', async () => {
    const invoiced = await place(2);
    await invoice(invoiced.id, 2);
    expect(await admin.post(`/rest/V1/orders/${invoiced.id}/cancel`).then((r) => [r.status, r.body])).toEqual([200, false]);
    const held = await place(1);
    expect(await admin.post(`/rest/V1/orders/${held.id}/hold`).then((r) => r.body)).toBe(true);
    expect(await admin.post(`/rest/V1/orders/${held.id}/cancel`).then((r) => [r.status, r.body])).toEqual([200, false]);
    expect(await salable(held.sku)).toBe(9);
    expect((await admin.post('/rest/V1/orders/999999999/cancel')).status).toBe(404);
  });

  it("holds and unholds, restoring the state and status; Magento's messages when not allowed", async () => {
    const { id } = await place(1);
    const cannotUnhold = await admin.post(`/rest/V1/orders/${id}/unhold`);
    expect(cannotUnhold.status).toBe(400);
    expect(cannotUnhold.body).toEqual({ message: 'You cannot remove the hold.' });

    expect((await admin.post(`/rest/V1/orders/${id}/hold`)).body).toBe(true);
    expect(await order(id)).toMatchObject({ state: 'holded', status: 'holded', hold_before_state: 'new', hold_before_status: 'pending' });
    const twice = await admin.post(`/rest/V1/orders/${id}/hold`);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ message: 'A hold action is not available.' });

    expect((await admin.post(`/rest/V1/orders/${id}/unhold`)).body).toBe(true);
    const after = await order(id);
    expect(after).toMatchObject({ state: 'new', status: 'pending' });
    expect(after).not.toHaveProperty('hold_before_state');

    expect((await admin.post(`/rest/V1/orders/${id}/cancel`)).body).toBe(true);
    expect((await admin.post(`/rest/V1/orders/${id}/hold`)).body).toEqual({ message: 'A hold action is not available.' });
  });

  it('adds comments (setting the status, mailing when notified) and lists them', async () => {
    const { id, email, incrementId } = await place(1);
    const add = await admin.post(`/rest/V1/orders/${id}/comments`, {
      statusHistory: {
        comment: 'Packed with <b>care</b>',
        is_customer_notified: 1,
        is_visible_on_front: 1,
        parent_id: id,
        status: 'pending',
      },
    });
    expect(add.status).toBe(200);
    expect(add.body).toBe(true);
    // A new order's state carries only `pending`; once processing, `fraud` is one of its statuses.
    const refused = await admin.post(`/rest/V1/orders/${id}/comments`, { statusHistory: { comment: 'Suspicious', status: 'fraud' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'Unable to add comment: The status "%1" is not part of the order status history.',
      parameters: ['fraud'],
    });
    await invoice(id, 1);
    await t.app.get(OrderStateMachine).settle(id);
    await admin.post(`/rest/V1/orders/${id}/comments`, {
      statusHistory: { comment: 'Suspicious', is_customer_notified: 0, status: 'fraud' },
    });
    expect((await admin.get(`/rest/V1/orders/${id}/statuses`)).body).toBe('fraud');

    const list = await admin.get(`/rest/V1/orders/${id}/comments`);
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(4); // the placement's row, the comment, the change to processing, the second comment
    expect([list.body.items[1], list.body.items[3]]).toMatchObject([
      {
        parent_id: id,
        comment: 'Packed with <b>care</b>',
        status: 'pending',
        is_customer_notified: 1,
        is_visible_on_front: 1,
        entity_name: 'order',
      },
      { parent_id: id, comment: 'Suspicious', status: 'fraud', is_customer_notified: 0, is_visible_on_front: 0 },
    ]);
    expect(list.body.search_criteria).toEqual({
      filter_groups: [{ filters: [{ field: 'parent_id', value: String(id), condition_type: 'eq' }] }],
    });

    const mails = await mailsTo(dataDir, email, 2);
    const update = mails.find((m) => m.subject.startsWith('Update to your'));
    expect(update?.subject).toBe('Update to your Main Website Store order');
    expect(update?.text).toContain(`Your order #${incrementId} has been updated with a status of Pending.`);
    expect(update?.text).toContain('Packed with care');

    const unknown = await admin.post(`/rest/V1/orders/${id}/comments`, { statusHistory: { comment: 'x', colour: 'red' } });
    expect(unknown.status).toBe(400);
    expect((await admin.post('/rest/V1/orders/999999999/comments', { statusHistory: { comment: 'x' } })).status).toBe(404);
  });

  it('sends the order e-mail again (POST /emails) and marks the history row notified', async () => {
    const { id, email, incrementId } = await place(1);
    const res = await admin.post(`/rest/V1/orders/${id}/emails`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    const mails = await mailsTo(dataDir, email, 2);
    expect(mails.filter((m) => m.text.includes(`Your Order #${incrementId}`))).toHaveLength(2);
    const history = (await admin.get(`/rest/V1/orders/${id}/comments`)).body.items;
    expect(history[history.length - 1].is_customer_notified).toBe(1);
    expect((await admin.post('/rest/V1/orders/999999999/emails')).status).toBe(404);
  });

  it('reads and searches order items', async () => {
    const { sku, id } = await place(2);
    const itemId = (await order(id)).items[0].item_id;
    const one = await admin.get(`/rest/V1/orders/items/${itemId}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      item_id: itemId,
      order_id: id,
      sku,
      qty_ordered: 2,
      price: 10,
      row_total: 20,
      product_type: 'simple',
    });
    expect(one.body).not.toHaveProperty('product_options');
    const missing = await admin.get('/rest/V1/orders/items/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MISSING);

    const list = await admin.get(
      `/rest/V1/orders/items?searchCriteria[filterGroups][0][filters][0][field]=sku` +
        `&searchCriteria[filterGroups][0][filters][0][value]=${sku}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(1);
    expect(list.body.items[0]).toMatchObject({ item_id: itemId, sku });
    expect(list.body.search_criteria.filter_groups[0].filters[0]).toEqual({ field: 'sku', value: sku, condition_type: 'eq' });
  });

  describe('state machine (OrderStateMachine.settle)', () => {
    let machine: OrderStateMachine;
    beforeAll(() => (machine = t.app.get(OrderStateMachine)));
    const state = async (id: number) => {
      const o = await order(id);
      return [o.state, o.status];
    };
    const ship = (id: number, qty: number) =>
      t.ds.query(`UPDATE sales_order_item SET qty_shipped = qty_shipped + $2 WHERE order_id = $1`, [id, qty]);
    const refund = (id: number, qty: number) =>
      t.ds.query(
        `WITH r AS (UPDATE sales_order_item SET qty_refunded = qty_refunded + $2 WHERE order_id = $1 RETURNING price * $2 AS amount)
         UPDATE sales_order SET total_refunded = coalesce(total_refunded, 0) + (SELECT sum(amount) FROM r) + $3 WHERE entity_id = $1`,
        [id, qty, qty === 2 ? 10 : 0],
      );

    it('new → processing → complete → closed, with a history row per change', async () => {
      const { id } = await place(2);
      await machine.settle(id);
      expect(await state(id)).toEqual(['new', 'pending']);
      await invoice(id, 1);
      await machine.settle(id);
      expect(await state(id)).toEqual(['processing', 'processing']);
      await invoice(id, 1);
      await ship(id, 1);
      await machine.settle(id);
      expect(await state(id)).toEqual(['processing', 'processing']);
      await ship(id, 1);
      await machine.settle(id);
      expect(await state(id)).toEqual(['complete', 'complete']);
      await refund(id, 2); // 20 + 10 shipping: everything paid
      await machine.settle(id);
      expect(await state(id)).toEqual(['closed', 'closed']);
      const rows = (await admin.get(`/rest/V1/orders/${id}/comments`)).body.items;
      expect(rows.slice(1).map((r: any) => [r.status, r.comment ?? null])).toEqual([
        ['processing', null],
        ['complete', null],
        ['closed', null],
      ]);
    });

    it('refunding all invoiced before shipping closes; a shipment before the invoice is processing; holds and cancels stay', async () => {
      const a = await place(1);
      await invoice(a.id, 1);
      await t.ds.query(`UPDATE sales_order_item SET qty_refunded = 1 WHERE order_id = $1`, [a.id]);
      await t.ds.query(`UPDATE sales_order SET total_refunded = total_paid WHERE entity_id = $1`, [a.id]);
      await machine.settle(a.id);
      expect(await state(a.id)).toEqual(['closed', 'closed']);

      const b = await place(1);
      await ship(b.id, 1);
      await machine.settle(b.id);
      expect(await state(b.id)).toEqual(['processing', 'processing']);

      const c = await place(1);
      await admin.post(`/rest/V1/orders/${c.id}/hold`);
      await invoice(c.id, 1);
      await machine.settle(c.id);
      expect(await state(c.id)).toEqual(['holded', 'holded']);

      await expect(machine.settle(999999999)).rejects.toMatchObject({ httpStatus: 404 });
    });
  });
});
