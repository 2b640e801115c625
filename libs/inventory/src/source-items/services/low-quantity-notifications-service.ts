import { Injectable } from '@nestjs/common';
import { CouldNotDeleteException, CouldNotSaveException, Database, InputException, numberArray, textArray } from '@mercato/platform';
import { SourceItemConfigurationInput, SourceItemInput } from '../dto/source-items.input';
import { InventoryProducts } from './inventory-products';
import { StockDefaultsProvider } from './stock-defaults';
import { INPUT_DATA_IS_EMPTY } from './validation';

export interface SourceItemConfigurationData {
  source_code: string;
  sku: string;
  notify_stock_qty: number;
}

const WRONG_INPUT = 'Wrong input data';

/**
 * Magento\InventoryLowQuantityNotificationApi: the "notify for quantity below" setting per source
 * item. Without a setting of its own an item uses `cataloginventory/item_options/notify_stock_qty`.
 */
@Injectable()
export class LowQuantityNotifications {
  constructor(
    private readonly ds: Database,
    private readonly products: InventoryProducts,
    private readonly defaults: StockDefaultsProvider,
  ) {}

  /** GetSourceItemConfiguration: the source and the product must exist (`Wrong input data`). */
  async get(sourceCode: string, sku: string): Promise<SourceItemConfigurationData> {
    if (!sourceCode || !sku) throw new InputException(WRONG_INPUT);
    const [source] = await this.ds.query(`SELECT 1 FROM inventory_source WHERE source_code = $1`, [sourceCode]);
    if (!source) throw new InputException(WRONG_INPUT);
    const product = (await this.products.find([sku])).get(sku);
    if (!product) throw new InputException(WRONG_INPUT);
    const [row]: SourceItemConfigurationData[] = await this.ds.query(
      `SELECT source_code, sku, notify_stock_qty::float8 AS notify_stock_qty FROM inventory_low_stock_notification_configuration
       WHERE source_code = $1 AND sku = $2 AND notify_stock_qty IS NOT NULL`,
      [sourceCode, product.sku],
    );
    if (row) return { source_code: row.source_code, sku: row.sku, notify_stock_qty: row.notify_stock_qty };
    return { source_code: sourceCode, sku, notify_stock_qty: (await this.defaults.get()).notifyStockQty };
  }

  /** SourceItemConfigurationsSave: upserts the settings (the last one wins for a repeated item). */
  async save(configurations: SourceItemConfigurationInput[]): Promise<void> {
    if (!configurations.length) throw new InputException(INPUT_DATA_IS_EMPTY);
    const failed = () => new CouldNotSaveException('Could not save Source Item Configuration');
    if (configurations.some((c) => typeof c.source_code !== 'string' || typeof c.sku !== 'string')) throw failed();
    const found = await this.products.find(configurations.map((c) => c.sku));
    const byKey = new Map<string, { source: string; sku: string; qty: number | null }>();
    for (const c of configurations) {
      const row = { source: c.source_code!, sku: found.canonical(c.sku!), qty: c.notify_stock_qty ?? null };
      const key = `${row.source}\u0000${row.sku}`;
      byKey.delete(key);
      byKey.set(key, row);
    }
    const rows = [...byKey.values()];
    const sources = [...new Set(rows.map((r) => r.source))];
    const known: unknown[] = await this.ds.query(`SELECT 1 FROM inventory_source WHERE source_code = ANY($1::text[])`, [
      textArray(sources),
    ]);
    if (known.length !== sources.length) throw failed();
    try {
      await this.ds.query(
        `INSERT INTO inventory_low_stock_notification_configuration AS n (source_code, sku, notify_stock_qty)
         SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[])
         ON CONFLICT (source_code, sku) DO UPDATE SET notify_stock_qty = EXCLUDED.notify_stock_qty`,
        [textArray(rows.map((r) => r.source)), textArray(rows.map((r) => r.sku)), numberArray(rows.map((r) => r.qty))],
      );
    } catch (e) {
      throw failed().withCause(e);
    }
  }

  /** DeleteSourceItemsConfiguration: removes the settings of the named items (then the default applies). */
  async delete(items: SourceItemInput[]): Promise<void> {
    const pairs = items.filter((i) => typeof i.source_code === 'string' && typeof i.sku === 'string');
    if (!pairs.length) return;
    const found = await this.products.find(pairs.map((p) => p.sku));
    try {
      await this.ds.query(
        `DELETE FROM inventory_low_stock_notification_configuration n USING unnest($1::text[], $2::text[]) AS x(source_code, sku)
         WHERE n.source_code = x.source_code AND n.sku = x.sku`,
        [textArray(pairs.map((p) => p.source_code!)), textArray(pairs.map((p) => found.canonical(p.sku!)))],
      );
    } catch (e) {
      throw new CouldNotDeleteException('Could not delete SourceItems Configuration.').withCause(e);
    }
  }
}
