import { Injectable } from '@nestjs/common';
import { CartLocator } from '../carts/cart-locator';
import { CartAddresses } from './cart-addresses';
import { CartKey, quoteIdOf } from './cart-key';
import { CheckoutCart } from './checkout-cart';
import { CollectTotalsInput, TotalsInformationData } from './dto/checkout.input';
import { PaymentSelection } from './payment-selection-service';
import { QuoteTotals } from './quote-totals';
import { ShippingSelection } from './shipping-selection-service';
import { presentTotals } from './totals-presenter';

/**
 * Magento's CartTotalRepository (`totals`), CartTotalManagement (`collect-totals`) and
 * TotalsInformationManagement (`totals-information`: totals for an address and method the cart
 * does not keep).
 */
@Injectable()
export class CartTotalsService {
  constructor(
    private readonly locator: CartLocator,
    private readonly carts: CheckoutCart,
    private readonly totals: QuoteTotals,
    private readonly addresses: CartAddresses,
    private readonly payments: PaymentSelection,
    private readonly shipping: ShippingSelection,
  ) {}

  async get(key: CartKey): Promise<Record<string, unknown>> {
    return presentTotals(await this.totals.collect(await quoteIdOf(this.locator, key)));
  }

  /** Sets the payment method (and the shipping method when given), then collects. */
  async collectTotals(key: CartKey, input: Omit<CollectTotalsInput, 'cartId'>): Promise<Record<string, unknown>> {
    const quoteId = await quoteIdOf(this.locator, key);
    if (input.shippingCarrierCode && input.shippingMethodCode) {
      await this.shipping.setMethod(quoteId, `${input.shippingCarrierCode}_${input.shippingMethodCode}`);
    }
    await this.payments.set(quoteId, input.paymentMethod);
    return this.get(quoteId);
  }

  /** Totals as they would be for this shipping address and method; nothing is saved. */
  async calculate(key: CartKey, info: TotalsInformationData): Promise<Record<string, unknown>> {
    const cart = await this.carts.active(await quoteIdOf(this.locator, key));
    const address = await this.addresses.resolve(info.address, cart.quote.customer_id);
    const method =
      info.shipping_carrier_code && info.shipping_method_code ? `${info.shipping_carrier_code}_${info.shipping_method_code}` : null;
    return presentTotals(await this.totals.compute(cart, { shipping: { ...address, shipping_method: method } }));
  }
}
