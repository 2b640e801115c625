import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException } from '@mercato/platform';

/** The order columns the document services decide on. */
export interface LockedOrder {
  entity_id: number;
  increment_id: string;
  state: string | null;
  status: string | null;
  store_id: number | null;
  is_virtual: boolean;
  hold_before_state: string | null;
  hold_before_status: string | null;
}

export const NO_SUCH_ORDER = "The entity that was requested doesn't exist. Verify the entity and try again.";

/**
 * Serialises the documents of one order: every invoice, shipment, credit memo, cancel or hold
 * takes the order row FOR UPDATE first (inside its transaction), so two of them never compute from
 * the same quantities.
 */
@Injectable()
export class OrderDocuments {
  constructor(private readonly ds: Database) {}

  /** Locks the order row until the current transaction ends; 404 when there is no such order. */
  async lockOrder(orderId: number): Promise<LockedOrder> {
    const [order]: LockedOrder[] = await this.ds.query(
      `SELECT entity_id, increment_id, state, status, store_id, is_virtual, hold_before_state, hold_before_status
       FROM sales_order WHERE entity_id = $1 FOR UPDATE`,
      [orderId],
    );
    if (!order) throw new NoSuchEntityException(NO_SUCH_ORDER);
    return order;
  }
}
