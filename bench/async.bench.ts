import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'amqplib';
import { Client } from 'pg';
import { seedProducts } from './price-storage.bench';
import { DIST, median, post, round, startApi, writeResult } from './support';

const ACK_SIZES = [100, 1000, 10_000];
const DRAIN_OPERATIONS = 10_000;
const MEMORY_OPERATIONS = 100_000;

/** A virtual host of the bench's own, so no other consumer takes its messages. */
export function benchAmqpUrl(base: string): string | null {
  try {
    execFileSync('rabbitmqctl', ['-q', 'add_vhost', 'mercato_bench'], { stdio: 'ignore' });
    execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', 'mercato_bench', new URL(base).username || 'guest', '.*', '.*', '.*'], {
      stdio: 'ignore',
    });
  } catch {
    // Already there, or no rabbitmqctl here: use the URL as given.
    return base;
  }
  const url = new URL(base);
  url.pathname = '/mercato_bench';
  return url.toString();
}

function bulkBody(skus: string[], run: number): unknown[] {
  return skus.map((sku, i) => ({ prices: [{ sku, price: 10 + run + i / 100, store_id: 0 }] }));
}

async function openCount(db: Client, uuid: string): Promise<number> {
  return (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = $1 AND status = 4`, [uuid])).rows[0].n;
}

export function startConsumerProcess(databaseUrl: string, amqpUrl: string | null, dist = DIST) {
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' };
  if (amqpUrl) env.AMQP_URL = amqpUrl;
  else delete env.AMQP_URL;
  // BENCH_CONSUMER_NODE_ARGS: Node flags for the consumer alone (`--cpu-prof` to profile it).
  const nodeArgs = process.env.BENCH_CONSUMER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(process.execPath, [...nodeArgs, join(dist, 'apps/consumer/src/main.js'), 'start', 'async.operations.all'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    pid: proc.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024);
}

/**
 * Ack latency of 100 / 1,000 / 10,000-item bulks; drain time of a 10,000-operation
 * single-record price bulk with one consumer on RabbitMQ; the raw amqplib publish+consume rate on
 * this machine in the same run; consumer memory over 100,000 operations.
 */
export async function benchAsync(databaseUrl: string, db: Client, mode: string, amqpBase: string): Promise<void> {
  const amqpUrl = benchAmqpUrl(amqpBase);
  const api = await startApi(databaseUrl, { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-pass-1', AMQP_URL: amqpUrl! });
  try {
    const token = (await post(api.base, '/rest/V1/integration/admin/token', '', { username: 'bench', password: 'bench-pass-1' }))
      .body as string;
    const skus = await seedProducts(db, DRAIN_OPERATIONS, 'bench-async');

    // Ack latency: accepting is one statement, whatever the size.
    const ack: Record<string, unknown>[] = [];
    for (const size of ACK_SIZES) {
      const times: number[] = [];
      for (let run = 0; run < 3; run++) {
        const res = await post(api.base, '/rest/async/bulk/V1/products/base-prices', token, bulkBody(skus.slice(0, size), run));
        if (res.status !== 202) throw new Error(`ack ${size}: ${res.status}`);
        times.push(res.ms);
      }
      ack.push({ bulk_items: size, ack_median_ms: round(median(times)), target: size === 10_000 ? '≤ 1000 ms' : '' });
    }
    console.table(ack);
    // Let the relay publish what the ack runs accepted, then clear it: the drain starts from empty.
    await drainWithConsumer(databaseUrl, amqpUrl, db, null);

    // The drain: a running, idle consumer; from the acknowledgement until the last operation is done.
    // Each consumer build in turn (BENCH_CONSUMER_BASELINE_DIST beside this one), so both see the same machine.
    const drains: Record<string, unknown>[] = [];
    for (let round = 0; round < DRAIN_ROUNDS; round++) {
      for (const build of consumerBuilds()) {
        const seconds = await timedDrain(
          api.base,
          token,
          db,
          () => startConsumerProcess(databaseUrl, amqpUrl, build.dist),
          skus,
          9 + round,
        );
        drains.push({ transport: 'rabbitmq', consumer: build.label, round: round + 1, drain_s: round2(seconds) });
      }
    }
    const raw = await rawAmqpRate(amqpUrl!, DRAIN_OPERATIONS);
    const drainRow = drainSummary(drains, 'rabbitmq', raw);
    console.table(drains);
    console.table([drainRow]);

    // This build's consumer last: its figures are the ones recorded as consumer_memory.
    const memories: Record<string, Awaited<ReturnType<typeof memoryOver>>> = {};
    for (const build of consumerBuilds()) {
      memories[build.label] = await memoryOver(api.base, token, databaseUrl, amqpUrl, db, skus, build.dist);
      console.log(`consumer memory, ${build.label}`);
      console.table(memories[build.label].samples);
    }
    const memory = memories['this build'];
    const dbDrains = await databaseQueueDrains(databaseUrl, db, skus);
    console.table(dbDrains);
    writeResult('async', {
      when: new Date().toISOString(),
      mode,
      transport: 'rabbitmq',
      ack_latency: ack,
      drain: drainRow,
      drains: [...drains, ...dbDrains],
      database_queue_drain: drainSummary(dbDrains, 'database', null),
      consumer_memory: memory,
      ...(memories.baseline ? { baseline_consumer_memory: memories.baseline } : {}),
    });
  } finally {
    await api.stop();
  }
}

const DRAIN_ROUNDS = 3;

/**
 * The consumer builds whose drains are compared: this one, and BENCH_CONSUMER_BASELINE_DIST (another
 * build's dist, such as the commit before a change to the consumer) when it is set.
 */
function consumerBuilds(): { label: string; dist: string }[] {
  const baseline = process.env.BENCH_CONSUMER_BASELINE_DIST;
  return [...(baseline ? [{ label: 'baseline', dist: baseline }] : []), { label: 'this build', dist: DIST }];
}

function round2(n: number): number {
  return round(n, 2);
}

/** The median drain of this build, against its target (and the baseline's, when there is one). */
function drainSummary(drains: Record<string, unknown>[], transport: string, raw: number | null): Record<string, unknown> {
  const seconds = (label: string) =>
    median(drains.filter((d) => d.transport === transport && d.consumer === label).map((d) => d.drain_s as number));
  const mine = seconds('this build');
  const baseline = process.env.BENCH_CONSUMER_BASELINE_DIST ? seconds('baseline') : null;
  return {
    transport,
    operations: DRAIN_OPERATIONS,
    drain_s: round2(mine),
    operations_per_s: Math.round(DRAIN_OPERATIONS / mine),
    ...(baseline !== null
      ? { baseline_drain_s: round2(baseline), baseline_operations_per_s: Math.round(DRAIN_OPERATIONS / baseline) }
      : {}),
    ...(raw !== null ? { raw_amqp_publish_consume_per_s: Math.round(raw) } : {}),
    target: '≤ 5 s (≥ 2,000 ops/s)',
    target_met: mine <= 5,
  };
}

/** Starts a consumer, lets it settle, accepts a 10,000-operation bulk and times it until every operation is done. */
async function timedDrain(
  base: string,
  token: string,
  db: Client,
  start: () => ReturnType<typeof startConsumerProcess>,
  skus: string[],
  run: number,
): Promise<number> {
  const consumer = start();
  await new Promise((r) => setTimeout(r, 3000));
  const accepted = await post(base, '/rest/async/bulk/V1/products/base-prices', token, bulkBody(skus, run));
  const drainStart = performance.now();
  const uuid = (accepted.body as { bulk_uuid: string }).bulk_uuid;
  while ((await openCount(db, uuid)) > 0) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - drainStart) / 1000;
  await consumer.stop();
  return seconds;
}

/** The same drains on the database queue: an API and consumers without a broker. */
async function databaseQueueDrains(databaseUrl: string, db: Client, skus: string[]): Promise<Record<string, unknown>[]> {
  const api = await startApi(databaseUrl, { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-pass-1', AMQP_URL: '' });
  try {
    const token = (await post(api.base, '/rest/V1/integration/admin/token', '', { username: 'bench', password: 'bench-pass-1' }))
      .body as string;
    const drains: Record<string, unknown>[] = [];
    for (let round = 0; round < DRAIN_ROUNDS; round++) {
      for (const build of consumerBuilds()) {
        const seconds = await timedDrain(api.base, token, db, () => startConsumerProcess(databaseUrl, null, build.dist), skus, 40 + round);
        drains.push({ transport: 'database', consumer: build.label, round: round + 1, drain_s: round2(seconds) });
      }
    }
    return drains;
  } finally {
    await api.stop();
  }
}

/** Starts one consumer, waits until `uuid` (or every operation) is done, stops it. */
async function drainWithConsumer(
  databaseUrl: string,
  amqpUrl: string | null,
  db: Client,
  uuid: string | null,
): Promise<{ seconds: number }> {
  const consumer = startConsumerProcess(databaseUrl, amqpUrl);
  const start = performance.now();
  for (;;) {
    const open = uuid
      ? await openCount(db, uuid)
      : (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE status = 4`)).rows[0].n;
    if (open === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - start) / 1000;
  await consumer.stop();
  return { seconds };
}

/** The broker's own limit here: persistent publish with confirms, then consume with manual acks. */
async function rawAmqpRate(url: string, count: number): Promise<number> {
  const conn = await connect(url);
  const ch = await conn.createConfirmChannel();
  const q = (await ch.assertQueue('', { exclusive: true })).queue;
  const body = Buffer.from(JSON.stringify({ operation_id: 1, bulk_uuid: '00000000-0000-4000-8000-000000000000', topic: 'async.bench' }));
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    ch.sendToQueue(q, body, { persistent: true });
    if (i % 500 === 499) await ch.waitForConfirms();
  }
  await ch.waitForConfirms();
  await ch.prefetch(100);
  await new Promise<void>((resolve) => {
    let seen = 0;
    void ch.consume(q, (msg) => {
      if (!msg) return;
      ch.ack(msg);
      if (++seen === count) resolve();
    });
  });
  const seconds = (performance.now() - start) / 1000;
  await conn.close();
  return count / seconds;
}

/** One consumer through 100,000 operations, its resident memory sampled as it goes. */
async function memoryOver(
  base: string,
  token: string,
  databaseUrl: string,
  amqpUrl: string | null,
  db: Client,
  skus: string[],
  dist = DIST,
) {
  const consumer = startConsumerProcess(databaseUrl, amqpUrl, dist);
  const samples: { operations_done: number; rss_mb: number }[] = [];
  const uuids: string[] = [];
  const rounds = MEMORY_OPERATIONS / skus.length;
  for (let r = 0; r < rounds; r++) {
    const res = await post(base, '/rest/async/bulk/V1/products/base-prices', token, bulkBody(skus, 20 + r));
    uuids.push((res.body as { bulk_uuid: string }).bulk_uuid);
  }
  await new Promise((r) => setTimeout(r, 1000));
  samples.push({ operations_done: 0, rss_mb: rssMb(consumer.pid) });
  for (const uuid of uuids) {
    while ((await openCount(db, uuid)) > 0) await new Promise((r) => setTimeout(r, 50));
    const done = (await db.query(`SELECT count(*)::int AS n FROM magento_operation WHERE bulk_uuid = ANY($1) AND status <> 4`, [uuids]))
      .rows[0].n;
    samples.push({ operations_done: done, rss_mb: rssMb(consumer.pid) });
  }
  await consumer.stop();
  const later = samples.slice(2).map((s) => s.rss_mb);
  return { operations: MEMORY_OPERATIONS, samples, growth_after_warmup_mb: round(Math.max(...later) - Math.min(...later)) };
}

const SCALE_OPERATIONS = 10_000;
/** The interleaved workload: each of these SKUs updated SCALE_OPERATIONS / SCALE_SKUS times, round-robin. */
const SCALE_SKUS = 400;

/**
 * Scale-out: drain throughput of one 10,000-operation base-price bulk with 1 and 2 consumer
 * processes, on RabbitMQ and on the database queue, for two workloads: every operation a different
 * SKU, and 400 SKUs updated 25 times each, interleaved (per-entity order holds operations back).
 * The consumers are up and idle before the bulk is accepted; the time runs from the acknowledgement
 * until no operation of the bulk is open. Rounds alternate the consumer count.
 */
export async function benchAsyncScale(databaseUrl: string, db: Client, mode: string, amqpBase: string): Promise<void> {
  const amqpUrl = benchAmqpUrl(amqpBase);
  const distinct = await seedProducts(db, SCALE_OPERATIONS, 'bench-scale');
  const shared = distinct.slice(0, SCALE_SKUS);
  const workloads: Record<string, (run: number) => unknown[]> = {
    distinct_skus: (run) => bulkBody(distinct, run),
    interleaved_400_skus: (run) =>
      Array.from({ length: SCALE_OPERATIONS }, (_, i) => ({ prices: [{ sku: shared[i % SCALE_SKUS], price: run + i + 1, store_id: 0 }] })),
  };
  const rows: Record<string, unknown>[] = [];
  let run = 100;
  // BENCH_SCALE_TRANSPORTS=database (or rabbitmq) runs one transport only, while changing it.
  const only = process.env.BENCH_SCALE_TRANSPORTS?.split(',');
  for (const transport of (['rabbitmq', 'database'] as const).filter((t) => !only || only.includes(t))) {
    const url = transport === 'rabbitmq' ? amqpUrl : null;
    // The API of each transport: on the database queue it writes no outbox.
    const api = await startApi(databaseUrl, { ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-pass-1', AMQP_URL: url ?? '' });
    try {
      const token = (await post(api.base, '/rest/V1/integration/admin/token', '', { username: 'bench', password: 'bench-pass-1' }))
        .body as string;
      for (const [workload, body] of Object.entries(workloads)) {
        const seconds: Record<number, number[]> = { 1: [], 2: [] };
        for (const pass of [0, 1]) {
          for (const consumers of pass ? [2, 1] : [1, 2]) {
            const procs = Array.from({ length: consumers }, () => startConsumerProcess(databaseUrl, url));
            await new Promise((r) => setTimeout(r, 3000));
            const accepted = await post(api.base, '/rest/async/bulk/V1/products/base-prices', token, body(run++));
            if (accepted.status !== 202) throw new Error(`scale bulk: ${accepted.status}`);
            const start = performance.now();
            const uuid = (accepted.body as { bulk_uuid: string }).bulk_uuid;
            while ((await openCount(db, uuid)) > 0) await new Promise((r) => setTimeout(r, 20));
            seconds[consumers].push((performance.now() - start) / 1000);
            await Promise.all(procs.map((p) => p.stop()));
          }
        }
        for (const consumers of [1, 2]) {
          const s = median(seconds[consumers]);
          rows.push({
            transport,
            workload,
            consumers,
            drain_s_runs: seconds[consumers].map((x) => round(x, 2)),
            operations_per_s: Math.round(SCALE_OPERATIONS / s),
          });
        }
      }
    } finally {
      await api.stop();
    }
  }
  console.table(rows);
  writeResult('async-scale', { when: new Date().toISOString(), mode, operations: SCALE_OPERATIONS, cpus: 2, drains: rows });
}
