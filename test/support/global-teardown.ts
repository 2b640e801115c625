import { execFileSync } from 'node:child_process';
import { Client } from 'pg';
import type { EmbeddedDatabase } from '../../libs/platform/src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.MERCATO_TEST_SERVER_URL;
  const name = process.env.MERCATO_TEST_DATABASE;
  if (serverUrl && name) {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  if (process.env.MERCATO_TEST_VHOST) {
    try {
      execFileSync('rabbitmqctl', ['-q', 'delete_vhost', process.env.MERCATO_TEST_VHOST]);
    } catch {
      /* already gone */
    }
  }
  const embedded = (globalThis as Record<string, unknown>).__EMBEDDED_PG__ as EmbeddedDatabase | undefined;
  await embedded?.stop();
}
