import { readFileSync } from 'node:fs';
import { Geonames, parseGeonames } from '@mercato/inventory';
import { withDatabase } from '../database';
import { CliCommand } from './command';

/**
 * `inventory-geonames:import <file>` loads postcode coordinates for distance-based source selection
 * from a geonames.org postal-code dump or a CSV (data/geonames/sample.csv is a small one).
 */
export const geonamesImport: CliCommand = {
  name: 'inventory-geonames:import',
  usage: '<file.csv|file.txt>',
  accepts: (args) => args.length === 1,
  async run([file]) {
    const rows = parseGeonames(readFileSync(file, 'utf8'));
    await withDatabase(async (ds) => {
      const loaded = await new Geonames(ds).replace(rows);
      const countries = [...new Set(rows.map((r) => r.country_code))].sort();
      process.stdout.write(`Imported ${loaded} geonames for ${countries.join(', ')}\n`);
    });
  },
};
