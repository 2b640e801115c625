import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { OrderConfirmation } from '../orders/order-confirmation';
import { OrderMailFacts } from './order-mail-facts';

/**
 * OrderManagementInterface::notify (POST /V1/orders/:id/emails): sends the order e-mail again and
 * answers whether it went out; when it did, the latest history row not yet marked notified is
 * marked so (Magento's AbstractNotifier).
 */
@Injectable()
export class OrderNotifier {
  constructor(
    private readonly ds: Database,
    private readonly facts: OrderMailFacts,
    private readonly confirmation: OrderConfirmation,
  ) {}

  async notify(orderId: number): Promise<boolean> {
    const facts = await this.facts.read(orderId);
    if (!facts.customerEmail) return false;
    // Outside a transaction the confirmation is sent at once, and sets email_sent when it went out.
    await this.ds.query(`UPDATE sales_order SET email_sent = NULL WHERE entity_id = $1`, [orderId]);
    await this.confirmation.queue(facts);
    const [order]: { email_sent: boolean | null }[] = await this.ds.query(`SELECT email_sent FROM sales_order WHERE entity_id = $1`, [
      orderId,
    ]);
    if (!order?.email_sent) return false;
    await this.ds.query(
      `UPDATE sales_order_status_history SET is_customer_notified = 1
       WHERE entity_id = (SELECT max(entity_id) FROM sales_order_status_history WHERE parent_id = $1
       AND coalesce(is_customer_notified, 0) = 0)`,
      [orderId],
    );
    return true;
  }
}
