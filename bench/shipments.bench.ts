import { Client } from 'pg';
import { pool, post, timedCalls, writeResult } from './support';

const ORDERS = 1500;
const CONNECTIONS = 16;
const SKU = 'bench-ship-sku';

/**
 * `POST /V1/order/:id/ship` per second: ORDERS raw orders of 2 units each are saved first (not
 * timed), then each is shipped in full from the `default` source by CONNECTIONS concurrent
 * clients. Every shipment locks its order and the source item, writes the document, qty_shipped,
 * the source deduction (with the legacy stock item) and the compensating reservation, and settles
 * the order state in one transaction — all shipments contend on one source item, the worst case.
 */
export async function benchShipments(base: string, token: string, _db: Client, mode: string): Promise<void> {
  await post(base, '/rest/V1/products', token, {
    product: { sku: SKU, name: 'Bench ship', price: 10, attribute_set_id: 4, type_id: 'simple' },
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
      items: [{ sku: SKU, name: 'Bench', qty_ordered: 2, price: 10, row_total: 20, product_type: 'simple' }],
      billing_address: { ...address, email: 'bench@example.com' },
      payment: { method: 'checkmo' },
    },
  };
  const ids = await pool(ORDERS, CONNECTIONS, async () => {
    const res = await post(base, '/rest/V1/orders', token, order);
    if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { entity_id: number }).entity_id;
  });

  const timed = await timedCalls(ids, CONNECTIONS, (id) =>
    post(base, `/rest/V1/order/${id}/ship`, token, { items: [], arguments: { extension_attributes: { source_code: 'default' } } }),
  );
  const row = {
    route: 'POST /rest/V1/order/:orderId/ship',
    shipments: ids.length,
    shipments_per_s: timed.per_s,
    p50_ms: timed.p50_ms,
    p99_ms: timed.p99_ms,
    failed: timed.failed,
  };
  console.table([row]);
  const file = writeResult('shipments', {
    when: new Date().toISOString(),
    mode,
    connections: CONNECTIONS,
    results: [row],
    note: 'full shipments of 2-unit orders from one shared default source item (worst-case contention)',
  });
  console.log(`written ${file}`);
}
