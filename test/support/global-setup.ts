import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../libs/platform/src/database/embedded-postgres';

/**
 * With DATABASE_URL set, the tests run against that server (a fresh database is made beside the
 * named one). Without it, they start the embedded PostgreSQL, exactly as `npm start` does.
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-test-'));
    const embedded = await startEmbeddedPostgres(dir);
    (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = embedded;
    serverUrl = embedded.url;
    process.env.MERCATO_TEST_MODE = 'embedded';
  } else {
    process.env.MERCATO_TEST_MODE = 'external';
  }
  const name = `mercato_test_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/' + name;
  process.env.MERCATO_TEST_DATABASE_URL = url.toString();
  process.env.MERCATO_TEST_SERVER_URL = serverUrl;
  process.env.MERCATO_TEST_DATABASE = name;

  // With AMQP_URL, a virtual host of its own keeps this run's messages away from any other
  // consumer on the same broker (a developer's `npm start`, an earlier run).
  if (process.env.AMQP_URL) {
    const vhost = `mercato_test_${process.pid}`;
    execFileSync('rabbitmqctl', ['-q', 'add_vhost', vhost]);
    const user = new URL(process.env.AMQP_URL).username || 'guest';
    execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', vhost, decodeURIComponent(user), '.*', '.*', '.*']);
    const amqp = new URL(process.env.AMQP_URL);
    amqp.pathname = '/' + vhost;
    process.env.MERCATO_TEST_AMQP_URL = amqp.toString();
    process.env.MERCATO_TEST_VHOST = vhost;
  }
}
