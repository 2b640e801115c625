import { Injectable } from '@nestjs/common';
import { NoSuchEntityException } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { CartRead, cartRead, CartReader, QuoteItemRow } from '../carts/cart-reader';
import { TotalsParts } from './totals-parts';

/** A cart as checkout works on it: numbers as numbers. */
export interface CheckoutQuote {
  entity_id: number;
  store_id: number;
  website_id: number;
  is_active: boolean;
  is_virtual: boolean;
  customer_id: number | null;
  customer_group_id: number;
  customer_is_guest: boolean;
  customer_email: string | null;
  customer_firstname: string | null;
  customer_lastname: string | null;
  customer_note: string | null;
  coupon_code: string | null;
  base_currency_code: string;
  quote_currency_code: string;
  gift_message_id: number | null;
}

export interface CheckoutItem {
  item_id: number;
  product_id: number | null;
  sku: string;
  name: string | null;
  product_type: string;
  is_virtual: boolean;
  qty: number;
  weight: number;
  price: number;
  /** A price set for this line by the store (Magento's custom_price), charged instead of the catalogue's. */
  custom_price: number | null;
  product_options: unknown;
  /** A configurable line's child product: the one it sells, priced and stocked. */
  child_product_id: number | null;
  /** The hidden lines under this one (a configurable's simple, a bundle's selections), for the order. */
  children: CheckoutChild[];
}

export interface CheckoutChild {
  item_id: number;
  product_id: number | null;
  sku: string;
  name: string | null;
  product_type: string;
  /** The child's quantity for the whole line. */
  qty: number;
}

export type CheckoutAddress = Record<string, any> & {
  address_id: number;
  address_type: 'billing' | 'shipping';
  country_id: string | null;
  region_id: number | null;
  postcode: string | null;
  shipping_method: string | null;
};

export interface CheckoutCartData {
  quote: CheckoutQuote;
  /** Visible lines only (children of configurable/bundle lines are priced through their parent). */
  items: CheckoutItem[];
  billing: CheckoutAddress | null;
  shipping: CheckoutAddress | null;
  payment: { method: string | null; po_number: string | null; additional_data: unknown } | null;
  /** What the totals parts read with the cart (TotalsPart.cartColumn), by part code; absent when read otherwise. */
  also?: ReadonlyMap<string, unknown>;
}

/**
 * The cart as checkout works on it, from the carts area's CartReader: only an active cart
 * (Magento's `CartRepositoryInterface::getActive`: otherwise `No such entity with cartId = <id>`),
 * its visible lines, the website of its store, and what the totals parts read about it (in the
 * same statement).
 */
@Injectable()
export class CheckoutCart {
  /** Made on first use: the parts are registered when the modules start. */
  private read: CartRead | null = null;

  constructor(
    private readonly reader: CartReader,
    private readonly stores: StoreDirectory,
    private readonly parts: TotalsParts,
  ) {}

  async active(quoteId: number): Promise<CheckoutCartData> {
    this.read ??= cartRead('checkout', this.parts.cartColumns());
    const cart = await this.reader.load(quoteId, this.read);
    if (!cart.quote.is_active) throw NoSuchEntityException.singleField('cartId', quoteId);
    const store = await this.stores.store(cart.quote.store_id);
    const q = cart.quote;
    return {
      quote: { ...(q as unknown as CheckoutQuote), website_id: store?.website_id ?? 1 },
      items: cart.items
        .filter((i) => !i.parent_item_id)
        .map((i) => ({
          ...childOf(i, cart.items),
          item_id: i.item_id,
          product_id: i.product_id,
          sku: i.sku,
          name: i.name,
          product_type: i.product_type,
          is_virtual: i.is_virtual,
          qty: Number(i.qty),
          weight: Number(i.weight ?? 0),
          price: Number(i.price),
          custom_price: customPrice(i),
          product_options: i.product_options ?? null,
        })),
      billing: (cart.billingAddress as CheckoutAddress | null) ?? null,
      shipping: (cart.shippingAddress as CheckoutAddress | null) ?? null,
      payment: cart.payment
        ? { method: cart.payment.method, po_number: cart.payment.po_number ?? null, additional_data: cart.payment.additional_data ?? null }
        : null,
      also: cart.also,
    };
  }
}

/** The custom price as entered (Magento keeps it in original_custom_price once totals wrote custom_price excluding tax). */
function customPrice(item: QuoteItemRow): number | null {
  const entered = item.original_custom_price ?? item.custom_price;
  return entered === null || entered === undefined ? null : Number(entered);
}

function childOf(parent: QuoteItemRow, items: QuoteItemRow[]): Pick<CheckoutItem, 'children' | 'child_product_id'> {
  const children = items
    .filter((i) => i.parent_item_id === parent.item_id)
    .map((c) => ({
      item_id: c.item_id,
      product_id: c.product_id,
      sku: c.sku,
      name: c.name,
      product_type: c.product_type,
      qty: Number(c.qty),
    }));
  return { child_product_id: parent.product_type === 'configurable' ? (children[0]?.product_id ?? null) : null, children };
}
