import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { ModuleList } from '@mercato/backend';
import { toCsv } from './csv';
import { TarEntry } from './tar';

/**
 * The store usage data the export carries, one CSV file per report as Magento's ReportWriter
 * writes them: the enabled modules, the store views, how many products, categories, customers and
 * orders there are, and orders with their base grand total per day, store view and base currency.
 * One statement per report, whatever the store's size.
 */
@Injectable()
export class UsageReport {
  constructor(
    private readonly ds: Database,
    private readonly modules: ModuleList,
  ) {}

  async files(): Promise<TarEntry[]> {
    const [stores, totals, ordersDaily] = await Promise.all([
      this.ds.query(`SELECT store_id, code, name, website_id, group_id, is_active::int AS is_active FROM store ORDER BY store_id`),
      this.ds.query(
        `SELECT 'products' AS entity, count(*)::int AS count FROM catalog_product_entity
         UNION ALL SELECT 'categories', count(*)::int FROM catalog_category_entity WHERE level >= 1
         UNION ALL SELECT 'customers', count(*)::int FROM customer_entity
         UNION ALL SELECT 'orders', count(*)::int FROM sales_order`,
      ),
      this.ds.query(
        `SELECT to_char(created_at, 'YYYY-MM-DD') AS day, store_id, base_currency_code,
                count(*)::int AS orders, COALESCE(sum(base_grand_total), 0)::numeric(20,4)::text AS base_grand_total
         FROM sales_order GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      ),
    ]);
    const modules = this.modules.getNames().map((module_name) => ({ module_name, state: 'Enabled' }));
    return [
      csv('modules.csv', ['module_name', 'state'], modules),
      csv('stores.csv', ['store_id', 'code', 'name', 'website_id', 'group_id', 'is_active'], stores),
      csv('totals.csv', ['entity', 'count'], totals),
      csv('orders_daily.csv', ['day', 'store_id', 'base_currency_code', 'orders', 'base_grand_total'], ordersDaily),
    ];
  }
}

function csv(name: string, columns: string[], rows: Record<string, unknown>[]): TarEntry {
  return { name, content: Buffer.from(toCsv(columns, rows), 'utf8') };
}
