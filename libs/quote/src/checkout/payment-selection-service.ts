import { Injectable } from '@nestjs/common';
import { Database, LocalizedException } from '@mercato/platform';
import { PaymentMethods } from '@mercato/payment';
import { CartLocator } from '../carts/cart-locator';
import { CartKey, quoteIdOf } from './cart-key';
import { CART_PAYMENT_UPSERT, cartPaymentValues } from './cart-payment-row';
import { CheckoutCart } from './checkout-cart';
import { PaymentData } from './dto/checkout.input';
import { CollectedTotals, QuoteTotals } from './quote-totals';
import { SHIPPING_ADDRESS_MISSING } from './messages';

/**
 * Magento's PaymentMethodManagement: the methods the cart may be paid with (they depend on its
 * grand total and billing country), and the cart's selected method.
 */
@Injectable()
export class PaymentSelection {
  constructor(
    private readonly ds: Database,
    private readonly locator: CartLocator,
    private readonly carts: CheckoutCart,
    private readonly totals: QuoteTotals,
    private readonly methods: PaymentMethods,
  ) {}

  async getList(key: CartKey): Promise<{ code: string; title: string }[]> {
    return this.available(await this.totals.collect(await quoteIdOf(this.locator, key)));
  }

  available(totals: CollectedTotals): Promise<{ code: string; title: string }[]> {
    return this.methods.available(this.request(totals));
  }

  /** PaymentInterface of the cart's selected method (an empty payment when none is chosen). */
  async get(key: CartKey): Promise<Record<string, unknown>> {
    const cart = await this.carts.active(await quoteIdOf(this.locator, key));
    const p = cart.payment;
    if (!p) return { additional_data: [] };
    return { ...(p.po_number ? { po_number: p.po_number } : {}), method: p.method, additional_data: p.additional_data ?? [] };
  }

  /**
   * Selects the method after checking it may be used for the cart as it stands (a non-virtual cart
   * needs its shipping address first). Answers the payment id.
   */
  async set(key: CartKey, method: PaymentData): Promise<number> {
    const quoteId = await quoteIdOf(this.locator, key);
    const totals = await this.totals.collect(quoteId);
    const isVirtual = totals.items.length > 0 && totals.items.every((i) => i.item.is_virtual);
    if (!isVirtual && !totals.cart.shipping?.country_id) throw new LocalizedException(SHIPPING_ADDRESS_MISSING);
    await this.methods.assertUsable(method, this.request(totals));
    return this.store(quoteId, method);
  }

  /**
   * Writes the cart's payment method unchecked: for placing, which checks it on the totals it places.
   * `email`, when given (checked by the caller), is the guest's e-mail, written to the cart with it.
   */
  async store(quoteId: number, method: PaymentData, email: string | null = null): Promise<number> {
    const [row] = await this.ds.query(
      `WITH email AS (UPDATE quote SET customer_email = $5, updated_at = now() WHERE entity_id = $1 AND $5::text IS NOT NULL)
       INSERT INTO quote_payment (quote_id, method, po_number, additional_data) VALUES ($1, $2, $3, $4::jsonb)
       ${CART_PAYMENT_UPSERT}
       RETURNING payment_id`,
      [quoteId, ...cartPaymentValues(method), email],
    );
    return row.payment_id;
  }

  request(totals: CollectedTotals): { storeId: number; grandTotal: number; billingCountryId: string | null } {
    return {
      storeId: totals.cart.quote.store_id,
      grandTotal: totals.grandTotal,
      billingCountryId: totals.cart.billing?.country_id ?? null,
    };
  }
}
