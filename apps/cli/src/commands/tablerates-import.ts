import { readFileSync } from 'node:fs';
import { TablerateImport, TablerateTable } from '@mercato/shipping';
import { readableError, withDatabase } from '../database';
import { CliCommand } from './command';

/**
 * `shipping-tablerates:import <websiteCode> <conditionName> <file.csv>` replaces a website's table
 * rates for one condition (package_weight, package_value_with_discount, package_qty) with Magento's
 * table-rate CSV (data/tablerates/sample.csv).
 */
export const tableratesImport: CliCommand = {
  name: 'shipping-tablerates:import',
  usage: '<websiteCode> <conditionName> <file.csv>',
  accepts: (args) => args.length === 3,
  async run([websiteCode, condition, file]) {
    const csv = readFileSync(file, 'utf8');
    await withDatabase(async (ds) => {
      try {
        const loaded = await new TablerateImport(ds, new TablerateTable(ds)).import(websiteCode, condition, csv);
        process.stdout.write(`Imported ${loaded} table rates (${condition}) for website ${websiteCode}\n`);
      } catch (e) {
        process.stderr.write(readableError(e) + '\n');
        process.exitCode = 1;
      }
    });
  },
};
