import { Injectable } from '@nestjs/common';
import { ReservationLedger, SourceDeduction, SourceSelectionService } from '@mercato/inventory';
import { LocalizedException } from '@mercato/platform';
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
    private readonly sources: SourceDeduction,
    private readonly selection: SourceSelectionService,
    private readonly ledger: ReservationLedger,
  ) {}

  async deduct(order: LockedOrder, lines: { sku: string; qty: number }[]): Promise<void> {
    if (!lines.length) return;
    const stockId = await this.sources.stockOfStore(order.store_id);
    if (stockId === null) return;
    const { source_selection_items: picked } = await this.selection.select(stockId, lines, 'priority');
    const deductions = picked
      .filter((p) => p.qty_to_deduct > 0)
      .map((p) => ({ source_code: p.source_code, sku: p.sku, qty: p.qty_to_deduct }));
    // Magento's SourceDeductionService: the source item must keep a non-negative quantity.
    if (deductions.length && !(await this.sources.deductPicked(deductions))) {
      throw new LocalizedException('Not all of your products are available in the requested quantity.');
    }
    await this.ledger.append(
      stockId,
      { type: 'invoice_created', objectType: 'order', objectId: String(order.entity_id), objectIncrementId: order.increment_id },
      lines.map((l) => ({ sku: l.sku, quantity: l.qty })),
    );
  }
}
