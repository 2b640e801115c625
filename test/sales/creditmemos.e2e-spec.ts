import { OrderPlacement, PlaceOrderRequest } from '@mercato/sales';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { mailsTo, tempDataDir } from '../support/mail';
import { invoiceAll, shipFrom } from './creditmemos-support';
import { guestOrder, stockedProduct } from './orders-support';

const HEADER = 'Creditmemo Document Validation Error(s):\n';
const NO_ENTITY = "The entity that was requested doesn't exist. Verify the entity and try again.";

/** Refunds (POST /V1/order/:id/refund, /V1/invoice/:id/refund) and the credit memo routes. */
describe('sales: refunds and credit memos', () => {
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

  const email = () => `${uniqueSku('cm')}@example.com`;
  const place = async (req: PlaceOrderRequest) => (await placement.place(req)).orderId;
  const order = async (id: number) => (await admin.get(`/rest/V1/orders/${id}`)).body;
  const salable = async (sku: string) => (await admin.get(`/rest/V1/inventory/get-product-salable-quantity/${sku}/1`)).body;
  const sourceQty = async (sku: string) =>
    Number((await t.ds.query(`SELECT quantity FROM inventory_source_item WHERE sku = $1 AND source_code = 'default'`, [sku]))[0].quantity);
  /** An invoiced order of `qty` × 10.00 with 5.00 shipping per unit, from a SKU stocked with 10. */
  const invoicedOrder = async (qty = 3, to = email()) => {
    const sku = await stockedProduct(admin, 10);
    const orderId = await place(guestOrder(sku, qty, to));
    await invoiceAll(admin, orderId);
    const itemId: number = (await order(orderId)).items[0].item_id;
    return { sku, orderId, itemId };
  };

  it('refunds everything by default: the memo, the order totals, a closed order, and the unshipped goods counted as gone', async () => {
    const { sku, orderId, itemId } = await invoicedOrder(3);
    const res = await admin.post(`/rest/V1/order/${orderId}/refund`, {});
    expect(res.status).toBe(200);
    expect(typeof res.body).toBe('number');

    const memo = (await admin.get(`/rest/V1/creditmemo/${res.body}`)).body;
    expect(memo).toMatchObject({
      entity_id: res.body,
      order_id: orderId,
      state: 2,
      store_id: 1,
      subtotal: 30,
      shipping_amount: 15,
      grand_total: 45,
      base_grand_total: 45,
      adjustment: 0,
      order_currency_code: 'USD',
      items: [{ order_item_id: itemId, sku, qty: 3, price: 10, row_total: 30 }],
      comments: [],
    });
    expect(memo.increment_id).toMatch(/^\d{9}$/);

    const o = await order(orderId);
    expect(o).toMatchObject({
      state: 'closed',
      status: 'closed',
      total_refunded: 45,
      base_total_refunded: 45,
      total_offline_refunded: 45,
      subtotal_refunded: 30,
      shipping_refunded: 15,
    });
    expect(o.items[0]).toMatchObject({ qty_refunded: 3, amount_refunded: 30 });
    expect(o.payment).toMatchObject({ amount_refunded: 45 });
    // Not returned to stock and never shipped: the reservation is released and the source loses the goods.
    expect(await sourceQty(sku)).toBe(7);
    expect(await salable(sku)).toBe(7);

    const again = await admin.post(`/rest/V1/order/${orderId}/refund`, {});
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      HEADER + "A creditmemo can not be created when an order has a status of closed\nThe credit memo's total must be positive.",
    );
  });

  it('refunds part of the order: returning unshipped goods only releases the reservation; shipping_amount 0 refunds none', async () => {
    const { sku, orderId, itemId } = await invoicedOrder(3);
    expect(await salable(sku)).toBe(7);
    const res = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      items: [{ order_item_id: itemId, qty: 1 }],
      notify: false,
      comment: { comment: 'Damaged in transit', is_visible_on_front: 1 },
      arguments: {
        shipping_amount: 0,
        adjustment_positive: 2,
        adjustment_negative: 1,
        extension_attributes: { return_to_stock_items: [itemId] },
      },
    });
    expect(res.status).toBe(200);
    const memo = (await admin.get(`/rest/V1/creditmemo/${res.body}`)).body;
    expect(memo).toMatchObject({
      subtotal: 10,
      shipping_amount: 0,
      adjustment_positive: 2,
      adjustment_negative: 1,
      adjustment: 1,
      grand_total: 11,
    });
    expect(memo.comments).toMatchObject([{ comment: 'Damaged in transit', is_visible_on_front: 1, parent_id: res.body }]);
    expect(await sourceQty(sku)).toBe(10);
    expect(await salable(sku)).toBe(8);
    const o = await order(orderId);
    expect(o).toMatchObject({
      state: 'processing',
      total_refunded: 11,
      shipping_refunded: 0,
      adjustment_positive: 2,
      adjustment_negative: 1,
    });
    expect(o.items[0].qty_refunded).toBe(1);
  });

  it('puts shipped goods back on the source they left from, and releases the reservation of the unshipped rest', async () => {
    const { sku, orderId, itemId } = await invoicedOrder(3);
    await shipFrom(admin, orderId, itemId, 2, 'default');
    expect(await sourceQty(sku)).toBe(8);
    expect(await salable(sku)).toBe(7);
    const res = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      items: [{ order_item_id: itemId, qty: 3 }],
      arguments: { extension_attributes: { return_to_stock_items: [itemId] } },
    });
    expect(res.status).toBe(200);
    expect(await sourceQty(sku)).toBe(10);
    expect(await salable(sku)).toBe(10);
    expect((await order(orderId)).state).toBe('closed');
  });

  it("answers Magento's validation messages", async () => {
    const sku = await stockedProduct(admin, 10);
    const notInvoiced = await place(guestOrder(sku, 1, email()));
    let res = await admin.post(`/rest/V1/order/${notInvoiced}/refund`, {});
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(HEADER + 'The order does not allow a creditmemo to be created.')).toBe(true);

    const { orderId, itemId } = await invoicedOrder(2);
    res = await admin.post(`/rest/V1/order/${orderId}/refund`, { items: [{ order_item_id: itemId, qty: 5 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "`);
    expect(res.body.message).toContain('The quantity to refund must not be greater than the unrefunded quantity.');

    res = await admin.post(`/rest/V1/order/${orderId}/refund`, { arguments: { adjustment_positive: 10 } });
    expect(res.body.message).toBe(HEADER + 'The most money available to refund is 30.');

    res = await admin.post(`/rest/V1/order/${orderId}/refund`, { arguments: { adjustment_negative: 30 } });
    expect(res.body.message).toBe(HEADER + "The credit memo's total must be positive.");

    res = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      items: [{ order_item_id: 999999999, qty: 1 }],
      arguments: { shipping_amount: 0 },
    });
    expect(res.body.message).toBe(
      HEADER + "The credit memo's total must be positive.\nThe creditmemo contains product item that is not part of the original order.",
    );

    res = await admin.post(`/rest/V1/order/${orderId}/refund`, {
      arguments: { extension_attributes: { return_to_stock_items: [999999999] } },
    });
    expect(res.body.message).toBe(HEADER + 'The return to stock argument contains product item that is not part of the original order.');

    res = await admin.post(`/rest/V1/order/${orderId}/refund`, { arguments: { shipping_amount: 11 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Maximum shipping amount allowed to refund is: %1', parameters: ['$10.00'] });

    res = await admin.post('/rest/V1/order/999999999/refund', {});
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(NO_ENTITY);

    // Nothing was written by the failed calls.
    expect((await order(orderId)).total_refunded ?? 0).toBe(0);
    expect(
      (
        await admin.get(
          `/rest/V1/creditmemos?searchCriteria[filter_groups][0][filters][0][field]=order_id` +
            `&searchCriteria[filter_groups][0][filters][0][value]=${orderId}`,
        )
      ).body.total_count,
    ).toBe(0);
  });

  it('reads, searches, comments, e-mails; cancel is refused as in Magento 2.4', async () => {
    const to = email();
    const { orderId } = await invoicedOrder(2, to);
    const id = (
      await admin.post(`/rest/V1/order/${orderId}/refund`, { notify: true, appendComment: true, comment: { comment: 'Refunded in full' } })
    ).body;
    expect(typeof id).toBe('number');
    const mails = await mailsTo(dataDir, to);
    expect(mails.some((m) => /Credit memo/.test(m.subject))).toBe(true);

    const list = await admin.get(
      `/rest/V1/creditmemos?searchCriteria[filter_groups][0][filters][0][field]=order_id` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${orderId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(1);
    expect(list.body.items[0]).toMatchObject({ entity_id: id, grand_total: 30, email_sent: 1 });

    const added = await admin.post(`/rest/V1/creditmemo/${id}/comments`, {
      entity: { parent_id: id, comment: 'Second note', is_customer_notified: 0, is_visible_on_front: 0 },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ parent_id: id, comment: 'Second note' });
    const comments = await admin.get(`/rest/V1/creditmemo/${id}/comments`);
    expect(comments.body.items.map((c: any) => c.comment)).toEqual(['Refunded in full', 'Second note']);
    expect(comments.body.total_count).toBe(2);

    expect((await admin.post(`/rest/V1/creditmemo/${id}/emails`)).body).toBe(true);
    const cancel = await admin.put(`/rest/V1/creditmemo/${id}`, {});
    expect(cancel.status).toBe(400);
    expect(cancel.body.message).toBe('You can not cancel Credit Memo');

    const missing = await admin.get('/rest/V1/creditmemo/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NO_ENTITY);
    expect((await admin.post('/rest/V1/creditmemo/999999999/emails')).status).toBe(404);
  });

  it('saves raw documents (POST /V1/creditmemo) and refunds a memo through CreditmemoManagement::refund', async () => {
    const { orderId, itemId, sku } = await invoicedOrder(2);
    const saved = await admin.post('/rest/V1/creditmemo', {
      entity: {
        order_id: orderId,
        state: 1,
        grand_total: 5,
        base_grand_total: 5,
        items: [{ order_item_id: itemId, sku, qty: 1, price: 5 }],
        comments: [{ comment: 'raw' }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      order_id: orderId,
      state: 1,
      grand_total: 5,
      items: [{ order_item_id: itemId, qty: 1 }],
      comments: [{ comment: 'raw' }],
    });
    // A raw save leaves the order alone.
    expect((await order(orderId)).total_refunded ?? 0).toBe(0);

    const refunded = await admin.post('/rest/V1/creditmemo/refund', {
      creditmemo: { order_id: orderId, items: [{ order_item_id: itemId, qty: 2 }], shipping_amount: 10 },
      offline_requested: true,
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ order_id: orderId, state: 2, grand_total: 30 });
    expect(await order(orderId)).toMatchObject({ state: 'closed', total_refunded: 30, total_offline_refunded: 30 });

    const again = await admin.post('/rest/V1/creditmemo/refund', {
      creditmemo: { order_id: orderId, adjustment_positive: 1, shipping_amount: 0 },
      offline_requested: true,
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'The most money available to refund is %1.', parameters: [0] });
  });

  it('refunds an invoice offline, and refuses an online refund through an offline payment method', async () => {
    const { orderId } = await invoicedOrder(2);
    const [invoice] = await t.ds.query(`SELECT entity_id FROM sales_invoice WHERE order_id = $1`, [orderId]);
    const online = await admin.post(`/rest/V1/invoice/${invoice.entity_id}/refund`, { isOnline: true });
    expect(online.status).toBe(400);
    expect(online.body.message).toBe(HEADER + "We can't create creditmemo for the invoice.");
    const offline = await admin.post(`/rest/V1/invoice/${invoice.entity_id}/refund`, {});
    expect(offline.status).toBe(200);
    expect((await admin.get(`/rest/V1/creditmemo/${offline.body}`)).body).toMatchObject({ invoice_id: invoice.entity_id, grand_total: 30 });
    const inv = (await admin.get(`/rest/V1/invoices/${invoice.entity_id}`)).body;
    expect(inv).toMatchObject({ is_used_for_refund: 1, base_total_refunded: 30 });
    expect((await admin.post('/rest/V1/invoice/999999999/refund', {})).status).toBe(404);
  });
});
