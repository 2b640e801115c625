import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChangeNotification, dropChangeNotification } from '@mercato/platform';

const TABLES = ['tax_calculation', 'tax_calculation_rule', 'tax_calculation_rate', 'tax_calculation_rate_title'];

/** Changes to the tables tax rates are read from are announced on `mercato_tax_rates` (TaxRateLookup keeps its answers in memory). */
export class TaxRateNotifications1763800000492 implements MigrationInterface {
  name = 'TaxRateNotifications1763800000492';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await createChangeNotification(q, table, 'mercato_tax_rates');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await dropChangeNotification(q, table);
  }
}
