export { OrderAdjustments } from './order-adjustments';
export type { OrderAdjustmentInput, OrderAdjustmentHandler, RefundedAdjustment, InvoicedOrder, RefundedOrder } from './order-adjustments';
export { OrderAdjustments1763800000280 } from './1763800000280-order-adjustments';
