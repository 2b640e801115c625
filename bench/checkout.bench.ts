import { Client } from 'pg';
import { median, pool, post, round, writeResult } from './support';

const PRODUCTS = 20;
const ORDERS = 200;
const CONCURRENCY = 16;
const RUNS = 3;

const ADDRESS = {
  firstname: 'Bench', lastname: 'Shopper', street: ['1 Main St'], city: 'Austin', region_id: 57, region_code: 'TX', region: 'Texas',
  postcode: '73301', country_id: 'US', telephone: '5550000000', email: 'bench@example.com',
};

/**
 * Orders placed per second through the REST checkout: 200 guest carts are prepared first (cart,
 * one line of one of 20 SKUs, half of them at a tier price, shipping-information with flat rate), then their
 * `payment-information` calls run 16 at a time and are timed end to end (median of runs). Each
 * order collects totals, checks salability under the SKU's lock, writes the order and reserves.
 */
export async function benchCheckout(base: string, token: string, _db: Client, mode: string): Promise<void> {
  const skus: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const sku = `bench-checkout-${Date.now().toString(36)}-${i}`;
    await must(post(base, '/rest/V1/products', token, { product: { sku, name: `Bench ${i}`, price: 10 + i, attribute_set_id: 4, type_id: 'simple', weight: 1 } }));
    skus.push(sku);
  }
  await must(post(base, '/rest/V1/inventory/source-items', token, { sourceItems: skus.map((sku) => ({ sku, source_code: 'default', quantity: 100000, status: 1 })) }));
  // Every other SKU sells at a tier price: each cart line is priced by the final-price rule.
  await must(
    post(base, '/rest/V1/products/tier-prices', token, {
      prices: skus.filter((_, i) => i % 2 === 0).map((sku, i) => ({ sku, price: 5 + i, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 1 })),
    }),
  );

  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const carts = await pool(ORDERS, CONCURRENCY, async (i) => {
      const masked = (await must(guest(base, '/rest/V1/guest-carts', {}))).body as string;
      const sku = skus[i % PRODUCTS];
      await must(guest(base, `/rest/V1/guest-carts/${masked}/items`, { cartItem: { sku, qty: 1, quote_id: masked } }));
      await must(
        guest(base, `/rest/V1/guest-carts/${masked}/shipping-information`, {
          addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
        }),
      );
      return masked;
    });
    const start = performance.now();
    await pool(ORDERS, CONCURRENCY, (i) =>
      must(guest(base, `/rest/V1/guest-carts/${carts[i]}/payment-information`, { email: 'bench@example.com', paymentMethod: { method: 'checkmo' } })),
    );
    timings.push(performance.now() - start);
  }
  const rows = [
    {
      call: `${ORDERS} × POST guest-carts/:cartId/payment-information (${CONCURRENCY} at a time)`,
      median_ms: round(median(timings)),
      orders_per_s: round((ORDERS / median(timings)) * 1000),
    },
  ];
  console.table(rows);
  const file = writeResult('checkout', { when: new Date().toISOString(), mode, products: PRODUCTS, orders: ORDERS, concurrency: CONCURRENCY, runs: RUNS, results: rows });
  console.log(`written ${file}`);
}

/** A guest's call: no Authorization header at all. */
async function guest(base: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

async function must<T extends { status: number; body: unknown }>(p: Promise<T>): Promise<T> {
  const res = await p;
  if (res.status !== 200) throw new Error(`checkout bench: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
