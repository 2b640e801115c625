import { Injectable, OnModuleInit } from '@nestjs/common';
import type { OrderAdjustmentInput } from '@mercato/sales';
import type { CheckoutCartData } from './checkout-cart';
import type { CartColumn } from '../carts/cart-reader';
import { Contributions, ExtensionPoint, roundPrice } from '@mercato/platform';

/** What the cart's own collectors (subtotal, discount, shipping, tax) came to, as a part sees it. */
export interface TotalsSoFar {
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  taxAmount: number;
  /** The grand total before this part: charges of earlier parts added, deductions taken. */
  grandTotal: number;
}

/** One part's contribution to a cart's totals. */
export interface TotalsAdjustment {
  /** Magento's total code, which also names the segment: `giftwrapping`, `reward`, `giftcardaccount`, `customerbalance`. */
  code: string;
  /** Positive; a charge adds it to the grand total, a deduction takes it off. */
  amount: number;
  /** The segment's title (`Gift Cards`, `Store Credit`, …). */
  title: string;
  /** The segment's `value` when it is not the amount (Magento's gift wrapping answers null: its amounts are in the extension). */
  segmentValue?: number | null;
  /** The segment's `extension_attributes` (the applied gift cards, the wrapping details). */
  segmentExtension?: Record<string, unknown>;
  /** Fields for the totals' own `extension_attributes` (`customer_balance_amount`, `reward_points_balance`, …). */
  totalsExtension?: Record<string, unknown>;
  /** Carried to the order's adjustment and to `redeem` (the gift card codes and amounts, the points spent). */
  data?: unknown;
}

/** What placing the order tells a part, inside the placement's transaction. */
export interface Redemption {
  orderId: number;
  cart: CheckoutCartData;
  adjustment: TotalsAdjustment;
}

/**
 * A module's total on the cart (Magento's `sales.xml` quote totals collectors beyond the core
 * ones). Charges run after tax and add to the grand total; deductions then run in `sortOrder`,
 * each given what is left to pay, and may cover at most that.
 */
export interface TotalsPart {
  code: string;
  kind: 'charge' | 'deduction';
  sortOrder: number;
  /**
   * What `collect` reads about the cart, as a scalar SQL expression of its id (`quoteId`): checkout
   * reads it in the cart's own statement, and `collect` finds it in `cart.also` under the part's code.
   */
  cartColumn?(quoteId: string): string;
  /** Reads only: the adjustment for this cart, or null when the part does not apply. */
  collect(cart: CheckoutCartData, soFar: TotalsSoFar): Promise<TotalsAdjustment | null>;
  /** At order placement, after the order is written: spend the balances, record the usage. */
  redeem?(redemption: Redemption): Promise<void>;
}

/**
 * The extension point the commerce modules add their totals to (`@Extends(TotalsParts)` on a
 * method answering the part), in the shape ProductParts gives the catalogue: the quote lib knows
 * nothing of gift cards or reward points, it runs whatever parts there are, in their order.
 */
@Injectable()
export class TotalsParts implements OnModuleInit {
  // Charges first (they are part of what deductions pay for), then deductions, each in their order.
  private readonly point = new ExtensionPoint<TotalsPart>(
    'Totals parts',
    (p) => p.code,
    (p) => (p.kind === 'charge' ? 0 : 1e9) + p.sortOrder,
  );

  constructor(private readonly contributions: Contributions) {}

  onModuleInit(): void {
    this.contributions.addTo(this.point, TotalsParts);
  }

  private get parts(): readonly TotalsPart[] {
    return this.point.all();
  }

  /** The columns the parts read with the cart (CheckoutCart). */
  cartColumns(): CartColumn[] {
    return this.parts.flatMap((p) => (p.cartColumn ? [{ name: p.code, sql: (quoteId: string) => p.cartColumn!(quoteId) }] : []));
  }

  /** Runs every part over the cart; answers the adjustments and the final grand total. */
  async collect(cart: CheckoutCartData, soFar: TotalsSoFar): Promise<{ adjustments: AppliedAdjustment[]; grandTotal: number }> {
    const adjustments: AppliedAdjustment[] = [];
    let grandTotal = soFar.grandTotal;
    for (const part of this.parts) {
      const found = await part.collect(cart, { ...soFar, grandTotal });
      if (!found) continue;
      const amount = roundPrice(part.kind === 'deduction' ? Math.min(Math.max(found.amount, 0), grandTotal) : Math.max(found.amount, 0));
      grandTotal = roundPrice(part.kind === 'charge' ? grandTotal + amount : grandTotal - amount);
      adjustments.push({ ...found, amount, kind: part.kind, sortOrder: part.sortOrder });
    }
    return { adjustments, grandTotal };
  }

  /** The adjustments as the order records them. */
  forOrder(adjustments: AppliedAdjustment[]): OrderAdjustmentInput[] {
    return adjustments
      .filter((a) => a.amount > 0)
      .map((a) => ({ code: a.code, kind: a.kind, sortOrder: a.sortOrder, amount: a.amount, data: a.data }));
  }

  /** After the order is written, inside the placement's transaction. */
  /** Whether `redeem` has anything to write for these adjustments. */
  redeems(adjustments: AppliedAdjustment[]): boolean {
    return adjustments.some((a) => a.amount > 0 && !!this.parts.find((p) => p.code === a.code)?.redeem);
  }

  async redeem(orderId: number, cart: CheckoutCartData, adjustments: AppliedAdjustment[]): Promise<void> {
    for (const adjustment of adjustments) {
      const part = this.parts.find((p) => p.code === adjustment.code);
      if (part?.redeem && adjustment.amount > 0) await part.redeem({ orderId, cart, adjustment });
    }
  }
}

export interface AppliedAdjustment extends TotalsAdjustment {
  kind: 'charge' | 'deduction';
  sortOrder: number;
}
