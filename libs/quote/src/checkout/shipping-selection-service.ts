import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException, NoSuchEntityException } from '@mercato/platform';
import { ShippingRate } from '@mercato/shipping';
import { CartLocator } from '../carts/cart-locator';
import { CartAddresses } from './cart-addresses';
import { CartKey, quoteIdOf } from './cart-key';
import { CheckoutCart, CheckoutCartData } from './checkout-cart';
import { CartAddressData, ShippingInformationData } from './dto/checkout.input';
import { PaymentSelection } from './payment-selection-service';
import { QuoteTotals } from './quote-totals';
import { SHIPPING_ADDRESS_MISSING } from './messages';
import { presentTotals } from './totals-presenter';
import { PaymentDetailsData } from './dto/checkout.output';
import { CART_CALL } from '../carts/cart-call';

/**
 * Shipping for a cart: the methods available at its shipping address or at an address to estimate
 * for (Magento's ShippingMethodManagement and ShipmentEstimation), and shipping-information, which
 * saves the addresses and the chosen method and answers the payment methods and totals.
 */
@Injectable()
export class ShippingSelection {
  constructor(
    private readonly ds: Database,
    private readonly locator: CartLocator,
    private readonly carts: CheckoutCart,
    private readonly addresses: CartAddresses,
    private readonly totals: QuoteTotals,
    private readonly payments: PaymentSelection,
  ) {}

  /** The rates at the cart's shipping address; none for an empty or virtual cart. */
  async getList(key: CartKey): Promise<ShippingRate[]> {
    const cart = await this.carts.active(await quoteIdOf(this.locator, key));
    if (noShipping(cart)) return [];
    if (!cart.shipping?.country_id) throw new LocalizedException(SHIPPING_ADDRESS_MISSING);
    return (await this.totals.collect(cart.quote.entity_id)).rates;
  }

  async estimateByExtendedAddress(key: CartKey, address: CartAddressData): Promise<ShippingRate[]> {
    const cart = await this.carts.active(await quoteIdOf(this.locator, key));
    if (noShipping(cart)) return [];
    return this.totals.rates(cart, await this.addresses.resolve(address, cart.quote.customer_id));
  }

  /**
   * Magento's ShippingMethodManagementInterface::estimateByAddress: the rates at a bare estimate
   * address (country, postcode, region), e.g. a gift registry's shipping address.
   */
  async estimateByAddress(key: CartKey, address: EstimateAddress): Promise<ShippingRate[]> {
    const cart = await this.carts.active(await quoteIdOf(this.locator, key));
    if (noShipping(cart)) return [];
    return this.totals.rates(cart, address);
  }

  /** Estimate for one of the cart customer's stored addresses. */
  async estimateByAddressId(key: CartKey, addressId: number): Promise<ShippingRate[]> {
    const cart = await this.carts.active(await quoteIdOf(this.locator, key));
    if (noShipping(cart)) return [];
    return this.totals.rates(cart, await this.addresses.fromBook(addressId, cart.quote.customer_id));
  }

  /** `shipping-information`: PaymentDetailsInterface `{payment_methods, totals}`. */
  async saveAddressInformation(key: CartKey, info: ShippingInformationData): Promise<PaymentDetailsData> {
    // One transaction for the addresses and the totals they change (one commit, and the cart call's
    // generic plans); the carrier is checked after it, as Magento checks it after saving the quote.
    const method = `${info.shipping_carrier_code}_${info.shipping_method_code}`;
    const given = [info.shipping_address, ...(info.billing_address ? [info.billing_address] : [])];
    const totals = await this.ds.transaction(async () => {
      const quoteId = await quoteIdOf(this.locator, key);
      const write = async (customerId: number | null) =>
        this.addresses.saveRows(quoteId, [
          { type: 'shipping', address: await this.addresses.resolve(info.shipping_address, customerId), extra: { shippingMethod: method } },
          ...(info.billing_address
            ? [{ type: 'billing' as const, address: await this.addresses.resolve(info.billing_address, customerId) }]
            : []),
        ]);
      // Addresses that name no address-book entry need nothing of the cart: they are written beside
      // its read, in the same round trip (both held back); a refusal below rolls them back.
      const beside = info.shipping_address.country_id && given.every((a) => !a.customer_address_id);
      const [cart, early] = await Promise.all([this.carts.active(quoteId), beside ? write(null) : null]);
      if (!info.shipping_address.country_id) throw new LocalizedException(SHIPPING_ADDRESS_MISSING);
      if (!cart.items.length)
        throw new InputException("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
      const [shipping, billing = cart.billing] = early ?? (await write(cart.quote.customer_id));
      // The totals of the cart as read, with the addresses just written: no second read of it.
      return this.totals.collectCart({ ...cart, shipping, billing });
    }, CART_CALL);
    if (!noShipping(totals.cart) && !totals.shippingRate) {
      throw new NoSuchEntityException('Carrier with such method not found: %1, %2', [
        info.shipping_carrier_code,
        info.shipping_method_code,
      ]);
    }
    return { payment_methods: await this.payments.available(totals), totals: presentTotals(totals) };
  }

  /** Chooses the shipping method of a cart that has a shipping address (collect-totals). */
  async setMethod(quoteId: number, method: string): Promise<void> {
    const [row] = await this.ds.query(
      `UPDATE quote_address SET shipping_method = $2, updated_at = now() WHERE quote_id = $1 AND address_type = 'shipping'
       AND country_id IS NOT NULL
       RETURNING address_id`,
      [quoteId, method],
    );
    if (!row) throw new LocalizedException(SHIPPING_ADDRESS_MISSING);
  }
}

/** Magento's EstimateAddressInterface. */
export interface EstimateAddress {
  country_id: string | null;
  postcode?: string | null;
  region?: string | null;
  region_id?: number | null;
}

function noShipping(cart: CheckoutCartData): boolean {
  return !cart.items.length || cart.items.every((i) => i.is_virtual);
}
