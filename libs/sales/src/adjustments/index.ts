export { OrderAdjustments } from './order-adjustments';
export type { OrderAdjustmentInput, OrderAdjustmentHandler, RefundedAdjustment, CanceledAdjustment } from './order-adjustments';
export { OrderAdjustments1763800000280 } from './1763800000280-order-adjustments';
export { OrderAdjustmentCancellations1763800000281 } from './1763800000281-order-adjustment-cancellations';
