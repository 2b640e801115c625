import '../../register-paths';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { dataSourceOptions, EmbeddedDatabase, loadConfig, logger, runMigrations, ScopeConfig, setLogSilent, startEmbeddedPostgres } from '@mercato/platform';
import { Geonames, parseGeonames } from '@mercato/inventory';
import { schema } from '@mercato/setup';
import { prepareAnalytics } from './analytics-prepare';
import { TablerateImport, TablerateTable } from '@mercato/shipping';
import { DownloadableDomains } from '@mercato/downloadable';

const USAGE = [
  'usage: mercato inventory-geonames:import <file.csv|file.txt>',
  '       mercato shipping-tablerates:import <websiteCode> <conditionName> <file.csv>',
  '       mercato downloadable:domains:add|remove <host> [<host> ...]',
  '       mercato downloadable:domains:show',
  '       mercato analytics:prepare',
].join('\n');

/**
 * Maintenance commands (Magento's bin/magento for what Mercato needs):
 * `inventory-geonames:import <file>` loads postcode coordinates for distance-based source selection
 * from a geonames.org postal-code dump or a CSV (data/geonames/sample.csv is a small one). It uses
 * DATABASE_URL, or the embedded database under DATA_DIR when `npm start` is not running.
 * `shipping-tablerates:import <websiteCode> <conditionName> <file.csv>` replaces a website's table
 * rates for one condition (package_weight, package_value_with_discount, package_qty) with Magento's
 * table-rate CSV (data/tablerates/sample.csv).
 * `downloadable:domains:add|remove|show` edits the hosts downloadable link and sample URLs may
 * point to (Magento's commands of the same names).
 * `analytics:prepare` writes the encrypted usage report GET /V1/analytics/link points at.
 */
async function main(argv: string[]): Promise<void> {
  const [command, file] = argv;
  if (command === 'analytics:prepare' && argv.length === 1) return prepareAnalytics();
  if (command === 'shipping-tablerates:import' && argv.length === 4) return importTablerates(argv[1], argv[2], argv[3]);
  if (command === 'downloadable:domains:show' && argv.length === 1) return downloadableDomains('show', []);
  if ((command === 'downloadable:domains:add' || command === 'downloadable:domains:remove') && argv.length > 1) {
    return downloadableDomains(command.endsWith('add') ? 'add' : 'remove', argv.slice(1));
  }
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

async function importTablerates(websiteCode: string, condition: string, file: string): Promise<void> {
  const csv = readFileSync(file, 'utf8');
  await withDatabase(async (ds) => {
    try {
      const loaded = await new TablerateImport(ds, new TablerateTable(ds)).import(websiteCode, condition, csv);
      process.stdout.write(`Imported ${loaded} table rates (${condition}) for website ${websiteCode}\n`);
    } catch (e) {
      // Magento's message with its %1 placeholders filled, for a person to read.
      const params: unknown[] = Array.isArray(e?.parameters) ? e.parameters : [];
      process.stderr.write(String(e?.message ?? e).replace(/%(\d+)/g, (m, n) => String(params[Number(n) - 1] ?? m)) + '\n');
      process.exitCode = 1;
    }
  });
}

async function downloadableDomains(action: 'add' | 'remove' | 'show', hosts: string[]): Promise<void> {
  await withDatabase(async (ds) => {
    const domains = new DownloadableDomains(new ScopeConfig(ds), loadConfig());
    const list = action === 'show' ? await domains.domains() : await domains[action](hosts);
    process.stdout.write(`Downloadable domains: ${list.join(', ') || '(none)'}\n`);
  });
}

/** The configured database (or the embedded one), migrated, for the length of `work`. */
async function withDatabase(work: (ds: DataSource) => Promise<void>): Promise<void> {
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
    await work(ds);
  } finally {
    await ds.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((e) => {
  logger.error('command failed', { error: e?.message });
  process.exit(1);
});
