import { Injectable, OnModuleInit } from '@nestjs/common';
import { Contributions, Database, ExtensionPoint, numberArray, roundPrice } from '@mercato/platform';
import { StoreScopes } from '@mercato/store';
import { OrderWritePart } from '../orders/order-writer';

/** A total another module added to the order at checkout. */
export interface OrderAdjustmentInput {
  code: string;
  /** A charge is added to the grand total (gift wrapping); a deduction paid part of it (gift cards, store credit, reward points). */
  kind: 'charge' | 'deduction';
  /** Deductions are invoiced and refunded in this order, as Magento's totals collectors run. */
  sortOrder: number;
  amount: number;
  /** What the owning module needs later (the gift card codes and amounts, the points spent). */
  data?: unknown;
}

/** A deduction a credit memo handed back: the owner returns it to where it came from. */
export interface RefundedAdjustment {
  code: string;
  amount: number;
  data: unknown;
}

/** A deduction a cancellation handed back: the part of it no invoice had taken. */
export interface CanceledAdjustment {
  orderId: number;
  customerId: number | null;
  websiteId: number;
  code: string;
  amount: number;
  data: unknown;
  /** What credit memos and this cancellation handed back before (the owner skips what it already returned). */
  returnedBefore: number;
}

/** What a module that adds a total says about it after checkout (a method marked `@Extends(OrderAdjustments)` answers it). */
export interface OrderAdjustmentHandler {
  /** The adjustment's total code (`reward`, `giftcardaccount`, …). */
  code: string;
  /** The order's `extension_attributes` for this adjustment (Magento's commerce fields). */
  present?(row: { amount: number; invoiced: number; refunded: number; data: unknown }): Record<string, unknown>;
  /**
   * The order items' `extension_attributes` for this adjustment, by the quote item id each item was ordered from (gift wrapping
   * per item).
   */
  presentItems?(row: { amount: number; invoiced: number; refunded: number; data: unknown }): Map<number, Record<string, unknown>>;
  /** Inside the credit memo's transaction: give the refunded amount back (to the gift cards, the store credit, the points). */
  refunded?(
    facts: { orderId: number; creditmemoId: number; customerId: number | null; websiteId: number } & RefundedAdjustment,
  ): Promise<void>;
  /** Inside the cancellation's transaction: give back what no invoice took (Magento's order_cancel_after observers). */
  canceled?(facts: CanceledAdjustment): Promise<void>;
}

interface Row {
  code: string;
  kind: 'charge' | 'deduction';
  amount: number;
  invoiced: number;
  refunded: number;
  canceled: number;
  data: unknown;
}

/**
 * The order's adjustments through its life, with the rule Magento's invoice and credit memo
 * collectors follow for them: a document takes the charges not yet on an earlier document, and
 * each deduction (in order) covers as much of the document's remaining total as is left of it.
 * The gift card, store credit, reward and gift wrapping modules each add a handler to present and
 * give back theirs; work on every invoice or credit memo, whatever the order's adjustments,
 * subscribes to the sales domain events instead (../events.ts).
 */
@Injectable()
export class OrderAdjustments implements OnModuleInit {
  private readonly handlers = new ExtensionPoint<OrderAdjustmentHandler>('Order adjustments', (h) => h.code);

  constructor(
    private readonly ds: Database,
    private readonly contributions: Contributions,
    private readonly scopes: StoreScopes,
  ) {}

  onModuleInit(): void {
    this.contributions.addTo(this.handlers, OrderAdjustments);
  }

  /** At placement, in the order's own statement (`OrderWriter`): all adjustments in one INSERT. */
  recordSql(adjustments: OrderAdjustmentInput[]): OrderWritePart {
    return (orderId, bind) =>
      adjustments.length
        ? `INSERT INTO sales_order_adjustment (order_id, code, kind, sort_order, amount, data)
           SELECT ${orderId}, v.code, v.kind, v.sort_order, v.amount, v.data::jsonb
           FROM unnest(${bind(adjustments.map((a) => a.code))}::text[], ${bind(adjustments.map((a) => a.kind))}::text[],
                       ${bind(numberArray(adjustments.map((a) => a.sortOrder)))}::int[],
                       ${bind(adjustments.map((a) => roundPrice(a.amount)))}::numeric[],
                       ${bind(adjustments.map((a) => (a.data === undefined ? null : JSON.stringify(a.data))))}::text[])
             AS v(code, kind, sort_order, amount, data)`
        : null;
  }

  /**
   * An invoice of `grandTotal` (lines, shipping, tax, discount): its grand total once charges are
   * added and deductions taken. Records what it took. Runs inside the invoice's transaction, with the
   * order locked.
   */
  async invoice(orderId: number, grandTotal: number): Promise<number> {
    const rows = await this.rows(orderId);
    if (!rows.length) return grandTotal;
    const { total, taken } = settle(
      rows,
      grandTotal,
      (r) => r.amount - r.invoiced,
      (r) => r.amount - r.invoiced,
    );
    await this.advance(orderId, 'invoiced', taken);
    return total;
  }

  /**
   * A credit memo of `grandTotal`: its grand total once the invoiced charges not yet refunded are
   * added and the deductions are handed back, and what was handed back. Nothing is written yet:
   * the memo is validated first, then `refund` records it.
   */
  async forMemo(orderId: number, grandTotal: number): Promise<{ grandTotal: number; refunds: Map<string, number>; deducted: number }> {
    const rows = await this.rows(orderId);
    if (!rows.length) return { grandTotal, refunds: new Map(), deducted: 0 };
    const { total, taken, deducted } = settle(
      rows,
      grandTotal,
      (r) => r.invoiced - r.refunded,
      (r) => r.invoiced - r.refunded,
    );
    return { grandTotal: total, refunds: taken, deducted };
  }

  /** Records a written credit memo's refunds and lets each owner give its deduction back. */
  async refund(orderId: number, creditmemoId: number, refunds: Map<string, number>): Promise<void> {
    if (!refunds.size) return;
    await this.advance(orderId, 'refunded', refunds);
    const rows = await this.rows(orderId);
    const order = await this.customerOf(orderId);
    for (const row of rows) {
      const amount = refunds.get(row.code);
      const handler = this.handlers.get(row.code);
      if (!amount || row.kind !== 'deduction' || !handler?.refunded) continue;
      await handler.refunded({
        orderId,
        creditmemoId,
        customerId: order.customerId,
        websiteId: order.websiteId,
        code: row.code,
        amount,
        data: row.data,
      });
    }
  }

  /**
   * An order being canceled (inside its transaction, the order locked): each deduction's part that
   * no invoice took goes back to its owner, once.
   */
  async cancel(orderId: number): Promise<void> {
    const rows = (await this.rows(orderId)).filter((r) => r.kind === 'deduction' && roundPrice(r.amount - r.invoiced - r.canceled) > 0);
    if (!rows.length) return;
    const back = new Map(rows.map((r) => [r.code, roundPrice(r.amount - r.invoiced - r.canceled)]));
    await this.advance(orderId, 'canceled', back);
    const order = await this.customerOf(orderId);
    for (const row of rows) {
      const handler = this.handlers.get(row.code);
      if (!handler?.canceled) continue;
      await handler.canceled({
        orderId,
        customerId: order.customerId,
        websiteId: order.websiteId,
        code: row.code,
        amount: back.get(row.code)!,
        data: row.data,
        returnedBefore: roundPrice(row.refunded + row.canceled),
      });
    }
  }

  /**
   * The orders' and their items' `extension_attributes` fields, in one statement for any number of
   * orders: `items` maps an order id to its items' fields by quote item id.
   */
  async presentOrders(
    orderIds: number[],
  ): Promise<{ orders: Map<number, Record<string, unknown>>; items: Map<number, Map<number, Record<string, unknown>>> }> {
    const orders = new Map<number, Record<string, unknown>>();
    const items = new Map<number, Map<number, Record<string, unknown>>>();
    if (!orderIds.length || !this.handlers.all().length) return { orders, items };
    const rows: (Row & { order_id: number })[] = await this.ds.query(
      `SELECT order_id, code, kind, amount::float8 AS amount, invoiced::float8 AS invoiced, refunded::float8 AS refunded, data
       FROM sales_order_adjustment WHERE order_id = ANY($1::int[]) ORDER BY order_id, sort_order`,
      [orderIds],
    );
    for (const row of rows) {
      const handler = this.handlers.get(row.code);
      const fields = handler?.present?.(row);
      if (fields) orders.set(row.order_id, { ...(orders.get(row.order_id) ?? {}), ...fields });
      for (const [quoteItemId, itemFields] of handler?.presentItems?.(row) ?? []) {
        const ofOrder = items.get(row.order_id) ?? new Map<number, Record<string, unknown>>();
        ofOrder.set(quoteItemId, { ...(ofOrder.get(quoteItemId) ?? {}), ...itemFields });
        items.set(row.order_id, ofOrder);
      }
    }
    return { orders, items };
  }

  /** Whose balances an order's adjustments go back to: its customer, on its store's website. */
  private async customerOf(orderId: number): Promise<{ customerId: number | null; websiteId: number }> {
    const [order]: { customer_id: number | null; store_id: number | null }[] = await this.ds.query(
      `SELECT customer_id, store_id FROM sales_order WHERE entity_id = $1`,
      [orderId],
    );
    const store = order.store_id === null ? undefined : (await this.scopes.views([order.store_id])).get(order.store_id);
    return { customerId: order.customer_id, websiteId: store?.websiteId ?? 1 };
  }

  private rows(orderId: number): Promise<Row[]> {
    return this.ds.query(
      `SELECT code, kind, amount::float8 AS amount, invoiced::float8 AS invoiced, refunded::float8 AS refunded,
         canceled::float8 AS canceled, data
       FROM sales_order_adjustment WHERE order_id = $1 ORDER BY sort_order, code`,
      [orderId],
    );
  }

  private async advance(orderId: number, column: 'invoiced' | 'refunded' | 'canceled', taken: Map<string, number>): Promise<void> {
    const entries = [...taken].filter(([, amount]) => amount > 0);
    if (!entries.length) return;
    await this.ds.query(
      `UPDATE sales_order_adjustment a SET ${column} = a.${column} + v.amount
       FROM unnest($2::text[], $3::numeric[]) AS v(code, amount) WHERE a.order_id = $1 AND a.code = v.code`,
      [orderId, entries.map(([code]) => code), entries.map(([, amount]) => amount)],
    );
  }
}

/** Adds what is left of each charge, then lets each deduction cover what it can of the rest. */
function settle(rows: Row[], grandTotal: number, chargeLeft: (r: Row) => number, deductionLeft: (r: Row) => number) {
  const taken = new Map<string, number>();
  let total = grandTotal;
  for (const r of rows.filter((r) => r.kind === 'charge')) {
    const amount = roundPrice(Math.max(chargeLeft(r), 0));
    if (amount > 0) {
      taken.set(r.code, amount);
      total = roundPrice(total + amount);
    }
  }
  let deducted = 0;
  for (const r of rows.filter((r) => r.kind === 'deduction')) {
    const amount = roundPrice(Math.min(Math.max(deductionLeft(r), 0), Math.max(total, 0)));
    if (amount > 0) {
      taken.set(r.code, amount);
      total = roundPrice(total - amount);
      deducted = roundPrice(deducted + amount);
    }
  }
  return { total, taken, deducted };
}
