import { Injectable } from '@nestjs/common';
import { NoSuchEntityException } from '@mercato/platform';
import { NO_SUCH_ORDER } from './order-documents';
import { OrderProgress, OrderProgressReader } from './order-progress';
import { OrderStatuses } from './order-statuses';

/** States a document never moves an order out of: a hold is lifted by unhold, the others are final or wait for a review. */
const STAYS = new Set(['canceled', 'holded', 'payment_review', 'closed']);

/**
 * The order state machine (inventory-sales.md §4.3; Magento's Handler/State::check and the
 * documents' state resolver). Every document service calls `settle` at the end of its transaction,
 * after writing its quantities and totals.
 */
@Injectable()
export class OrderStateMachine {
  constructor(
    private readonly progress: OrderProgressReader,
    private readonly statuses: OrderStatuses,
  ) {}

  /** Recomputes the order's state; when it changes, writes the state's default status and an empty-comment history row. */
  async settle(orderId: number): Promise<void> {
    const p = await this.progress.read(orderId);
    if (!p) throw new NoSuchEntityException(NO_SUCH_ORDER);
    const state = nextState(p);
    if (state === p.state) return;
    const status = await this.statuses.defaultStatus(state);
    await this.statuses.setState(orderId, state, status);
    await this.statuses.addHistory(orderId, { comment: null, status });
  }
}

/** The state an order's quantities call for, from its current one. */
export function nextState(p: OrderProgress): string {
  const current = p.state ?? 'new';
  if (STAYS.has(current)) return current;
  // new (or pending payment) with something invoiced, shipped or refunded is in process.
  const inProcess = current === 'processing' || current === 'complete' || p.started ? 'processing' : current;
  if (inProcess !== 'processing' || p.canInvoice || p.canShip) return inProcess;
  // Nothing left to invoice or ship: closed once everything paid was refunded, complete while money remains refundable.
  return p.refunded && !p.canRefund ? 'closed' : 'complete';
}
