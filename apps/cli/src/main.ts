import '../../register-paths';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { dataSourceOptions, EmbeddedDatabase, loadConfig, logger, runMigrations, setLogSilent, startEmbeddedPostgres } from '@mercato/platform';
import { Geonames, parseGeonames } from '@mercato/inventory';
import { schema } from '@mercato/setup';

const USAGE = 'usage: mercato inventory-geonames:import <file.csv|file.txt>';

/**
 * Maintenance commands (Magento's bin/magento for what Mercato needs):
 * `inventory-geonames:import <file>` loads postcode coordinates for distance-based source selection
 * from a geonames.org postal-code dump or a CSV (data/geonames/sample.csv is a small one). It uses
 * DATABASE_URL, or the embedded database under DATA_DIR when `npm start` is not running.
 */
async function main(argv: string[]): Promise<void> {
  const [command, file] = argv;
  if (command !== 'inventory-geonames:import' || !file) {
    process.stderr.write(USAGE + '\n');
    process.exit(2);
  }
  const rows = parseGeonames(readFileSync(file, 'utf8'));
  const config = loadConfig();
  setLogSilent(config.logLevel === 'silent');
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    config.databaseUrl = embedded.url;
  }
  const ds = new DataSource(dataSourceOptions(config.databaseUrl, schema, 2));
  try {
    await ds.initialize();
    await runMigrations(ds);
    const loaded = await new Geonames(ds).replace(rows);
    const countries = [...new Set(rows.map((r) => r.country_code))].sort();
    process.stdout.write(`Imported ${loaded} geonames for ${countries.join(', ')}\n`);
  } finally {
    await ds.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((e) => {
  logger.error('command failed', { error: e?.message });
  process.exit(1);
});
