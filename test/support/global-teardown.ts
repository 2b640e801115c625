import { execFileSync } from 'node:child_process';
import { Client } from 'pg';
import type { EmbeddedDatabase } from '../../libs/platform/src/database/embedded-postgres';
import { removeRunTempDir } from './run-temp-dir';
import { dropTemplateDatabase } from './template-database';
import { workerNames } from './workers';

export default async function globalTeardown(): Promise<void> {
  try {
    await dropRunDatabases();
    deleteRunVirtualHosts();
  } finally {
    const embedded = (globalThis as Record<string, unknown>).__EMBEDDED_PG__ as EmbeddedDatabase | undefined;
    try {
      await embedded?.stop();
    } finally {
      // Last, once the server stopped: its data directory is inside.
      removeRunTempDir();
    }
  }
}

async function dropRunDatabases(): Promise<void> {
  const serverUrl = process.env.MERCATO_TEST_SERVER_URL;
  const name = process.env.MERCATO_TEST_DATABASE;
  if (!serverUrl || !name) return;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  for (const db of workerNames(name)) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  if (process.env.MERCATO_TEST_TEMPLATE) await dropTemplateDatabase(serverUrl, process.env.MERCATO_TEST_TEMPLATE);
}

function deleteRunVirtualHosts(): void {
  const vhost = process.env.MERCATO_TEST_VHOST_BASE;
  for (const v of vhost ? workerNames(vhost) : []) {
    try {
      execFileSync('rabbitmqctl', ['-q', 'delete_vhost', v]);
    } catch {
      /* already gone */
    }
  }
}
