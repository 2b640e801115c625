import { Injectable } from '@nestjs/common';
import {
  CouldNotDeleteException,
  CouldNotSaveException,
  Database,
  echoCriteria,
  InputException,
  numberArray,
  runSearch,
  SearchCriteria,
  SearchResults,
  textArray,
} from '@mercato/platform';
import { SourceItemInput } from '../dto/source-items.input';
import { DEFAULT_SOURCE, FoundProducts, InventoryProducts } from './inventory-products';
import { LegacyStockItems } from './legacy-stock-items';
import { INPUT_DATA_IS_EMPTY, sourceItemErrors, sourceItemsValidationFailed } from './validation';

export interface SourceItemData {
  sku: string;
  source_code: string;
  quantity: number;
  status: number;
}

/**
 * Magento\InventoryApi source items: SourceItemRepositoryInterface::getList, SourceItemsSave and
 * SourceItemsDelete, with InventoryCatalog's synchronisation of the `default` source to the legacy
 * stock items. Every call runs a fixed number of statements whatever the number of items. A SKU
 * need not be a product; when it is, it is stored as the catalog spells it (SKUs are
 * case-insensitive, as under Magento's collation).
 */
@Injectable()
export class SourceItemsService {
  constructor(
    private readonly ds: Database,
    private readonly products: InventoryProducts,
    private readonly legacy: LegacyStockItems,
  ) {}

  async getList(criteria: SearchCriteria): Promise<SearchResults<SourceItemData>> {
    const { rows, total } = await runSearch<SourceItemData>(this.ds, criteria, {
      select: 'si.sku, si.source_code, si.quantity::float8 AS quantity, si.status',
      from: 'inventory_source_item si',
      fields: {
        source_item_id: { sql: 'si.source_item_id', type: 'int' },
        sku: { sql: 'si.sku', type: 'text' },
        source_code: { sql: 'si.source_code', type: 'text' },
        quantity: { sql: 'si.quantity', type: 'numeric' },
        status: { sql: 'si.status', type: 'int' },
      },
      defaultOrder: 'si.source_item_id ASC',
    });
    return { items: rows, search_criteria: echoCriteria(criteria), total_count: total };
  }

  /**
   * Upserts the items (the last one wins for a repeated source and SKU). An unknown source fails
   * the whole call (`Could not save Source Item`), as the foreign key does in Magento. Items of
   * the `default` source rewrite their products' legacy stock items.
   */
  async save(items: SourceItemInput[]): Promise<void> {
    if (!items.length) throw new InputException(INPUT_DATA_IS_EMPTY);
    const errors = items.flatMap(sourceItemErrors);
    if (errors.length) throw sourceItemsValidationFailed(errors);

    const found = await this.products.find(items.map((i) => i.sku));
    const rows = lastPerKey(
      items.map((i) => ({ source: i.source_code!, sku: found.canonical(i.sku!), quantity: i.quantity!, status: i.status! })),
    );
    if (await this.unknownSources(rows.map((r) => r.source))) throw new CouldNotSaveException('Could not save Source Item');
    const legacy = this.defaultSourceProducts(found, rows).map(({ row, productId }) => ({
      productId,
      qty: row.quantity,
      status: row.status,
    }));
    try {
      await this.ds.transaction(async () => {
        await this.ds.query(
          `INSERT INTO inventory_source_item AS si (source_code, sku, quantity, status)
           SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::smallint[])
           ON CONFLICT (source_code, sku) DO UPDATE SET quantity = EXCLUDED.quantity, status = EXCLUDED.status`,
          [
            textArray(rows.map((r) => r.source)),
            textArray(rows.map((r) => r.sku)),
            numberArray(rows.map((r) => r.quantity)),
            numberArray(rows.map((r) => r.status)),
          ],
        );
        await this.legacy.syncFromDefaultSource(legacy);
      });
    } catch (e) {
      throw new CouldNotSaveException('Could not save Source Item').withCause(e);
    }
  }

  /**
   * Deletes the named items with their low-quantity settings; deleting a product's `default`
   * item zeroes its legacy stock item (quantity 0, out of stock).
   */
  async delete(items: SourceItemInput[]): Promise<void> {
    if (!items.length) throw new InputException(INPUT_DATA_IS_EMPTY);
    const found = await this.products.find(items.map((i) => i.sku));
    const pairs = items
      .filter((i) => typeof i.sku === 'string' && typeof i.source_code === 'string')
      .map((i) => ({ source: i.source_code!, sku: found.canonical(i.sku!) }));
    const zeroed = [...new Set(this.defaultSourceProducts(found, pairs).map((p) => p.productId))];
    const params = [textArray(pairs.map((p) => p.source)), textArray(pairs.map((p) => p.sku))];
    try {
      await this.ds.transaction(async () => {
        await this.ds.query(
          `DELETE FROM inventory_source_item si USING unnest($1::text[], $2::text[]) AS x(source_code, sku)
           WHERE si.source_code = x.source_code AND si.sku = x.sku`,
          params,
        );
        await this.ds.query(
          `DELETE FROM inventory_low_stock_notification_configuration n USING unnest($1::text[], $2::text[]) AS x(source_code, sku)
           WHERE n.source_code = x.source_code AND n.sku = x.sku`,
          params,
        );
        await this.legacy.zero(zeroed);
      });
    } catch (e) {
      throw new CouldNotDeleteException('Could not delete Source Items').withCause(e);
    }
  }

  /** Whether any of these source codes is not a source (one statement). */
  private async unknownSources(codes: string[]): Promise<boolean> {
    const unique = [...new Set(codes)];
    const known: { source_code: string }[] = await this.ds.query(
      `SELECT source_code FROM inventory_source WHERE source_code = ANY($1::text[])`,
      [textArray(unique)],
    );
    return known.length !== unique.length;
  }

  /** The rows of the `default` source whose SKU is a product, with the product's id. */
  private defaultSourceProducts<R extends { source: string; sku: string }>(
    found: FoundProducts,
    rows: R[],
  ): { row: R; productId: number }[] {
    const out: { row: R; productId: number }[] = [];
    for (const row of rows) {
      if (row.source !== DEFAULT_SOURCE) continue;
      const p = found.get(row.sku);
      if (p) out.push({ row, productId: p.entity_id });
    }
    return out;
  }
}

/** One row per (source, SKU), the last given winning (ON CONFLICT may not touch a row twice). */
function lastPerKey<R extends { source: string; sku: string }>(rows: R[]): R[] {
  const byKey = new Map<string, R>();
  for (const r of rows) {
    const key = `${r.source}\u0000${r.sku}`;
    byKey.delete(key);
    byKey.set(key, r);
  }
  return [...byKey.values()];
}
