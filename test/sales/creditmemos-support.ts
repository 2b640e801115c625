import { Client } from '../support/app';

/** Invoices the whole order (POST /V1/order/:id/invoice), paying it in full. */
export async function invoiceAll(admin: Client, orderId: number): Promise<void> {
  const res = await admin.post(`/rest/V1/order/${orderId}/invoice`, { capture: true });
  if (res.status !== 200) throw new Error(`invoice: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Ships `qty` of an order item from `source` (POST /V1/order/:id/ship). */
export async function shipFrom(admin: Client, orderId: number, itemId: number, qty: number, source: string): Promise<void> {
  const res = await admin.post(`/rest/V1/order/${orderId}/ship`, {
    items: [{ order_item_id: itemId, qty }],
    arguments: { extension_attributes: { source_code: source } },
  });
  if (res.status !== 200) throw new Error(`ship: ${res.status} ${JSON.stringify(res.body)}`);
}
