import { Injectable } from '@nestjs/common';
import { Database, LocalizedException, NoSuchEntityException } from '@mercato/platform';
import { NO_SUCH_ORDER, OrderDocuments } from './order-documents';
import { OrderStatuses } from './order-statuses';

/** States Order::canHold refuses. */
const NOT_HOLDABLE = new Set(['canceled', 'payment_review', 'complete', 'closed', 'holded']);

/** OrderManagement::hold / unHold / getStatus: a hold saves the state and status it interrupts, unhold restores them. */
@Injectable()
export class OrderHold {
  constructor(
    private readonly ds: Database,
    private readonly documents: OrderDocuments,
    private readonly statuses: OrderStatuses,
  ) {}

  hold(orderId: number): Promise<boolean> {
    return this.ds.transaction(async () => {
      const order = await this.documents.lockOrder(orderId);
      if (NOT_HOLDABLE.has(order.state ?? '')) throw new LocalizedException('A hold action is not available.');
      await this.statuses.setState(orderId, 'holded', await this.statuses.defaultStatus('holded'), {
        holdBeforeState: order.state,
        holdBeforeStatus: order.status,
      });
      return true;
    });
  }

  unhold(orderId: number): Promise<boolean> {
    return this.ds.transaction(async () => {
      const order = await this.documents.lockOrder(orderId);
      if (order.state !== 'holded') throw new LocalizedException('You cannot remove the hold.');
      const state = order.hold_before_state ?? 'new';
      const status = order.hold_before_status ?? (await this.statuses.defaultStatus(state));
      await this.statuses.setState(orderId, state, status, { holdBeforeState: null, holdBeforeStatus: null });
      return true;
    });
  }

  /** The order's status string (OrderManagementInterface::getStatus). */
  async status(orderId: number): Promise<string | null> {
    const [order]: { status: string | null }[] = await this.ds.query(`SELECT status FROM sales_order WHERE entity_id = $1`, [orderId]);
    if (!order) throw new NoSuchEntityException(NO_SUCH_ORDER);
    return order.status;
  }
}
