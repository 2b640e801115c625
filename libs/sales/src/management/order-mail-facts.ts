import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException } from '@mercato/platform';
import { StoreScopes } from '@mercato/store';
import { ConfirmationFacts } from '../orders/order-confirmation';
import { NO_SUCH_ORDER } from './order-documents';

/** What the order e-mails say, read from a placed order (its lines, store and customer). */
@Injectable()
export class OrderMailFacts {
  constructor(
    private readonly ds: Database,
    private readonly scopes: StoreScopes,
  ) {}

  async read(orderId: number): Promise<ConfirmationFacts & { statusLabel: string | null }> {
    const [order] = await this.ds.query(
      `SELECT o.entity_id, o.increment_id, o.customer_email, o.customer_firstname, o.customer_lastname, o.grand_total,
              o.store_id, coalesce(o.order_currency_code, 'USD') AS currency, st.label AS status_label
       FROM sales_order o
       LEFT JOIN sales_order_status st ON st.status = o.status
       WHERE o.entity_id = $1`,
      [orderId],
    );
    if (!order) throw new NoSuchEntityException(NO_SUCH_ORDER);
    const items: { name: string; sku: string; qty: string; row_total: string }[] = await this.ds.query(
      `SELECT name, sku, qty_ordered AS qty, row_total FROM sales_order_item WHERE order_id = $1 AND parent_item_id IS NULL
       ORDER BY item_id`,
      [orderId],
    );
    const store = order.store_id === null ? undefined : (await this.scopes.views([order.store_id])).get(order.store_id);
    return {
      orderId,
      incrementId: order.increment_id,
      storeFrontendName: store?.groupName ?? '',
      customerEmail: order.customer_email,
      customerName: [order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ') || 'Guest',
      items: items.map((i) => ({ name: i.name, sku: i.sku, qty: Number(i.qty), rowTotal: Number(i.row_total) })),
      grandTotal: Number(order.grand_total ?? 0),
      currency: order.currency,
      statusLabel: order.status_label ?? null,
    };
  }
}
