import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../libs/platform/src/database/embedded-postgres';
import { ensureBuilt } from './ensure-built';
import { makeRunTempDir } from './run-temp-dir';
import { createTemplateDatabase } from './template-database';
import { workerNames } from './workers';

/**
 * With DATABASE_URL set, the tests run against that server (a fresh database is made beside the
 * named one). Without it, they start the embedded PostgreSQL, exactly as `npm start` does.
 */
export default async function globalSetup(): Promise<void> {
  ensureBuilt();
  // Every temporary file of the run goes under one directory the teardown removes.
  const runDir = makeRunTempDir();
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(join(runDir, 'postgres-server'));
    (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = embedded;
    serverUrl = embedded.url;
    process.env.MERCATO_TEST_MODE = 'embedded';
  } else {
    process.env.MERCATO_TEST_MODE = 'external';
  }
  // One database (and below, one virtual host) per jest worker: files run in parallel, each worker
  // has its own consumers and queues, so no worker's consumer takes another's operations. Each is a
  // copy of a template migrated once (test/support/template-database.ts), as startIsolatedApp's are.
  const name = `mercato_test_${process.pid}`;
  const template = `${name}_template`;
  await createTemplateDatabase(serverUrl, template);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  for (const db of workerNames(name)) {
    await admin.query(`DROP DATABASE IF EXISTS ${db}`);
    await admin.query(`CREATE DATABASE ${db} TEMPLATE ${template}`);
  }
  await admin.end();
  process.env.MERCATO_TEST_SERVER_URL = serverUrl;
  process.env.MERCATO_TEST_DATABASE = name;
  process.env.MERCATO_TEST_TEMPLATE = template;

  // With AMQP_URL, a virtual host of its own keeps this run's messages away from any other
  // consumer on the same broker (a developer's `npm start`, an earlier run).
  if (process.env.AMQP_URL) {
    const vhost = `mercato_test_${process.pid}`;
    const user = new URL(process.env.AMQP_URL).username || 'guest';
    for (const v of workerNames(vhost)) {
      execFileSync('rabbitmqctl', ['-q', 'add_vhost', v]);
      execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', v, decodeURIComponent(user), '.*', '.*', '.*']);
    }
    process.env.MERCATO_TEST_AMQP_BASE_URL = process.env.AMQP_URL;
    process.env.MERCATO_TEST_VHOST_BASE = vhost;
  }
}
