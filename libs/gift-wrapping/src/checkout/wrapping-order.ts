import { Injectable } from '@nestjs/common';
import { Extends } from '@mercato/platform';
import { OrderAdjustmentHandler, OrderAdjustments } from '@mercato/sales';
import { orderExtension, orderItemExtension, WrappingAmounts } from './wrapping-amounts';
import { GIFT_WRAPPING } from './wrapping-totals';

/**
 * The order's `giftwrapping` charge after checkout: its gw_* fields on the order and on the
 * wrapped items (Magento's OrderGiftWrapping and OrderItemGiftWrapping plugins), from the amounts
 * placement recorded. Invoices and credit memos take the charge as the order adjustments do (the
 * first invoice all of it, the first credit memo after it all of it); the `_invoiced` and
 * `_refunded` fields then show.
 */
@Injectable()
export class WrappingOrders {
  @Extends(OrderAdjustments)
  adjustmentHandler(): OrderAdjustmentHandler {
    return {
      code: GIFT_WRAPPING,
      present: (row) => orderExtension(row.data as WrappingAmounts, row.invoiced > 0, row.refunded > 0),
      presentItems: (row) =>
        new Map((row.data as WrappingAmounts).items.map((l) => [l.quoteItemId, orderItemExtension(l, row.invoiced > 0, row.refunded > 0)])),
    };
  }
}
