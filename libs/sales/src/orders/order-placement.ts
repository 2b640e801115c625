import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException } from '@mercato/platform';
import { ReservationLedger, SalableQuantityService, StockResolver } from '@mercato/inventory';
import { SalesRuleUsage } from '@mercato/sales-rule';
import { StoreDirectory } from '@mercato/store';
import { OrderAdjustments } from '../adjustments';
import { DocumentNumbers } from '../documents/document-numbers';
import { OrderConfirmation } from './order-confirmation';
import { placedOrderRecord } from './order-record-builder';
import { OrderWritePart, OrderWriter } from './order-writer';
import { PlaceOrderRequest } from './place-order-request';

/** Lines whose SKU holds no stock of its own: the bundle parent (its children are lines of their own). */
const NO_STOCK_TYPES = new Set(['bundle', 'grouped']);

/**
 * Magento's OrderManagement::place with the inventory plugins: in one transaction, the ordered
 * SKUs are locked on the website's stock, checked salable, the order written, its quantities
 * reserved, the sales-rule usage counted and the cart closed; the confirmation e-mail follows the
 * commit. The locks make concurrent orders for the last unit take turns: the second one sees the
 * first one's reservation and is refused.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    private readonly ds: Database,
    private readonly stocks: StockResolver,
    private readonly salable: SalableQuantityService,
    private readonly ledger: ReservationLedger,
    private readonly usage: SalesRuleUsage,
    private readonly numbers: DocumentNumbers,
    private readonly writer: OrderWriter,
    private readonly confirmation: OrderConfirmation,
    private readonly adjustments: OrderAdjustments,
    private readonly stores: StoreDirectory,
  ) {}

  /**
   * `closeCart` is checkout's own write to the cart the order comes from (the quote lib owns it),
   * run in the placement's transaction once the order is written, before the confirmation is queued.
   * `drawnNumber`: the increment id as a statement of the caller's transaction draws it (checkout's
   * cart closing, held back to go with the stock check), awaited once the stock is checked; else
   * `req.incrementId`, else the next number here. `last`: nothing of the caller's transaction follows
   * the placement, so the order's insert, its last statement, carries the COMMIT (without closeCart).
   * Called inside a transaction, it runs in it (no savepoint): a caller must not go on after it throws.
   */
  async place(
    req: PlaceOrderRequest,
    options: { closeCart?: (incrementId: string) => Promise<void>; drawnNumber?: Promise<string>; last?: boolean } = {},
  ): Promise<{ orderId: number; incrementId: string }> {
    const { closeCart, drawnNumber } = options;
    const store = await this.storeNames(req.storeId);
    const stockId = await this.stockOf(store.websiteCode);
    const lines = stockLines(req);
    const given = drawnNumber ?? req.incrementId;
    const numbered = given === undefined ? await this.numbers.next('order', req.storeId) : undefined;
    // Inside checkout's transaction the placement joins it rather than opening a savepoint (two
    // round trips): a refused placement fails that whole transaction, which nothing goes on from.
    return this.ds.joinTransaction(async () => {
      await this.ds.lockKeys(lockKeys(stockId, lines));
      await this.salable.assertSalable(lines, stockId);
      const incrementId = numbered ?? (await given)!;
      // Counted ahead of the order's insert, which may be the transaction's last statement.
      await this.usage.record({
        ruleIds: req.appliedRuleIds,
        couponCode: req.couponCode,
        customerId: req.customer.isGuest ? null : req.customer.id,
      });
      // The order, its adjustments and its reservations: one statement.
      const parts: OrderWritePart[] = [
        this.adjustments.recordSql(req.adjustments ?? []),
        (id, bind) =>
          this.ledger.appendSql(
            stockId,
            { type: 'order_placed', objectType: 'order', objectIncrementId: incrementId },
            lines.map((l) => ({ sku: l.sku, quantity: -l.qty })),
            id,
            bind,
          ),
      ];
      const commit = !!options.last && !closeCart;
      const orderId = await this.writer.insert(placedOrderRecord(req, incrementId, store.storeName), parts, { commit });
      await closeCart?.(incrementId);
      await this.confirmation.queue({
        orderId,
        incrementId,
        storeFrontendName: store.frontendName,
        customerEmail: req.customer.email,
        customerName: [req.customer.firstname, req.customer.lastname].filter(Boolean).join(' ') || 'Guest',
        items: req.items.map((i) => ({ name: i.name, sku: i.sku, qty: i.qty, rowTotal: i.rowTotal })),
        grandTotal: req.totals.grandTotal,
        currency: req.currency,
      });
      return { orderId, incrementId };
    });
  }

  /**
   * The advisory lock keys placing `req` takes, per (stock, SKU) in sorted order so two orders never
   * deadlock. A caller whose write comes just before the placement, in its transaction, can take
   * them in that write (`lockKeysSql`, then `Database.keysLocked`): the placement then sends no lock
   * statement of its own.
   */
  async lockKeys(req: PlaceOrderRequest): Promise<string[]> {
    const store = await this.storeNames(req.storeId);
    return lockKeys(await this.stockOf(store.websiteCode), stockLines(req));
  }

  private async stockOf(websiteCode: string): Promise<number> {
    const stockId = await this.stocks.stockId('website', websiteCode);
    if (stockId === null) throw new NoSuchEntityException('No linked stock found');
    return stockId;
  }

  /** Magento's store_name (website, group and store view names on three lines) and the group's frontend name. */
  private async storeNames(storeId: number): Promise<{ storeName: string; frontendName: string; websiteCode: string }> {
    const found = await this.stores.storeWithParents(storeId);
    if (!found) throw new NoSuchEntityException("The store that was requested wasn't found. Verify the store and try again.");
    const { store, website, group } = found;
    return { storeName: [website.name, group.name, store.name].join('\n'), frontendName: group.name, websiteCode: website.code };
  }
}

/**
 * The ordered quantity per SKU that holds stock (lines of one SKU summed): a line's own SKU (a
 * configurable line carries its simple's), or for a bundle its selections' lines.
 */
function stockLines(req: PlaceOrderRequest): { sku: string; qty: number }[] {
  const bySku = new Map<string, number>();
  const count = (sku: string, qty: number) => bySku.set(sku, (bySku.get(sku) ?? 0) + qty);
  for (const i of req.items) {
    if (!NO_STOCK_TYPES.has(i.productType)) count(i.sku, i.qty);
    else for (const c of i.children ?? []) count(c.sku, c.qty);
  }
  return [...bySku].map(([sku, qty]) => ({ sku, qty }));
}

function lockKeys(stockId: number, lines: { sku: string }[]): string[] {
  return [...new Set(lines.map((l) => l.sku))].sort().map((sku) => `${stockId}:${sku}`);
}
