import { Injectable } from '@nestjs/common';
import { Database, numberArray, ScopeConfig, textArray } from '@mercato/platform';
import { ReservationLedger, SourceDeduction, SourceMove, SourceSelectionService } from '@mercato/inventory';
import { MemoLine } from './refund-calculation';

/** Product types whose SKUs carry source items and reservations (MSI IsSourceItemManagementAllowedForProductType). */
const STOCKED_TYPES = new Set(['simple', 'virtual', 'downloadable']);
const CONFIGURABLE = 'configurable';
const BUNDLE = 'bundle';

interface ItemSourceMove extends SourceMove {
  /** The order item a return belongs to (0 for deductions). */
  itemId: number;
}

/**
 * What a new credit memo does to inventory (inventory-sales.md §2.10). Per refunded line, the part
 * never shipped is taken first (the goods are still in the warehouse), the rest was shipped:
 * - returned to stock: the shipped part goes back to the source(s) it was shipped from, the
 *   unshipped part releases its reservation (`creditmemo_created`);
 * - not returned: the unshipped part releases its reservation and is deducted from the sources by
 *   priority (the goods are treated as gone), the shipped part changes nothing.
 * Runs in the memo's transaction; a fixed number of statements whatever the number of lines.
 */
@Injectable()
export class RefundInventory {
  constructor(
    private readonly ds: Database,
    private readonly ledger: ReservationLedger,
    private readonly sources: SourceDeduction,
    private readonly selection: SourceSelectionService,
    private readonly config: ScopeConfig,
  ) {}

  async apply(
    memoId: number,
    order: { entity_id: number; increment_id: string; store_id: number | null },
    lines: MemoLine[],
    returnToStock: number[],
  ): Promise<void> {
    // A configurable line stands for its simple: the SKU it carries is the child's, its product too.
    // A bundle line stands for its selections' lines, each refunded in its share of the bundle.
    const composite = lines
      .filter((l) => l.item.product_type === CONFIGURABLE || l.item.product_type === BUNDLE)
      .map((l) => l.item.item_id);
    const children = await this.childLines(composite);
    const returned = new Set(returnToStock);
    const stocked = lines.flatMap((l): MemoLine[] => {
      const own = children.get(l.item.item_id) ?? [];
      if (l.item.product_type === CONFIGURABLE) return [{ ...l, item: { ...l.item, product_id: own[0]?.product_id ?? null } }];
      if (l.item.product_type === BUNDLE) {
        if (returned.has(l.item.item_id)) for (const c of own) returned.add(c.item_id);
        return own.map((c) => ({ ...l, item: c, qty: (l.qty * c.qty_ordered) / l.item.qty_ordered }));
      }
      return l.item.product_type === null || STOCKED_TYPES.has(l.item.product_type) ? [l] : [];
    });
    if (!stocked.length) return;
    const autoReturn = await this.config.getFlag('cataloginventory/item_options/auto_return');
    const stockId = await this.sources.stockOfStore(order.store_id);

    const release: { sku: string; quantity: number }[] = [];
    const backToSource: MemoLine[] = [];
    const shippedBack = new Map<number, number>();
    const gone: { sku: string; qty: number; productId: number | null }[] = [];
    for (const l of stocked) {
      const i = l.item;
      const unshippedLeft = Math.max(i.qty_ordered - i.qty_shipped - i.qty_refunded - i.qty_canceled, 0);
      const unshipped = Math.min(l.qty, unshippedLeft);
      const shipped = l.qty - unshipped;
      if (unshipped > 0) release.push({ sku: i.sku, quantity: unshipped });
      if (autoReturn || returned.has(i.item_id)) {
        if (shipped > 0) {
          backToSource.push(l);
          shippedBack.set(i.item_id, shipped);
        }
      } else if (unshipped > 0) gone.push({ sku: i.sku, qty: unshipped, productId: i.product_id });
    }
    if (stockId !== null) {
      await this.ledger.append(
        stockId,
        { type: 'creditmemo_created', objectType: 'order', objectId: String(order.entity_id), objectIncrementId: order.increment_id },
        release,
      );
    }
    const returns = await this.returnsToShippingSources(backToSource, shippedBack);
    await this.sources.move([...returns, ...(await this.deductionsByPriority(stockId, gone))]);
    await this.recordReturns(memoId, returns);
  }

  /** The lines ordered under configurable and bundle lines (one statement; none asked, none run). */
  private async childLines(parentItemIds: number[]): Promise<Map<number, MemoLine['item'][]>> {
    const out = new Map<number, MemoLine['item'][]>();
    if (!parentItemIds.length) return out;
    const rows: (MemoLine['item'] & { parent_item_id: number })[] = await this.ds.query(
      `SELECT item_id, parent_item_id, product_id, product_type, sku, qty_ordered::float8 AS qty_ordered,
         qty_shipped::float8 AS qty_shipped,
              qty_refunded::float8 AS qty_refunded, qty_canceled::float8 AS qty_canceled
         FROM sales_order_item WHERE parent_item_id = ANY($1::int[]) ORDER BY item_id`,
      [numberArray(parentItemIds)],
    );
    for (const r of rows) out.set(r.parent_item_id, [...(out.get(r.parent_item_id) ?? []), r]);
    return out;
  }

  /**
   * Remembers on each memo item how much went back to which source (`additional_data`
   * `{"returned_to_sources": {...}}`), so a later refund of the same line does not return to a
   * source more than was shipped from it.
   */
  private async recordReturns(memoId: number, returns: ItemSourceMove[]): Promise<void> {
    const byItem = new Map<number, Record<string, number>>();
    for (const r of returns) {
      const m = byItem.get(r.itemId) ?? {};
      m[r.source] = (m[r.source] ?? 0) + r.qty;
      byItem.set(r.itemId, m);
    }
    if (!byItem.size) return;
    await this.ds.query(
      `UPDATE sales_creditmemo_item mi SET additional_data = x.data
       FROM unnest($2::int[], $3::text[]) AS x(order_item_id, data) WHERE mi.parent_id = $1 AND mi.order_item_id = x.order_item_id`,
      [memoId, numberArray([...byItem.keys()]), textArray([...byItem.values()].map((m) => JSON.stringify({ returned_to_sources: m })))],
    );
  }

  /**
   * The shipped part of each line, spread over the sources its shipments left from (the latest
   * shipment first), each source taking back at most what was shipped from it less what earlier
   * memos already returned there.
   */
  private async returnsToShippingSources(lines: MemoLine[], qtys: Map<number, number>): Promise<ItemSourceMove[]> {
    if (!lines.length) return [];
    const rows: { order_item_id: number; source_code: string; qty: string }[] = await this.ds.query(
      `WITH shipped AS (
         SELECT si.order_item_id, ss.source_code, SUM(si.qty) AS qty, MAX(si.parent_id) AS last_shipment
         FROM sales_shipment_item si JOIN inventory_shipment_source ss ON ss.shipment_id = si.parent_id
         WHERE si.order_item_id = ANY($1::int[]) GROUP BY si.order_item_id, ss.source_code
       ), returned AS (
         SELECT mi.order_item_id, r.key AS source_code, SUM(r.value::numeric) AS qty
         FROM sales_creditmemo_item mi CROSS JOIN LATERAL jsonb_each_text(mi.additional_data::jsonb -> 'returned_to_sources') r
         WHERE mi.order_item_id = ANY($1::int[]) AND mi.additional_data LIKE '{"returned_to_sources"%'
         GROUP BY mi.order_item_id, r.key
       )
       SELECT s.order_item_id, s.source_code, s.qty - coalesce(r.qty, 0) AS qty
       FROM shipped s LEFT JOIN returned r ON r.order_item_id = s.order_item_id AND r.source_code = s.source_code
       WHERE s.qty - coalesce(r.qty, 0) > 0
       ORDER BY s.order_item_id, s.last_shipment DESC`,
      [numberArray(lines.map((l) => l.item.item_id))],
    );
    const moves: ItemSourceMove[] = [];
    for (const l of lines) {
      let left = qtys.get(l.item.item_id) ?? 0;
      const sources = rows.filter((r) => r.order_item_id === l.item.item_id);
      for (const s of sources) {
        const qty = Math.min(left, Number(s.qty));
        if (qty > 0) moves.push({ itemId: l.item.item_id, source: s.source_code, sku: l.item.sku, productId: l.item.product_id, qty });
        left -= qty;
        if (left <= 0) break;
      }
    }
    return moves;
  }

  /** Magento's DeductSourceItemQuantityOnRefundPlugin: the priority algorithm picks the sources. */
  private async deductionsByPriority(
    stockId: number | null,
    gone: { sku: string; qty: number; productId: number | null }[],
  ): Promise<ItemSourceMove[]> {
    if (!gone.length || stockId === null) return [];
    const result = await this.selection.select(
      stockId,
      gone.map((g) => ({ sku: g.sku, qty: g.qty })),
      'priority',
    );
    const products = new Map(gone.map((g) => [g.sku.toLowerCase(), g.productId]));
    return result.source_selection_items
      .filter((s) => s.qty_to_deduct > 0)
      .map((s) => ({
        itemId: 0,
        source: s.source_code,
        sku: s.sku,
        productId: products.get(s.sku.toLowerCase()) ?? null,
        qty: -s.qty_to_deduct,
      }));
  }
}
