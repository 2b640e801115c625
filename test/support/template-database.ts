import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * One database migrated once per run, which the workers' databases and every startIsolatedApp
 * database are copied from (`CREATE DATABASE … TEMPLATE`, a fraction of a second, instead of the
 * whole migration history, ~1.4 s, each). A copy is exactly what migrating an empty database makes;
 * each app still runs its migrations check and its start-up seeding on its own copy.
 */
export async function createTemplateDatabase(serverUrl: string, name: string): Promise<void> {
  await dropTemplateDatabase(serverUrl, name); // one a crashed run left behind
  await serverSql(serverUrl, [`CREATE DATABASE ${name}`]);
  const url = new URL(serverUrl);
  url.pathname = '/' + name;
  await migrate(url.toString());
  // Nothing may be connected to a template while it is copied: no connections from now on.
  await serverSql(serverUrl, [`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`]);
}

/** Drops the template if it exists (a template must be unmarked before it can be dropped). */
export async function dropTemplateDatabase(serverUrl: string, name: string): Promise<void> {
  await serverSql(serverUrl, [`ALTER DATABASE ${name} WITH IS_TEMPLATE false`, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]).catch(
    () => undefined,
  );
}

/**
 * A database of its own, named after `label`, copied from the run's migrated template (global-setup
 * made it): what migrating an empty database makes. `drop` removes it.
 */
export async function templateCopy(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.MERCATO_TEST_SERVER_URL;
  const base = process.env.MERCATO_TEST_DATABASE;
  const template = process.env.MERCATO_TEST_TEMPLATE;
  if (!server || !base || !template) throw new Error('test/support/global-setup.ts did not run');
  const name = `${base}_${label}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const drop = () => serverSql(server, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  await drop();
  await serverSql(server, [`CREATE DATABASE ${name} TEMPLATE ${template}`]);
  const url = new URL(server);
  url.pathname = '/' + name;
  return { url: url.toString(), drop };
}

/** The platform's migrations, run by test/support/migrate-database.js from the compiled application. */
function migrate(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(__dirname, 'migrate-database.js'), url], (error, _stdout, stderr) =>
      error ? reject(new Error(`template database: ${stderr || error.message}`)) : resolve(),
    );
  });
}

async function serverSql(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}
