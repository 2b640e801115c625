import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/** Writes an order's state and status, and the status-history rows that record changes and comments. */
@Injectable()
export class OrderStatuses {
  constructor(private readonly ds: Database) {}

  /** The default status of a state (sales_order_status_state.is_default); the state's name when none is configured. */
  async defaultStatus(state: string): Promise<string> {
    const [row]: { status: string }[] = await this.ds.query(
      `SELECT status FROM sales_order_status_state WHERE state = $1 ORDER BY is_default DESC, status LIMIT 1`,
      [state],
    );
    return row?.status ?? state;
  }

  /** Whether a status is one the state may carry (sales_order_status_state). */
  async belongsToState(status: string, state: string): Promise<boolean> {
    const rows = await this.ds.query(`SELECT 1 FROM sales_order_status_state WHERE status = $1 AND state = $2`, [status, state]);
    return rows.length > 0;
  }

  async setState(
    orderId: number,
    state: string,
    status: string,
    extra: { holdBeforeState?: string | null; holdBeforeStatus?: string | null } = {},
  ): Promise<void> {
    const hold = 'holdBeforeState' in extra;
    await this.ds.query(
      `UPDATE sales_order SET state = $2, status = $3, updated_at = now()
       ${hold ? ', hold_before_state = $4, hold_before_status = $5' : ''} WHERE entity_id = $1`,
      hold ? [orderId, state, status, extra.holdBeforeState ?? null, extra.holdBeforeStatus ?? null] : [orderId, state, status],
    );
  }

  /** Appends a status-history row (Magento's OrderStatusHistoryInterface, entity_name `order`). */
  async addHistory(
    orderId: number,
    row: { comment: string | null; status: string | null; isCustomerNotified?: number | null; isVisibleOnFront?: number },
  ): Promise<number> {
    const [inserted]: { entity_id: number }[] = await this.ds.query(
      `INSERT INTO sales_order_status_history (parent_id, comment, status, entity_name, is_customer_notified, is_visible_on_front)
       VALUES ($1, $2, $3, 'order', $4, $5) RETURNING entity_id`,
      [orderId, row.comment, row.status, row.isCustomerNotified ?? null, row.isVisibleOnFront ?? 0],
    );
    return inserted.entity_id;
  }
}
