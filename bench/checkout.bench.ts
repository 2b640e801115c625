import { Client } from 'pg';
import { rawFlows, RawFlowRun } from './checkout-raw';
import { cpuSnapshot, median, pool, post, postJson, round, writeResult } from './support';

const PRODUCTS = 20;
const ORDERS = 200;
const CONCURRENCY = 16;
const RUNS = 3;
/**
 * Untimed guest flows before the timed runs: the API process is new, and V8 optimises its hot code
 * over the first thousands of calls. Measured on 2026-12-01 in rounds of 150 flows, API CPU per
 * order fell from 12.2 ms in the first round to 5.9 ms after 1,800 flows and about 5.2 ms after
 * 3,000 (PostgreSQL's from 8.6 to about 6.5 ms). The timed runs are of a store that has been
 * running; the first 200 flows of the new process are reported beside them as `cold`.
 */
const WARM_UP_FLOWS = 3000;

const ADDRESS = {
  firstname: 'Bench',
  lastname: 'Shopper',
  street: ['1 Main St'],
  city: 'Austin',
  region_id: 57,
  region_code: 'TX',
  region: 'Texas',
  postcode: '73301',
  country_id: 'US',
  telephone: '5550000000',
  email: 'bench@example.com',
};

/** The targets: the full guest flow, and payment-information alone on prepared carts. */
const TARGET_FLOW_ORDERS_PER_S = 150;
const TARGET_FLOW_P99_MS = 250;
const TARGET_PAYMENT_PER_S = 400;

/**
 * Guest checkout through REST, two ways, 200 orders 16 shoppers at a time (median of runs), after
 * WARM_UP_FLOWS untimed flows:
 * - the full flow, each shopper timed end to end: POST guest-carts, POST items (one per line),
 *   POST shipping-information (flat rate), POST payment-information; orders/s over the run's wall
 *   time, p50/p99 of one shopper's whole flow;
 * - payment-information alone on carts prepared beforehand (untimed).
 * Each with one simple line (half of the SKUs at a tier price), and with a tier-priced simple line
 * beside a configurable line (and, for payment-information, a bundle line too). Each order collects
 * totals, checks salability under the SKU's lock, writes the order and reserves. Statements per call
 * (round trips to PostgreSQL, BEGIN/COMMIT included) are counted on one sequential flow per variant
 * when the API runs with bench/statement-counter (run.ts preloads it; STATEMENT_COUNTER_PORT);
 * CHECKOUT_COUNT_ONLY=1 stops there. Each timed phase also reports the CPU it cost the API process
 * and PostgreSQL per order (cpuSnapshot): on 2 shared cores, where throughput moves with whatever
 * else runs, the steadier figure for comparing two builds.
 */
export async function benchCheckout(base: string, token: string, db: Client, mode: string, apiPid: number): Promise<void> {
  const cpu = () => cpuSnapshot(apiPid);
  const skus: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const sku = `bench-checkout-${Date.now().toString(36)}-${i}`;
    await must(
      post(base, '/rest/V1/products', token, {
        product: { sku, name: `Bench ${i}`, price: 10 + i, attribute_set_id: 4, type_id: 'simple', weight: 1 },
      }),
    );
    skus.push(sku);
  }
  await must(
    post(base, '/rest/V1/inventory/source-items', token, {
      sourceItems: skus.map((sku) => ({ sku, source_code: 'default', quantity: 100000, status: 1 })),
    }),
  );
  // Every other SKU sells at a tier price: each cart line is priced by the final-price rule.
  await must(
    post(base, '/rest/V1/products/tier-prices', token, {
      prices: skus
        .filter((_, i) => i % 2 === 0)
        .map((sku, i) => ({ sku, price: 5 + i, price_type: 'fixed', website_id: 0, customer_group: 'ALL GROUPS', quantity: 1 })),
    }),
  );

  const composites = await compositeProducts(base, token);
  const simple = (i: number): Line[] => [{ sku: skus[i % PRODUCTS], qty: 1 }];
  // The tier-priced SKUs are the even ones; the configurable's child alternates red/blue.
  const tierAndConfigurable = (i: number): Line[] => [{ sku: skus[(2 * i) % PRODUCTS], qty: 1 }, composites.configurable(i)];
  // A simple line (half at tier prices), a configurable line and a bundle line per order, spread
  // over as many composites as SKUs so orders contend no more than in the simple run.
  const mixed = (i: number): Line[] => [...simple(i), composites.configurable(i), composites.bundle(i)];

  const statements = {
    '1 simple line': await countStatements(base, simple),
    'tier-priced simple + configurable lines': await countStatements(base, tierAndConfigurable),
  };
  if (process.env.CHECKOUT_COUNT_ONLY) {
    // Statements only (while changing the code): no timed runs, no result written.
    console.log(JSON.stringify(statements, null, 2));
    return;
  }
  if (process.env.CHECKOUT_PER_CALL) {
    // CPU per call of each step of the flow (while changing the code): no result written.
    await pool(WARM_UP_FLOWS / 3, CONCURRENCY, (i) => guestFlow(base, i % 2 ? simple(i) : tierAndConfigurable(i)));
    console.table({
      '1 simple line': await cpuPerCall(base, simple, cpu),
      'tier-priced simple + configurable lines': await cpuPerCall(base, tierAndConfigurable, cpu),
    });
    return;
  }
  const flowRow = (lines: string, runs: Flow[], targeted = true) => {
    const m = medianBy(runs, (r) => r.orders_per_s);
    return {
      call: `${ORDERS} × guest flow (${CONCURRENCY} at a time): ${FLOW}, ${lines}`,
      orders_per_s: m.orders_per_s,
      flow_p50_ms: m.p50_ms,
      flow_p99_ms: m.p99_ms,
      ...cpuPerOrder(runs),
      target: targeted ? `≥ ${TARGET_FLOW_ORDERS_PER_S} orders/s, p99 ≤ ${TARGET_FLOW_P99_MS} ms` : 'reported',
      met: targeted ? m.orders_per_s >= TARGET_FLOW_ORDERS_PER_S && m.p99_ms <= TARGET_FLOW_P99_MS : null,
    };
  };
  const paymentRow = (lines: string, runs: Placement[]) => {
    const timings = runs.map((r) => r.ms);
    const perS = round((ORDERS / median(timings)) * 1000);
    return {
      call: `${ORDERS} × POST guest-carts/:cartId/payment-information (${CONCURRENCY} at a time), ${lines}`,
      median_ms: round(median(timings)),
      orders_per_s: perS,
      ...cpuPerOrder(runs),
      target: `≥ ${TARGET_PAYMENT_PER_S} calls/s`,
      met: perS >= TARGET_PAYMENT_PER_S,
    };
  };
  const cold = flowRow('1 simple line, the first 200 flows of the new API process (cold)', await fullFlows(base, simple, cpu, 1), false);
  await pool(WARM_UP_FLOWS, CONCURRENCY, (i) => guestFlow(base, i % 2 ? simple(i) : tierAndConfigurable(i)));
  const flows = [
    flowRow('1 simple line', await fullFlows(base, simple, cpu)),
    flowRow('tier-priced simple + configurable lines', await fullFlows(base, tierAndConfigurable, cpu)),
    cold,
    rawRow(await rawFlows(db, skus, ORDERS, CONCURRENCY, RUNS, () => cpu().postgres)),
  ];
  const payments = [
    paymentRow('1 simple line', await placeOrders(base, simple, cpu)),
    paymentRow('tier-priced simple + configurable lines', await placeOrders(base, tierAndConfigurable, cpu)),
    paymentRow('simple + configurable + bundle lines', await placeOrders(base, mixed, cpu)),
  ];
  console.table(flows);
  console.table(payments);
  console.table(statements);
  const file = writeResult('checkout', {
    when: new Date().toISOString(),
    mode,
    products: PRODUCTS,
    orders: ORDERS,
    concurrency: CONCURRENCY,
    runs: RUNS,
    warm_up_flows: WARM_UP_FLOWS,
    full_flow: flows,
    results: payments,
    statements_per_call: statements,
  });
  console.log(`written ${file}`);
}

const FLOW = 'POST guest-carts, POST items, POST shipping-information, POST payment-information';

/** The baseline beside the flows: the raw SQL floor of a one-line order (bench/checkout-raw.ts). */
function rawRow(runs: RawFlowRun[]) {
  const m = medianBy(runs, (r) => r.orders_per_s);
  return {
    call: `baseline: ${ORDERS} × the one-line flow's rows and stock check in hand-written SQL via pg, no API (${CONCURRENCY} at a time)`,
    orders_per_s: m.orders_per_s,
    flow_p50_ms: m.p50_ms,
    flow_p99_ms: m.p99_ms,
    api_cpu_ms_per_order: 0,
    pg_cpu_ms_per_order: median(runs.map((r) => r.pg_cpu_ms)),
    target: 'baseline',
    met: null,
  };
}

type Line = { sku: string; qty: number; product_option?: unknown };
/** CPU seconds the API and PostgreSQL had used at a moment (cpuSnapshot). */
type Cpu = { api: number; postgres: number };
/** What a timed phase cost in CPU, per order, in ms. */
type CpuCost = { api_cpu_ms: number; pg_cpu_ms: number };
type Flow = { orders_per_s: number; p50_ms: number; p99_ms: number } & CpuCost;
type Placement = { ms: number } & CpuCost;

const costOf = (before: Cpu, after: Cpu): CpuCost => ({
  api_cpu_ms: round(((after.api - before.api) / ORDERS) * 1000, 2),
  pg_cpu_ms: round(((after.postgres - before.postgres) / ORDERS) * 1000, 2),
});
const cpuPerOrder = (runs: CpuCost[]) => ({
  api_cpu_ms_per_order: median(runs.map((r) => r.api_cpu_ms)),
  pg_cpu_ms_per_order: median(runs.map((r) => r.pg_cpu_ms)),
});

const medianBy = <T>(values: T[], key: (v: T) => number): T => [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)];

const shippingInformation = {
  addressInformation: {
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
  },
};
const paymentInformation = { email: 'bench@example.com', paymentMethod: { method: 'checkmo' } };

/** One shopper's four calls: a cart, its lines, shipping information, payment information (the order). */
async function guestFlow(base: string, lines: Line[]): Promise<void> {
  const masked = (await must(guest(base, '/rest/V1/guest-carts', {}))).body as string;
  for (const line of lines) await must(guest(base, `/rest/V1/guest-carts/${masked}/items`, { cartItem: { ...line, quote_id: masked } }));
  await must(guest(base, `/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation));
  await must(guest(base, `/rest/V1/guest-carts/${masked}/payment-information`, paymentInformation));
}

/** The four-call guest flow, ORDERS shoppers CONCURRENCY at a time, each timed end to end; per run. */
async function fullFlows(base: string, linesOf: (i: number) => Line[], cpu: () => Cpu, count = RUNS): Promise<Flow[]> {
  const runs: Flow[] = [];
  for (let run = 0; run < count; run++) {
    const latencies: number[] = [];
    const before = cpu();
    const start = performance.now();
    await pool(ORDERS, CONCURRENCY, async (i) => {
      const began = performance.now();
      await guestFlow(base, linesOf(i));
      latencies.push(performance.now() - began);
    });
    const seconds = (performance.now() - start) / 1000;
    const cost = costOf(before, cpu());
    latencies.sort((a, b) => a - b);
    runs.push({
      ...cost,
      orders_per_s: round(ORDERS / seconds),
      p50_ms: round(latencies[Math.floor(latencies.length / 2)]),
      p99_ms: round(latencies[Math.floor(latencies.length * 0.99)]),
    });
  }
  return runs;
}

/**
 * Statements each call of one guest flow sends to PostgreSQL (sequential, nothing else running).
 * The fewest over three flows: the first warms process-wide caches as in the timed runs, and the
 * API's background pollers (outbox) can only add to a call's count. Null without the counter.
 */
async function countStatements(base: string, linesOf: (i: number) => Line[]): Promise<Record<string, number> | null> {
  const port = process.env.STATEMENT_COUNTER_PORT;
  if (!port) return null;
  const read = async () => Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
  const counts: Record<string, number> = {};
  const count = (call: string, n: number) => (counts[call] = Math.min(counts[call] ?? Infinity, n));
  for (let flow = 0; flow < 3; flow++) {
    await read();
    const masked = (await must(guest(base, '/rest/V1/guest-carts', {}))).body as string;
    count('POST guest-carts', await read());
    let n = 0;
    for (const line of linesOf(flow)) {
      await must(guest(base, `/rest/V1/guest-carts/${masked}/items`, { cartItem: { ...line, quote_id: masked } }));
      count(`POST items (line ${++n})`, await read());
    }
    await must(guest(base, `/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation));
    count('POST shipping-information', await read());
    await must(guest(base, `/rest/V1/guest-carts/${masked}/payment-information`, paymentInformation));
    // Statements run after the response (afterCommit work) land here too; let them finish.
    await new Promise((r) => setTimeout(r, 200));
    count('POST payment-information', await read());
  }
  return counts;
}

/**
 * The flow step by step, each step for ORDERS shoppers (CONCURRENCY at a time) before the next:
 * the API's and PostgreSQL's CPU per call of each step, in ms, medians of RUNS.
 */
async function cpuPerCall(base: string, linesOf: (i: number) => Line[], cpu: () => Cpu): Promise<Record<string, string>> {
  const costs = new Map<string, CpuCost[]>();
  const step = async (name: string, work: (i: number) => Promise<unknown>) => {
    const before = cpu();
    await pool(ORDERS, CONCURRENCY, work);
    costs.set(name, [...(costs.get(name) ?? []), costOf(before, cpu())]);
  };
  for (let run = 0; run < RUNS; run++) {
    const carts: string[] = [];
    await step('carts', async (i) => (carts[i] = (await must(guest(base, '/rest/V1/guest-carts', {}))).body as string));
    const lines = linesOf(0).length;
    for (let n = 0; n < lines; n++) {
      await step(`line ${n + 1}`, (i) =>
        must(guest(base, `/rest/V1/guest-carts/${carts[i]}/items`, { cartItem: { ...linesOf(i)[n], quote_id: carts[i] } })),
      );
    }
    await step('shipping', (i) => must(guest(base, `/rest/V1/guest-carts/${carts[i]}/shipping-information`, shippingInformation)));
    await step('payment', (i) => must(guest(base, `/rest/V1/guest-carts/${carts[i]}/payment-information`, paymentInformation)));
  }
  const out: Record<string, string> = {};
  for (const [name, runs] of costs) {
    const m = cpuPerOrder(runs);
    out[name] = `${m.api_cpu_ms_per_order} + ${m.pg_cpu_ms_per_order}`;
  }
  return out;
}

/** Prepares ORDERS guest carts with the lines given (untimed), then times their payment-information calls; per run. */
async function placeOrders(base: string, linesOf: (i: number) => Line[], cpu: () => Cpu): Promise<Placement[]> {
  const runs: Placement[] = [];
  for (let run = 0; run < RUNS; run++) {
    const carts = await pool(ORDERS, CONCURRENCY, async (i) => {
      const masked = (await must(guest(base, '/rest/V1/guest-carts', {}))).body as string;
      for (const line of linesOf(i))
        await must(guest(base, `/rest/V1/guest-carts/${masked}/items`, { cartItem: { ...line, quote_id: masked } }));
      await must(guest(base, `/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation));
      return masked;
    });
    const before = cpu();
    const start = performance.now();
    await pool(ORDERS, CONCURRENCY, (i) => must(guest(base, `/rest/V1/guest-carts/${carts[i]}/payment-information`, paymentInformation)));
    runs.push({ ms: performance.now() - start, ...costOf(before, cpu()) });
  }
  return runs;
}

/**
 * PRODUCTS configurable products (a colour attribute, two children each) and PRODUCTS dynamic
 * bundles (one required option with a child of its own), stocked; answers the cart line for order i.
 */
async function compositeProducts(base: string, token: string): Promise<{ configurable(i: number): Line; bundle(i: number): Line }> {
  const tag = Date.now().toString(36);
  const attribute = (
    await must(
      post(base, '/rest/V1/products/attributes', token, {
        attribute: {
          attribute_code: `bench_color_${tag}`,
          frontend_input: 'select',
          default_frontend_label: 'Color',
          scope: 'global',
          options: [{ label: 'Red' }, { label: 'Blue' }],
        },
      }),
    )
  ).body as { attribute_id: number; options: { label: string; value: string }[] };
  const red = Number(attribute.options.find((o) => o.label === 'Red')!.value);
  const blue = Number(attribute.options.find((o) => o.label === 'Blue')!.value);
  // Into the default set's Product Details group (its id differs between installs).
  const groups = (
    await post(
      base,
      '/rest/V1/products/attribute-sets/groups/list?searchCriteria[filter_groups][0][filters][0][field]=attribute_set_id' +
        '&searchCriteria[filter_groups][0][filters][0][value]=4',
      token,
      undefined,
      'GET',
    )
  ).body as { items: { attribute_group_id: number; attribute_group_name: string }[] };
  const group = groups.items.find((g) => g.attribute_group_name === 'Product Details') ?? groups.items[0];
  await must(
    post(base, '/rest/V1/products/attribute-sets/attributes', token, {
      attributeSetId: 4,
      attributeGroupId: group.attribute_group_id,
      attributeCode: `bench_color_${tag}`,
      sortOrder: 90,
    }),
  );
  const product = (body: Record<string, unknown>) =>
    must(post(base, '/rest/V1/products', token, { product: { attribute_set_id: 4, weight: 1, ...body } }));
  const stocked: string[] = [];
  const parents: string[] = [];
  const bundles: { sku: string; option: number; selection: number }[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const parent = `bench-cfg-${tag}-${i}`;
    await product({ sku: parent, name: `Configurable ${i}`, type_id: 'configurable', price: 0 });
    await must(
      post(base, `/rest/V1/configurable-products/${parent}/options`, token, {
        option: { attribute_id: String(attribute.attribute_id), label: 'Color', position: 0, values: [{ value_index: red }] },
      }),
    );
    for (const [label, value] of [
      ['red', red],
      ['blue', blue],
    ] as const) {
      const child = `${parent}-${label}`;
      await product({
        sku: child,
        name: `${parent} ${label}`,
        type_id: 'simple',
        price: 15 + i,
        custom_attributes: [{ attribute_code: `bench_color_${tag}`, value }],
      });
      await must(post(base, `/rest/V1/configurable-products/${parent}/child`, token, { childSku: child }));
      stocked.push(child);
    }
    parents.push(parent);

    const bundle = `bench-bundle-${tag}-${i}`;
    const part = `${bundle}-part`;
    await product({ sku: part, name: `Part ${i}`, type_id: 'simple', price: 3 + i });
    stocked.push(part);
    await product({ sku: bundle, name: `Bundle ${i}`, type_id: 'bundle', custom_attributes: [{ attribute_code: 'price_type', value: 0 }] });
    const option = (
      await must(
        post(base, '/rest/all/V1/bundle-products/options/add', token, {
          option: {
            sku: bundle,
            title: 'Part',
            type: 'select',
            required: true,
            product_links: [{ sku: part, qty: 2, can_change_quantity: 0 }],
          },
        }),
      )
    ).body as number;
    const links = (await post(base, `/rest/V1/bundle-products/${bundle}/options/${option}`, token, undefined, 'GET')).body as {
      product_links: { id: string }[];
    };
    bundles.push({ sku: bundle, option, selection: Number(links.product_links[0].id) });
  }
  await must(
    post(base, '/rest/V1/inventory/source-items', token, {
      sourceItems: stocked.map((sku) => ({ sku, source_code: 'default', quantity: 100000, status: 1 })),
    }),
  );
  return {
    configurable: (i) => ({
      sku: parents[i % PRODUCTS],
      qty: 1,
      product_option: {
        extension_attributes: {
          configurable_item_options: [{ option_id: String(attribute.attribute_id), option_value: i % 2 ? blue : red }],
        },
      },
    }),
    bundle: (i) => {
      const b = bundles[i % PRODUCTS];
      return {
        sku: b.sku,
        qty: 1,
        product_option: { extension_attributes: { bundle_options: [{ option_id: b.option, option_selections: [b.selection] }] } },
      };
    },
  };
}

/** A guest's call: no Authorization header at all. */
function guest(base: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return postJson(base, path, body);
}

async function must<T extends { status: number; body: unknown }>(p: Promise<T>): Promise<T> {
  const res = await p;
  if (res.status !== 200) throw new Error(`checkout bench: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
