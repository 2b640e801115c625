import '../apps/register-paths';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedDatabase, loadConfig, startEmbeddedPostgres } from '@mercato/platform';
import { benchAmqpUrl, benchAsync, benchAsyncScale } from './async.bench';
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
import { DIST, freePort, startApi } from './support';

/**
 * `npm run bench`: starts PostgreSQL (embedded unless DATABASE_URL is set) and the API as its own
 * process, runs each benchmark, prints a table and writes bench/results/*.json.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(mkdtempSync(join(tmpdir(), 'mercato-bench-')));
    databaseUrl = embedded.url;
  } else {
    // A fresh database beside the given one, so results do not depend on earlier data.
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS mercato_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE mercato_bench');
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = '/mercato_bench';
    databaseUrl = url.toString();
  }
  // The same broker as the async and catalog benches' own API processes: an API on the database
  // queue would take (and drop) outbox rows meant for RabbitMQ while they run.
  const amqpUrl = benchAmqpUrl(config.amqpUrl ?? 'amqp://guest:guest@127.0.0.1:5672');
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
  await db.connect();
  try {
    const token = (await (
      await fetch(api.base + '/rest/V1/integration/admin/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'bench', password: 'bench-pass-1' }),
      })
    ).json()) as string;
    const only = process.argv[2];
    if (!only || only === 'prices') await benchPriceStorage(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'product-get') await benchProductGet(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'oauth') await benchOauth(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'salable') await benchSalable(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'transfer') await benchInventoryTransfer(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'checkout') await benchCheckout(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'orders') await benchOrderPlacement(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'shipments') await benchShipments(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'refunds') await benchRefunds(api.base, token, db, embedded ? 'embedded' : 'external');
    if (!only || only === 'catalog') {
      await benchCatalog(databaseUrl, db, embedded ? 'embedded' : 'external', config.amqpUrl ?? 'amqp://guest:guest@127.0.0.1:5672');
    }
    if (!only || only === 'async') {
      // RabbitMQ is what the drain figure is about: AMQP_URL, or the local broker.
      await benchAsync(databaseUrl, db, embedded ? 'embedded' : 'external', config.amqpUrl ?? 'amqp://guest:guest@127.0.0.1:5672');
    }
    if (!only || only === 'async-scale') {
      await benchAsyncScale(databaseUrl, db, embedded ? 'embedded' : 'external', config.amqpUrl ?? 'amqp://guest:guest@127.0.0.1:5672');
    }
  } finally {
    await db.end();
    await api.stop();
    await embedded?.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
