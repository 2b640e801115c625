/**
 * `node test/support/migrate-database.js <database url>`: the platform's migrations on that
 * database, run from the compiled application (dist/) as apps/cli/src/database.ts runs them.
 * global-setup runs it once per test run to make the template database (template-database.ts): as a
 * plain Node process it loads the compiled code directly, without jest's transform hooks.
 */
require('../../dist/apps/register-paths');
const { DataSource } = require('typeorm');
const { dataSourceOptions, runMigrations, setLogSilent } = require('@mercato/platform');
const { schema } = require('@mercato/setup');

async function main(url) {
  setLogSilent(true); // not the names of every migration applied
  const ds = new DataSource(dataSourceOptions(url, schema, 2));
  try {
    await ds.initialize();
    await runMigrations(ds);
  } finally {
    await ds.destroy().catch(() => undefined);
  }
}

main(process.argv[2]).catch((e) => {
  process.stderr.write(`migrations failed: ${e?.stack ?? e}\n`);
  process.exit(1);
});
