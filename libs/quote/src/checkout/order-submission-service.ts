import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException } from '@mercato/platform';
import { CheckoutAgreements } from '@mercato/checkout-agreements';
import { CustomerLookup } from '@mercato/customer';
import { PaymentMethods } from '@mercato/payment';
import { DocumentNumbers, OrderAddressInput, OrderPlacement, PlaceOrderRequest } from '@mercato/sales';
import { CartLocator } from '../carts/cart-locator';
import { CartWriter } from '../carts/cart-writer';
import { CartAddresses } from './cart-addresses';
import { CartKey, quoteIdOf } from './cart-key';
import { CheckoutAddress, CheckoutCart, CheckoutCartData } from './checkout-cart';
import { CartAddressData, PaymentData } from './dto/checkout.input';
import { SHIPPING_METHOD_MISSING } from './messages';
import { PaymentSelection } from './payment-selection-service';
import { CollectedTotals, QuoteTotals } from './quote-totals';
import { CartClosing, TotalsWriter } from './totals-writer';
import { TotalsParts } from './totals-parts';
import { presentTotals } from './totals-presenter';
import { PaymentDetailsData } from './dto/checkout.output';
import { cartWrite } from '../carts/cart-call';

/**
 * An online payment method's authorization, asked before the order is placed: the cart as it will
 * be ordered (store, grand total, currency, the increment id the order will carry). It answers the
 * payment data to keep with the order (never the card itself) and work to do inside the placement's
 * transaction once the order exists (recording the gateway's transaction).
 */
export interface PaymentAuthorizer {
  authorize(facts: { storeId: number; grandTotal: number; currency: string; incrementId: string }): Promise<{
    additionalData: Record<string, string>;
    afterPlace?: (orderId: number) => Promise<void>;
  }>;
}

/** What the guest's e-mail must look like. */
const VALID_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Fields Magento's quote address validator requires, in its order. */
const REQUIRED_ADDRESS_FIELDS = ['firstname', 'lastname', 'street', 'city', 'telephone', 'postcode', 'country_id'] as const;

/**
 * Placing the order: Magento's CartManagement::placeOrder (`…/order`) and the checkout's
 * PaymentInformationManagement (`payment-information`, `set-payment-information`). The cart is
 * collected afresh, checked as QuoteValidator does, and handed to the sales lib, all in one
 * transaction so a refused order leaves nothing behind.
 */
@Injectable()
export class OrderSubmission {
  constructor(
    private readonly ds: Database,
    private readonly customers: CustomerLookup,
    private readonly locator: CartLocator,
    private readonly carts: CheckoutCart,
    private readonly totals: QuoteTotals,
    private readonly addresses: CartAddresses,
    private readonly payments: PaymentSelection,
    private readonly methods: PaymentMethods,
    private readonly agreements: CheckoutAgreements,
    private readonly orders: OrderPlacement,
    private readonly numbers: DocumentNumbers,
    private readonly parts: TotalsParts,
    private readonly writer: CartWriter,
    private readonly totalsWriter: TotalsWriter,
  ) {}

  /** `PUT …/order`: answers the order id. */
  async placeOrder(key: CartKey, paymentMethod?: PaymentData | null): Promise<number> {
    const quoteId = await quoteIdOf(this.locator, key);
    return this.ds.transaction(async () => {
      // An inactive or unknown cart is Magento's "No such entity with cartId" before anything is written.
      const cart = await this.carts.active(quoteId);
      if (!paymentMethod) return this.submitCart(cart);
      // The method given is checked on the totals the order is placed with, and written with them.
      return this.submitCart({ ...cart, payment: storedPayment(paymentMethod) }, { payment: paymentMethod });
    });
  }

  /** `GET …/payment-information`: PaymentDetailsInterface. */
  async getPaymentInformation(key: CartKey): Promise<PaymentDetailsData> {
    const totals = await this.totals.collect(await quoteIdOf(this.locator, key));
    return { payment_methods: await this.payments.available(totals), totals: presentTotals(totals) };
  }

  /** `set-payment-information`: billing address (with the guest's e-mail) and payment method; `true`. */
  async savePaymentInformation(
    key: CartKey,
    payment: PaymentData,
    billing?: CartAddressData | null,
    email?: string | null,
  ): Promise<boolean> {
    const quoteId = await quoteIdOf(this.locator, key);
    await this.ds.transaction(async () => {
      await this.saveBillingAndEmail(quoteId, billing, email);
      await this.payments.set(quoteId, payment);
    });
    return true;
  }

  /** `POST …/payment-information`: saves the payment information and places the order; the order id. */
  async savePaymentInformationAndPlaceOrder(
    key: CartKey,
    payment: PaymentData,
    billing?: CartAddressData | null,
    email?: string | null,
  ): Promise<number> {
    const quoteId = await quoteIdOf(this.locator, key);
    // The cart is read once, in the transaction, and what this call writes to it is applied to
    // that read rather than read again. Its row is locked as the transaction opens, so a line added
    // meanwhile is in the read or waits for the order (adding locks it too).
    return this.ds.transaction(async () => {
      const cart = await this.carts.active(quoteId);
      // Magento_CheckoutAgreements' plugin: the accepted terms travel with the payment method.
      await this.agreements.assertAccepted(cart.quote.store_id, (payment.extension_attributes?.agreement_ids ?? []).map(Number));
      // A valid e-mail is written with the payment method, the totals and the cart's closing (one
      // statement, in submitCart); an invalid one is refused here.
      const saved = await this.saveBillingAndEmail(quoteId, billing, email, { cart, emailWrittenByCaller: true });
      return this.submitCart({ ...saved, payment: storedPayment(payment) }, { payment, email: email?.trim() ?? null });
    }, cartWrite(quoteId));
  }

  /**
   * `payment-information` of an online method: the payment information is saved (checked as
   * set-payment-information checks it) and committed, the gateway is asked with no transaction
   * open, and only an authorised payment is placed, in one transaction with the gateway's record.
   * The gateway call may take seconds: holding the placement's stock locks (or any row lock) that
   * long would stall every other order of the same SKUs, so it happens before the transaction, under
   * an increment id taken beforehand (a refused payment leaves a gap, as a failed placement does).
   */
  async placeWithAuthorization(
    key: CartKey,
    payment: PaymentData,
    billing: CartAddressData | null | undefined,
    email: string | null | undefined,
    authorizer: PaymentAuthorizer,
  ): Promise<number> {
    const quoteId = await quoteIdOf(this.locator, key);
    const cart = await this.carts.active(quoteId);
    await this.agreements.assertAccepted(cart.quote.store_id, (payment.extension_attributes?.agreement_ids ?? []).map(Number));
    await this.ds.transaction(async () => {
      await this.saveBillingAndEmail(quoteId, billing, email);
      await this.payments.set(quoteId, { ...payment, additional_data: null });
    });
    const totals = await this.totals.collect(quoteId);
    const request = await this.buildRequest(totals);
    await this.methods.assertUsable(request.payment, this.payments.request(totals));
    const incrementId = await this.numbers.next('order', request.storeId);
    const authorized = await authorizer.authorize({
      storeId: request.storeId,
      grandTotal: totals.grandTotal,
      currency: request.currency,
      incrementId,
    });
    return this.ds.transaction(async () => {
      const stored = { ...payment, additional_data: authorized.additionalData as unknown as string[] };
      await this.payments.store(quoteId, stored);
      // Collected again inside the transaction: the cart may have changed during the gateway call.
      const fresh = await this.totals.collect(quoteId);
      if (Math.abs(fresh.grandTotal - totals.grandTotal) > 0.0001) {
        throw new LocalizedException('The order total changed while the payment was authorised. Please try to place your order again.');
      }
      const placing = await this.withGiftMessage(await this.buildRequest(fresh), fresh);
      const { orderId } = await this.orders.place(
        { ...placing, incrementId },
        { closeCart: (placed) => this.writer.closeForOrder(quoteId, placed) },
      );
      await this.parts.redeem(orderId, fresh.cart, fresh.adjustments);
      await authorized.afterPlace?.(orderId);
      return orderId;
    });
  }

  /**
   * The guest's e-mail and the billing address of the payment information; answers the cart (read
   * here unless given) with both applied, as a read after the writes would find it. With
   * `emailWrittenByCaller` the e-mail is only checked and applied to the read: the caller writes it.
   */
  private async saveBillingAndEmail(
    quoteId: number,
    billing?: CartAddressData | null,
    email?: string | null,
    read?: { cart: CheckoutCartData; emailWrittenByCaller: boolean },
  ): Promise<CheckoutCartData> {
    let cart = read?.cart ?? (await this.carts.active(quoteId));
    if (email !== undefined && email !== null) {
      if (!VALID_EMAIL.test(email.trim())) throw new InputException('Invalid email format');
      if (!read?.emailWrittenByCaller) await this.saveEmail(quoteId, email);
      cart = { ...cart, quote: { ...cart.quote, customer_email: email.trim() } };
    }
    if (billing) {
      const address = await this.addresses.resolve(billing, cart.quote.customer_id);
      if (email) address.email = email.trim();
      cart = { ...cart, billing: await this.addresses.saveRow(quoteId, 'billing', address) };
    }
    return cart;
  }

  private async saveEmail(quoteId: number, email: string): Promise<void> {
    await this.ds.query(`UPDATE quote SET customer_email = $2, updated_at = now() WHERE entity_id = $1`, [quoteId, email.trim()]);
  }

  /**
   * QuoteManagement::submit (collect, validate, place) of a cart read in the caller's transaction,
   * with the call's own changes applied to the read (`given`: its payment and e-mail, written with
   * the totals).
   */
  private async submitCart(cart: CheckoutCartData, given: Omit<CartClosing, 'orderNumber'> = {}): Promise<number> {
    const totals = await this.totals.compute(cart);
    const request = await this.buildRequest(totals);
    await this.methods.assertUsable(request.payment, this.payments.request(totals));
    const placing = await this.withGiftMessage(request, totals);
    // Once the cart passed its checks (a refused cart uses no number up), one statement writes the
    // totals, closes the cart and draws the order's number; it goes with the placement's stock check.
    // It also takes the placement's stock locks, so that check sees every order before it. A
    // placement that fails undoes all of it (the number stays used, as any sequence's).
    const closed = this.totalsWriter.close(totals, {
      ...given,
      orderNumber: await this.numbers.sequence('order', request.storeId),
      locks: await this.orders.lockKeys(placing),
    });
    // With nothing to redeem, the order's insert is the transaction's last statement and carries its
    // COMMIT (only where this transaction is the outermost one: the caller's work must end with it).
    const redeems = this.parts.redeems(totals.adjustments);
    const { orderId } = await this.orders.place(placing, { drawnNumber: closed.incrementId, last: !redeems });
    if (redeems) await this.parts.redeem(orderId, totals.cart, totals.adjustments);
    return orderId;
  }

  /**
   * The order gets its own copy of the cart's gift message (one statement, in the placement's
   * transaction), written for the customer who orders.
   */
  private async withGiftMessage(request: PlaceOrderRequest, t: CollectedTotals): Promise<PlaceOrderRequest> {
    const cartMessageId = t.cart.quote.gift_message_id;
    if (!cartMessageId) return request;
    const [copy]: { gift_message_id: number }[] = await this.ds.query(
      `INSERT INTO gift_message (customer_id, sender, recipient, message)
       SELECT $2::int, sender, recipient, message FROM gift_message WHERE gift_message_id = $1 RETURNING gift_message_id`,
      [cartMessageId, request.customer.isGuest ? null : request.customer.id],
    );
    return { ...request, giftMessageId: copy?.gift_message_id ?? null };
  }

  /** QuoteValidator::validateBeforeSubmit, then the agreed PlaceOrderRequest (without a gift message: see withGiftMessage). */
  private async buildRequest(t: CollectedTotals): Promise<PlaceOrderRequest> {
    const { quote, billing, shipping, payment } = t.cart;
    if (!t.items.length)
      throw new LocalizedException('A server error stopped your order from being placed. Please try to place your order again.');
    const isVirtual = t.items.every((i) => i.item.is_virtual);
    if (!isVirtual) {
      assertAddress('shipping', shipping);
      if (!t.shippingMethod || !t.shippingRate) throw new InputException(SHIPPING_METHOD_MISSING);
    }
    assertAddress('billing', billing);
    if (!payment?.method) throw new LocalizedException('Enter a valid payment method and try again.');
    const customer = await this.customer(quote.customer_id);
    const email = customer?.email ?? quote.customer_email ?? billing?.email ?? null;
    if (!email) throw new InputException('The customer email is missing. Enter and try again.');
    return {
      quoteId: quote.entity_id,
      storeId: quote.store_id,
      websiteId: quote.website_id,
      customer: customer
        ? {
            id: customer.entity_id,
            email,
            firstname: customer.firstname,
            lastname: customer.lastname,
            groupId: customer.group_id,
            isGuest: false,
          }
        : { id: null, email, firstname: billing!.firstname ?? null, lastname: billing!.lastname ?? null, groupId: 0, isGuest: true },
      billingAddress: orderAddress(billing!, email),
      shippingAddress: isVirtual ? null : orderAddress(shipping!, email),
      items: t.items.map((i) => ({
        quoteItemId: i.item.item_id,
        productId: i.item.product_id,
        sku: i.item.sku,
        name: i.item.name ?? i.item.sku,
        productType: i.item.product_type,
        isVirtual: i.item.is_virtual,
        qty: i.item.qty,
        price: i.item.price,
        basePrice: i.item.price,
        originalPrice: i.originalPrice,
        rowTotal: i.rowTotal,
        discountAmount: i.discountAmount,
        discountPercent: i.discountPercent,
        taxAmount: i.taxAmount,
        taxPercent: i.taxPercent,
        discountTaxCompensation: i.discountTaxCompensation,
        priceInclTax: i.priceInclTax,
        rowTotalInclTax: i.rowTotalInclTax,
        weight: i.item.weight,
        appliedRuleIds: i.appliedRuleIds.length ? i.appliedRuleIds.join(',') : null,
        productOptions: i.item.product_options ?? null,
        // The hidden lines (a configurable's simple, a bundle's selections) are ordered under it,
        // priced through their parent.
        children: i.item.children.map((c) => ({
          quoteItemId: c.item_id,
          productId: c.product_id,
          sku: c.sku,
          name: c.name ?? c.sku,
          productType: c.product_type,
          isVirtual: i.item.is_virtual,
          qty: c.qty,
          price: 0,
          basePrice: 0,
          originalPrice: 0,
          rowTotal: 0,
          discountAmount: 0,
          discountPercent: 0,
          taxAmount: 0,
          taxPercent: 0,
          priceInclTax: 0,
          rowTotalInclTax: 0,
          weight: i.item.weight,
          appliedRuleIds: null,
          productOptions: null,
        })),
      })),
      shipping:
        isVirtual || !t.shippingRate
          ? null
          : {
              method: t.shippingMethod!,
              description: [t.shippingRate.carrier_title, t.shippingRate.method_title].filter((s) => s).join(' - '),
              amount: t.shippingAmount,
              taxAmount: t.shippingTaxAmount,
              discountAmount: t.shippingDiscountAmount,
              discountTaxCompensation: t.shippingDiscountTaxCompensation,
            },
      totals: {
        subtotal: t.subtotal,
        subtotalInclTax: t.subtotalInclTax,
        discount: t.discountAmount + t.shippingDiscountAmount,
        discountDescription: t.discount?.discount_description || null,
        tax: t.taxAmount,
        discountTaxCompensation: t.discountTaxCompensation,
        shipping: t.shippingAmount,
        shippingInclTax: t.shippingInclTax,
        grandTotal: t.grandTotal,
        totalQty: t.itemsQty,
        weight: t.weight,
      },
      payment: { method: payment.method, po_number: payment.po_number, additional_data: payment.additional_data },
      couponCode: quote.coupon_code,
      appliedRuleIds: t.appliedRuleIds,
      currency: quote.quote_currency_code,
      customerNote: quote.customer_note,
      giftMessageId: null,
      adjustments: this.parts.forOrder(t.adjustments),
    };
  }

  private async customer(
    customerId: number | null,
  ): Promise<{ entity_id: number; email: string; firstname: string | null; lastname: string | null; group_id: number } | null> {
    if (customerId === null) return null;
    return (await this.customers.contacts([customerId])).get(customerId) ?? null;
  }
}

/** Magento's address validation on submit: `Please check the <type> address information. <errors>`. */
function assertAddress(type: 'billing' | 'shipping', address: CheckoutAddress | null): void {
  const missing = REQUIRED_ADDRESS_FIELDS.filter((f) => {
    const v = address?.[f];
    return v === null || v === undefined || v === '' || (Array.isArray(v) && !v.some((s) => s));
  });
  if (!missing.length) return;
  const errors = missing.map((f) => `"${f}" is required. Enter and try again.`).join(' ');
  throw new InputException(`Please check the ${type} address information. %1`, [errors]);
}

function orderAddress(a: CheckoutAddress, email: string): OrderAddressInput {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: a.middlename,
    prefix: a.prefix,
    suffix: a.suffix,
    company: a.company,
    street: a.street ?? [],
    city: a.city,
    region: a.region,
    region_id: a.region_id,
    region_code: a.region_code,
    postcode: a.postcode,
    country_id: a.country_id!,
    telephone: a.telephone,
    fax: a.fax,
    email: a.email ?? email,
    vat_id: a.vat_id,
    customer_address_id: a.customer_address_id,
  };
}

/**
 * The payment as PaymentSelection.store writes it and CheckoutCart reads it back: additional data
 * through JSON (the jsonb column), or null when there is none.
 */
function storedPayment(payment: PaymentData): CheckoutCartData['payment'] {
  return {
    method: payment.method ?? null,
    po_number: payment.po_number ?? null,
    additional_data: payment.additional_data ? (JSON.parse(JSON.stringify(payment.additional_data)) as unknown) : null,
  };
}
