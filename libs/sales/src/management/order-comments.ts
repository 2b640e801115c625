import { Injectable } from '@nestjs/common';
import { escapeHtml, Mailer } from '@mercato/email';
import { Database, LocalizedException, SearchResults } from '@mercato/platform';
import { OrderStatusHistoryData } from '../dto/order.input';
import { present } from '../orders/order-reader';
import { OrderDocuments } from './order-documents';
import { OrderMailFacts } from './order-mail-facts';
import { OrderStatuses } from './order-statuses';

type Row = Record<string, unknown>;

/**
 * OrderManagementInterface::addComment / getCommentsList: a comment is a status-history row; the
 * order takes the comment's status when it is one of its state's (Magento's AddComment plugin,
 * with "allow any order status change" off), and the customer gets the
 * "order update" e-mail when the comment says they are notified (OrderCommentSender).
 */
@Injectable()
export class OrderComments {
  constructor(
    private readonly ds: Database,
    private readonly documents: OrderDocuments,
    private readonly statuses: OrderStatuses,
    private readonly facts: OrderMailFacts,
    private readonly mailer: Mailer,
  ) {}

  add(orderId: number, history: OrderStatusHistoryData): Promise<boolean> {
    return this.ds.transaction(async () => {
      const order = await this.documents.lockOrder(orderId);
      // A comment without a status keeps the order's; one with a status may only pick one of the order state's statuses.
      const status = typeof history.status === 'string' && history.status !== '' ? history.status : order.status;
      if (status !== order.status && !(await this.statuses.belongsToState(status!, order.state ?? ''))) {
        throw new LocalizedException('Unable to add comment: The status "%1" is not part of the order status history.', [status]);
      }
      const comment = typeof history.comment === 'string' ? history.comment : null;
      const notify = Number(history.is_customer_notified ?? 0) ? 1 : 0;
      await this.statuses.addHistory(orderId, {
        comment,
        status,
        isCustomerNotified: notify,
        isVisibleOnFront: Number(history.is_visible_on_front ?? 0) ? 1 : 0,
      });
      if (status !== order.status)
        await this.ds.query(`UPDATE sales_order SET status = $2, updated_at = now() WHERE entity_id = $1`, [orderId, status]);
      if (notify) await this.queueMail(orderId, (comment ?? '').replace(/<[^>]*>/g, '').trim());
      return true;
    });
  }

  async list(orderId: number): Promise<SearchResults<Row>> {
    const rows: Row[] = await this.ds.query(
      `SELECT h.*, to_char(h.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at FROM sales_order_status_history h
       WHERE h.parent_id = $1 ORDER BY h.entity_id`,
      [orderId],
    );
    return {
      items: rows.map((r) => present(r)),
      // Magento builds the criteria itself: one parent_id filter.
      search_criteria: { filter_groups: [{ filters: [{ field: 'parent_id', value: String(orderId), condition_type: 'eq' }] }] },
      total_count: rows.length,
    };
  }

  private async queueMail(orderId: number, comment: string): Promise<void> {
    const f = await this.facts.read(orderId);
    if (!f.customerEmail) return;
    const status = f.statusLabel ?? '';
    const lines = [
      `${f.customerName},`,
      `Your order #${f.incrementId} has been updated with a status of ${status}.`,
      ...(comment ? [comment] : []),
    ];
    await this.ds.afterCommit(async () => {
      await this.mailer.send({
        to: { email: f.customerEmail, name: f.customerName },
        identity: 'sales',
        subject: `Update to your ${f.storeFrontendName} order`,
        text: lines.join('\n'),
        html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
      });
    });
  }
}
