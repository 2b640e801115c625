import { CartSnapshot, QuoteAddressRow, QuoteItemRow } from './cart-reader';

/**
 * Magento's data shapes for carts (CartInterface, CartItemInterface, AddressInterface,
 * GiftMessage MessageInterface), built from the rows CartReader loads.
 */

/** CartItemInterface; Magento types `quote_id` as a string. */
export function presentItem(item: QuoteItemRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    item_id: item.item_id,
    sku: item.sku,
    qty: item.qty,
    name: item.name,
    price: item.price,
    product_type: item.product_type,
    quote_id: String(item.quote_id),
  };
  if (item.product_options) out.product_option = item.product_options;
  return out;
}

/** AddressInterface: the core fields always (null when unset), the optional ones when set. */
export function presentAddress(a: QuoteAddressRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: a.address_id,
    region: a.region ?? null,
    region_id: a.region_id ?? null,
    region_code: a.region_code ?? null,
    country_id: a.country_id ?? null,
    street: a.street && a.street.length ? a.street : [''],
    telephone: a.telephone ?? null,
    postcode: a.postcode ?? null,
    city: a.city ?? null,
    firstname: a.firstname ?? null,
    lastname: a.lastname ?? null,
  };
  for (const k of ['company', 'fax', 'middlename', 'prefix', 'suffix', 'vat_id', 'customer_id', 'customer_address_id']) {
    if (a[k] !== null && a[k] !== undefined) out[k] = a[k];
  }
  out.email = a.email ?? null;
  out.same_as_billing = a.same_as_billing ? 1 : 0;
  out.save_in_address_book = a.save_in_address_book ? 1 : 0;
  return out;
}

/** CartInterface with its items, customer, billing address, currency and shipping assignment. */
export function presentCart(cart: CartSnapshot): Record<string, unknown> {
  const q = cart.quote;
  const items = cart.items.filter((i) => i.parent_item_id === null).map(presentItem);
  const customer: Record<string, unknown> = q.customer_id
    ? {
        id: q.customer_id,
        group_id: q.customer_group_id,
        email: q.customer_email,
        firstname: q.customer_firstname,
        lastname: q.customer_lastname,
      }
    : { email: q.customer_email, firstname: q.customer_firstname, lastname: q.customer_lastname };
  const out: Record<string, unknown> = {
    id: q.entity_id,
    created_at: q.created_at,
    updated_at: q.updated_at,
    is_active: q.is_active,
    is_virtual: q.is_virtual,
    items,
    items_count: q.items_count,
    items_qty: q.items_qty,
    customer,
  };
  if (cart.billingAddress) out.billing_address = presentAddress(cart.billingAddress);
  if (q.reserved_order_id) out.reserved_order_id = q.reserved_order_id;
  out.orig_order_id = 0;
  out.currency = {
    global_currency_code: q.base_currency_code,
    base_currency_code: q.base_currency_code,
    store_currency_code: q.store_currency_code,
    quote_currency_code: q.quote_currency_code,
    store_to_base_rate: 0,
    store_to_quote_rate: 0,
    base_to_global_rate: 1,
    base_to_quote_rate: 1,
  };
  out.customer_is_guest = q.customer_is_guest;
  if (q.customer_note) out.customer_note = q.customer_note;
  out.customer_note_notify = q.customer_note_notify;
  out.customer_tax_class_id = q.customer_tax_class_id ?? 3;
  out.store_id = q.store_id;
  if (cart.shippingAddress && items.length) {
    const shipping = cart.shippingAddress;
    out.extension_attributes = {
      shipping_assignments: [{ shipping: { address: presentAddress(shipping), method: shipping.shipping_method ?? null }, items }],
    };
  }
  return out;
}

/** GiftMessage MessageInterface. */
export function presentGiftMessage(m: {
  gift_message_id: number;
  customer_id: number | null;
  sender: string | null;
  recipient: string | null;
  message: string | null;
}): Record<string, unknown> {
  return {
    gift_message_id: m.gift_message_id,
    customer_id: m.customer_id ?? 0,
    sender: m.sender,
    recipient: m.recipient,
    message: m.message,
  };
}
