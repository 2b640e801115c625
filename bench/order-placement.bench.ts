import autocannon from 'autocannon';
import { Client } from 'pg';
import { round, writeResult } from './support';

const DURATION_S = 15;
const CONNECTIONS = 16;

/**
 * Raw order saves (POST /V1/orders) per second: the order service cannot be called in-process from
 * the bench harness (the API runs as its own process), so this measures the order write and read
 * path over HTTP — one multi-table insert and the OrderInterface answer per request. The REST
 * checkout flow (cart → place order, with reservations) is the checkout benchmark's.
 */
export async function benchOrderPlacement(base: string, token: string, _db: Client, mode: string): Promise<void> {
  const address = {
    firstname: 'B',
    lastname: 'Ench',
    street: ['1 Main St'],
    city: 'Austin',
    postcode: '78701',
    country_id: 'US',
    telephone: '1',
  };
  const body = JSON.stringify({
    entity: {
      customer_email: 'bench@example.com',
      grand_total: 25,
      base_grand_total: 25,
      items: [{ sku: 'bench-order-sku', name: 'Bench', qty_ordered: 2, price: 10, row_total: 20 }],
      billing_address: { ...address, email: 'bench@example.com' },
      payment: { method: 'checkmo' },
    },
  });
  const result = await autocannon({
    url: base + '/rest/V1/orders',
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body,
  });
  const row = {
    route: 'POST /rest/V1/orders',
    orders_per_s: round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
  };
  console.table([row]);
  const file = writeResult('order-placement', {
    when: new Date().toISOString(),
    mode,
    duration_s: DURATION_S,
    connections: CONNECTIONS,
    results: [row],
    note: 'raw order saves over HTTP; the checkout benchmark measures placing orders from carts',
  });
  console.log(`written ${file}`);
}
