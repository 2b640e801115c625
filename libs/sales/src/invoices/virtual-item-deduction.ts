import { Injectable } from '@nestjs/common';
import { LegacyStockItems, ReservationLedger, SourceSelectionService, StockResolver } from '@mercato/inventory';
import { Database, LocalizedException, numberArray, textArray } from '@mercato/platform';
import { LockedOrder } from '../management/order-documents';

/**
 * MSI's VirtualSourceDeductionProcessor: virtual items are never shipped, so invoicing them is
 * what takes them out of stock — the quantity is deducted from the sources the priority algorithm
 * picks on the order's website stock, and an `invoice_created` reservation compensates the
 * `order_placed` one. Runs in the invoice's transaction.
 */
@Injectable()
export class VirtualItemDeduction {
  constructor(
    private readonly ds: Database,
    private readonly stocks: StockResolver,
    private readonly selection: SourceSelectionService,
    private readonly ledger: ReservationLedger,
    private readonly legacy: LegacyStockItems,
  ) {}

  async deduct(order: LockedOrder, lines: { sku: string; qty: number }[]): Promise<void> {
    if (!lines.length) return;
    const [site]: { code: string }[] = await this.ds.query(
      `SELECT w.code FROM store s JOIN store_website w ON w.website_id = s.website_id WHERE s.store_id = $1`,
      [order.store_id ?? 1],
    );
    const stockId = site ? await this.stocks.stockId('website', site.code) : null;
    if (stockId === null) return;
    const { source_selection_items: picked } = await this.selection.select(stockId, lines, 'priority');
    const deductions = picked.filter((p) => p.qty_to_deduct > 0);
    if (deductions.length) {
      // Magento's SourceDeductionService: the source item must keep a non-negative quantity.
      // typeorm answers an UPDATE … RETURNING with [rows, affected count].
      const [updated]: [{ source_code: string; sku: string; quantity: string; status: number }[], number] = await this.ds.query(
        `UPDATE inventory_source_item si SET quantity = si.quantity - d.qty,
           -- an item deducted to nothing goes out of stock (min qty 0, backorders off: the defaults)
           status = CASE WHEN si.quantity - d.qty <= 0 THEN 0 ELSE si.status END
         FROM unnest($1::text[], $2::text[], $3::numeric[]) AS d(source_code, sku, qty)
         WHERE si.source_code = d.source_code AND si.sku = d.sku AND si.quantity - d.qty >= 0
         RETURNING si.source_code, si.sku, si.quantity, si.status`,
        [textArray(deductions.map((d) => d.source_code)), textArray(deductions.map((d) => d.sku)), numberArray(deductions.map((d) => d.qty_to_deduct))],
      );
      if (updated.length !== deductions.length) throw new LocalizedException('Not all of your products are available in the requested quantity.');
      await this.syncLegacy(updated.filter((u) => u.source_code === 'default'));
    }
    await this.ledger.append(
      stockId,
      { type: 'invoice_created', objectType: 'order', objectId: String(order.entity_id), objectIncrementId: order.increment_id },
      lines.map((l) => ({ sku: l.sku, quantity: l.qty })),
    );
  }

  /** Deductions from `default` keep the legacy stock item in step (MSI SetDataToLegacyCatalogInventory). */
  private async syncLegacy(rows: { sku: string; quantity: string; status: number }[]): Promise<void> {
    if (!rows.length) return;
    const products: { entity_id: number; sku: string }[] = await this.ds.query(
      `SELECT entity_id, sku FROM catalog_product_entity WHERE sku = ANY($1::text[])`,
      [textArray(rows.map((r) => r.sku))],
    );
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    await this.legacy.syncFromDefaultSource(
      products.map((p) => ({ productId: p.entity_id, qty: Number(bySku.get(p.sku)!.quantity), status: bySku.get(p.sku)!.status })),
    );
  }
}
