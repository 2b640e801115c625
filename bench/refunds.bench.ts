import { Client } from 'pg';
import { pool, post, timedCalls, writeResult } from './support';

const ORDERS = 1000;
const CONNECTIONS = 16;
const SKU = 'bench-refund-sku';

/**
 * `POST /V1/order/:id/refund` per second: ORDERS raw orders of 2 units each are saved and invoiced
 * first (not timed), then each is refunded in full by CONNECTIONS concurrent clients. Every refund
 * locks its order, builds and validates the memo, writes it with its items, the order's refunded
 * quantities and totals, the payment, the released reservation and — the goods never shipped and
 * not returned to stock — the priority-chosen source deduction (with the legacy stock item), and
 * settles the order to `closed`, in one transaction. All refunds contend on one source item.
 */
export async function benchRefunds(base: string, token: string, _db: Client, mode: string): Promise<void> {
  await post(base, '/rest/V1/products', token, {
    product: { sku: SKU, name: 'Bench refund', price: 10, attribute_set_id: 4, type_id: 'simple' },
  });
  const stock = await post(base, '/rest/V1/inventory/source-items', token, {
    sourceItems: [{ sku: SKU, source_code: 'default', quantity: ORDERS * 10, status: 1 }],
  });
  if (stock.status !== 200) throw new Error(`source items: ${stock.status} ${JSON.stringify(stock.body)}`);
  const address = {
    firstname: 'B',
    lastname: 'Ench',
    street: ['1 Main St'],
    city: 'Austin',
    postcode: '78701',
    country_id: 'US',
    telephone: '1',
  };
  const order = {
    entity: {
      customer_email: 'bench@example.com',
      store_id: 1,
      state: 'new',
      status: 'pending',
      grand_total: 25,
      base_grand_total: 25,
      subtotal: 20,
      base_subtotal: 20,
      shipping_amount: 5,
      base_shipping_amount: 5,
      base_currency_code: 'USD',
      order_currency_code: 'USD',
      items: [
        { sku: SKU, name: 'Bench', qty_ordered: 2, price: 10, base_price: 10, row_total: 20, base_row_total: 20, product_type: 'simple' },
      ],
      billing_address: { ...address, email: 'bench@example.com' },
      payment: { method: 'checkmo' },
    },
  };
  const ids = await pool(ORDERS, CONNECTIONS, async () => {
    const res = await post(base, '/rest/V1/orders', token, order);
    if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
    const id = (res.body as { entity_id: number }).entity_id;
    const invoice = await post(base, `/rest/V1/order/${id}/invoice`, token, { capture: true });
    if (invoice.status !== 200) throw new Error(`invoice: ${invoice.status} ${JSON.stringify(invoice.body)}`);
    return id;
  });

  const timed = await timedCalls(ids, CONNECTIONS, (id) => post(base, `/rest/V1/order/${id}/refund`, token, { items: [] }));
  const row = {
    route: 'POST /rest/V1/order/:orderId/refund',
    refunds: ids.length,
    refunds_per_s: timed.per_s,
    p50_ms: timed.p50_ms,
    p99_ms: timed.p99_ms,
    failed: timed.failed,
  };
  console.table([row]);
  const file = writeResult('refunds', {
    when: new Date().toISOString(),
    mode,
    connections: CONNECTIONS,
    results: [row],
    note: 'full offline refunds of invoiced, unshipped 2-unit orders, deducted from one shared default source item (worst-case contention)',
  });
  console.log(`written ${file}`);
}
