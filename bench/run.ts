import '../apps/register-paths';
import { join } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '@mercato/platform';
import { benchAmqpUrl, benchAsync, benchAsyncScale } from './async.bench';
import { benchOperationLog } from './operation-log.bench';
import { benchPriceStorage } from './price-storage.bench';
import { benchProductGet } from './product-get.bench';
import { benchOauth } from './oauth.bench';
import { benchSalable } from './inventory-salable.bench';
import { benchInventoryTransfer } from './inventory-transfer.bench';
import { benchCheckout } from './checkout.bench';
import { benchOrderPlacement } from './order-placement.bench';
import { benchShipments } from './shipments.bench';
import { benchRefunds } from './refunds.bench';
import { benchCatalog } from './catalog.bench';
import { DIST, freePort, startApi, startTemporaryEmbeddedPostgres } from './support';

/**
 * `npm run bench`: starts PostgreSQL (embedded unless DATABASE_URL is set, in a temporary directory
 * removed at the end) and the API as its own process, runs each benchmark, prints a table and writes
 * its results to bench/results/local/ (ignored), or over the recorded bench/results/*.json with
 * BENCH_RECORD=1.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) return runBenches(await freshDatabaseBeside(config.databaseUrl), 'external', config.amqpUrl);
  const embedded = await startTemporaryEmbeddedPostgres();
  try {
    await runBenches(embedded.url, 'embedded', config.amqpUrl);
  } finally {
    await embedded.stop();
  }
}

/** A fresh database beside the given one, so results do not depend on earlier data. */
async function freshDatabaseBeside(databaseUrl: string): Promise<string> {
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS mercato_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE mercato_bench');
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = '/mercato_bench';
  return url.toString();
}

async function runBenches(databaseUrl: string, mode: 'embedded' | 'external', configuredAmqpUrl: string | null): Promise<void> {
  // RabbitMQ is what the queue figures are about: AMQP_URL, or the local broker.
  const broker = configuredAmqpUrl ?? 'amqp://guest:guest@127.0.0.1:5672';
  // The same broker as the async and catalog benches' own API processes: an API on the database
  // queue would take (and drop) outbox rows meant for RabbitMQ while they run.
  const amqpUrl = benchAmqpUrl(broker);
  // The checkout bench counts the statements each call sends: a counter preloaded into the API.
  const counter = process.argv[2] === 'checkout' ? String(await freePort()) : undefined;
  if (counter) process.env.STATEMENT_COUNTER_PORT = counter;
  const api = await startApi(databaseUrl, {
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-pass-1',
    ...(amqpUrl ? { AMQP_URL: amqpUrl } : {}),
    ...(counter ? { STATEMENT_COUNTER_PORT: counter, NODE_OPTIONS: `--require ${join(DIST, 'bench/statement-counter.js')}` } : {}),
  });
  const db = new Client({ connectionString: databaseUrl });
  try {
    await db.connect();
    const token = (await (
      await fetch(api.base + '/rest/V1/integration/admin/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }),
      })
    ).json()) as string;
    const only = process.argv[2];
    if (!only || only === 'prices') await benchPriceStorage(api.base, token, db, mode);
    if (!only || only === 'product-get') await benchProductGet(api.base, token, db, mode);
    if (!only || only === 'oauth') await benchOauth(api.base, token, db, mode);
    if (!only || only === 'salable') await benchSalable(api.base, token, db, mode);
    if (!only || only === 'transfer') await benchInventoryTransfer(api.base, token, db, mode);
    if (!only || only === 'checkout') await benchCheckout(api.base, token, db, mode, api.pid);
    if (!only || only === 'orders') await benchOrderPlacement(api.base, token, db, mode);
    if (!only || only === 'shipments') await benchShipments(api.base, token, db, mode);
    if (!only || only === 'refunds') await benchRefunds(api.base, token, db, mode);
    if (!only || only === 'catalog') await benchCatalog(databaseUrl, db, mode, broker);
    if (!only || only === 'async') await benchAsync(databaseUrl, db, mode, broker);
    if (!only || only === 'async-scale') await benchAsyncScale(databaseUrl, db, mode, broker);
    if (!only || only === 'operation-log') await benchOperationLog(databaseUrl, db, mode);
  } finally {
    await db.end().catch(() => undefined);
    await api.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
