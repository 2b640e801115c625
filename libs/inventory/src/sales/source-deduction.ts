import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException, numberArray, textArray } from '@mercato/platform';
import { StoreScopes } from '@mercato/store';
import { DEFAULT_SOURCE, InventoryProducts } from '../source-items/services/inventory-products';
import { LegacyStockItems } from '../source-items/services/legacy-stock-items';
import { StockResolver } from '../sources/services/stock-resolver';
import { ReservationLedger } from './reservation-ledger';

/** A quantity of a SKU leaving a source. */
export interface DeductionLine {
  sku: string;
  qty: number;
}

/** A quantity of a SKU leaving (negative) or coming back to (positive) a source. */
export interface SourceMove {
  source: string;
  sku: string;
  productId: number | null;
  qty: number;
}

/** Why a deduction was refused (Magento's SourceDeductionService messages, logged; the caller answers its own). */
export class SourceDeductionError extends Error {}

interface LockedLine {
  sku: string;
  qty: number;
  product_id: number | null;
  quantity: number | null;
  status: number | null;
  manage: boolean;
  backorders: number;
  min_qty: number;
}

/**
 * MSI's SourceDeductionService, for the sales documents, in the caller's transaction and with a
 * constant number of statements whatever the number of lines:
 * - a new shipment: the goods leave the shipment's source and the order's reservation is
 *   compensated by a `shipment_created` +qty reservation (items whose stock is not managed are skipped);
 * - invoiced virtual items: the quantities the source selection picked leave their sources;
 * - a credit memo: quantities go back to (or leave) sources.
 * Deductions from `default` keep the legacy stock items in step (MSI SetDataToLegacyCatalogInventory).
 */
@Injectable()
export class SourceDeduction {
  constructor(
    private readonly ds: Database,
    private readonly stocks: StockResolver,
    private readonly ledger: ReservationLedger,
    private readonly legacy: LegacyStockItems,
    private readonly scopes: StoreScopes,
    private readonly products: InventoryProducts,
  ) {}

  /** The stock serving the order's store (its website's sales channel). */
  async stockIdForStore(storeId: number | null): Promise<number> {
    const stockId = await this.stockOfStore(storeId);
    if (stockId === null) throw new NoSuchEntityException('No linked stock found');
    return stockId;
  }

  /** The stock serving the order's store, null when its website has none. */
  async stockOfStore(storeId: number | null): Promise<number | null> {
    const id = storeId ?? 1;
    const view = (await this.scopes.views([id])).get(id);
    return view ? this.stocks.stockId('website', view.websiteCode) : null;
  }

  /** AssignSourceCodeToShipmentPlugin: the only source linked to the stock, else `default`. */
  async defaultSource(stockId: number): Promise<string> {
    const rows: { source_code: string }[] = await this.ds.query(
      `SELECT source_code FROM inventory_source_stock_link WHERE stock_id = $1 LIMIT 2`,
      [stockId],
    );
    return rows.length === 1 ? rows[0].source_code : 'default';
  }

  /**
   * Deducts the lines from the source and appends the compensating reservations. Throws
   * SourceDeductionError when a source item is missing or would go below zero without backorders.
   */
  async deduct(sourceCode: string, stockId: number, order: { id: number; incrementId: string }, lines: DeductionLine[]): Promise<void> {
    const merged = mergeLines(lines);
    if (!merged.length) return;
    const skus = merged.map((l) => l.sku);
    // Lock the source items first (sorted, so concurrent shipments never deadlock), then read their settings.
    await this.ds.query(`SELECT 1 FROM inventory_source_item WHERE source_code = $1 AND sku = ANY($2::text[]) ORDER BY sku FOR UPDATE`, [
      sourceCode,
      textArray(skus),
    ]);
    const d = await this.legacy.configuration();
    const rows: LockedLine[] = await this.ds.query(
      `SELECT x.sku, x.qty::float8 AS qty, p.entity_id AS product_id, si.quantity::float8 AS quantity, si.status,
              COALESCE(CASE WHEN s.use_config_manage_stock THEN $4::boolean ELSE s.manage_stock END, $4::boolean) AS manage,
              COALESCE(CASE WHEN s.use_config_backorders THEN $5::int ELSE s.backorders END, $5::int) AS backorders,
              COALESCE(CASE WHEN s.use_config_min_qty THEN $6::numeric ELSE s.min_qty END, $6::numeric)::float8 AS min_qty
       FROM unnest($2::text[], $3::numeric[]) WITH ORDINALITY AS x(sku, qty, n)
       -- lower(): the catalogue's SKU index is on lower(sku); the exact comparison keeps the SKU as spelt.
       LEFT JOIN catalog_product_entity p ON lower(p.sku) = lower(x.sku) AND p.sku = x.sku
       LEFT JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id AND s.stock_id = 1 AND s.website_id = 0
       LEFT JOIN inventory_source_item si ON si.source_code = $1 AND si.sku = x.sku
       ORDER BY x.n`,
      [sourceCode, textArray(skus), numberArray(merged.map((l) => l.qty)), d.manageStock, d.backorders, d.minQty],
    );
    const managed = rows.filter((r) => r.manage);
    for (const r of managed) {
      if (r.quantity === null) throw new SourceDeductionError(`Source item not found by source code: ${sourceCode} and sku: ${r.sku}.`);
      if (r.quantity - r.qty < 0 && r.backorders === 0) {
        throw new SourceDeductionError('Not all of your products are available in the requested quantity.');
      }
    }
    if (!managed.length) return;
    // Out of stock once the quantity reaches the minimum without backorders; otherwise the status stays.
    const result: [{ sku: string; quantity: number; status: number }[], number] = await this.ds.query(
      `UPDATE inventory_source_item si
       SET quantity = si.quantity - x.qty,
           status = CASE WHEN x.backorders = 0 AND si.quantity - x.qty <= x.min_qty THEN 0 ELSE si.status END
       FROM unnest($2::text[], $3::numeric[], $4::int[], $5::numeric[]) AS x(sku, qty, backorders, min_qty)
       WHERE si.source_code = $1 AND si.sku = x.sku
       RETURNING si.sku, si.quantity::float8 AS quantity, si.status`,
      [
        sourceCode,
        textArray(managed.map((r) => r.sku)),
        numberArray(managed.map((r) => r.qty)),
        numberArray(managed.map((r) => r.backorders)),
        numberArray(managed.map((r) => r.min_qty)),
      ],
    );
    // typeorm answers an UPDATE … RETURNING on postgres as [rows, count].
    const [updated] = result;
    if (sourceCode === DEFAULT_SOURCE) {
      const productIds = new Map(managed.map((r) => [r.sku, r.product_id]));
      await this.legacy.syncFromDefaultSource(
        updated
          .filter((u) => productIds.get(u.sku) != null)
          .map((u) => ({ productId: productIds.get(u.sku)!, qty: u.quantity, status: u.status })),
      );
    }
    await this.ledger.append(
      stockId,
      { type: 'shipment_created', objectType: 'order', objectId: String(order.id), objectIncrementId: order.incrementId },
      managed.map((r) => ({ sku: r.sku, quantity: r.qty })),
    );
  }

  /**
   * Deducts picked quantities from their sources, each only where the source item keeps a
   * non-negative quantity (an item deducted to nothing goes out of stock: min qty 0, backorders off).
   * Answers false, syncing nothing, when any could not be deducted.
   */
  async deductPicked(deductions: { source_code: string; sku: string; qty: number }[]): Promise<boolean> {
    // typeorm answers an UPDATE … RETURNING with [rows, affected count].
    const [updated]: [{ source_code: string; sku: string; quantity: string; status: number }[], number] = await this.ds.query(
      `UPDATE inventory_source_item si SET quantity = si.quantity - d.qty,
         status = CASE WHEN si.quantity - d.qty <= 0 THEN 0 ELSE si.status END
       FROM unnest($1::text[], $2::text[], $3::numeric[]) AS d(source_code, sku, qty)
       WHERE si.source_code = d.source_code AND si.sku = d.sku AND si.quantity - d.qty >= 0
       RETURNING si.source_code, si.sku, si.quantity, si.status`,
      [textArray(deductions.map((d) => d.source_code)), textArray(deductions.map((d) => d.sku)), numberArray(deductions.map((d) => d.qty))],
    );
    if (updated.length !== deductions.length) return false;
    await this.syncLegacy(updated.filter((u) => u.source_code === DEFAULT_SOURCE));
    return true;
  }

  /** Applies the quantity changes in one statement; the `default` source's products resync their legacy stock items. */
  async move(moves: SourceMove[]): Promise<void> {
    if (!moves.length) return;
    await this.ds.query(
      `UPDATE inventory_source_item si
       SET quantity = si.quantity + m.qty,
           status = CASE WHEN si.quantity + m.qty > 0 THEN 1 WHEN m.qty < 0 THEN 0 ELSE si.status END
       FROM (SELECT source, lower(sku) AS sku, SUM(qty) AS qty FROM unnest($1::text[], $2::text[], $3::numeric[]) AS x(source, sku, qty)
       GROUP BY 1, 2) m
       WHERE si.source_code = m.source AND lower(si.sku) = m.sku`,
      [textArray(moves.map((m) => m.source)), textArray(moves.map((m) => m.sku)), numberArray(moves.map((m) => m.qty))],
    );
    const legacy = moves.filter((m) => m.source === DEFAULT_SOURCE && m.productId !== null);
    if (legacy.length) await this.legacy.copyFromDefaultSource(legacy.map((m) => ({ id: m.productId!, sku: m.sku })));
  }

  private async syncLegacy(rows: { sku: string; quantity: string; status: number }[]): Promise<void> {
    if (!rows.length) return;
    const found = await this.products.find(rows.map((r) => r.sku));
    await this.legacy.syncFromDefaultSource(
      rows.flatMap((r) => {
        const product = found.get(r.sku);
        return product ? [{ productId: product.entity_id, qty: Number(r.quantity), status: r.status }] : [];
      }),
    );
  }
}

function mergeLines(lines: DeductionLine[]): DeductionLine[] {
  const bySku = new Map<string, number>();
  for (const l of lines) if (l.qty > 0) bySku.set(l.sku, (bySku.get(l.sku) ?? 0) + l.qty);
  return [...bySku].map(([sku, qty]) => ({ sku, qty }));
}
