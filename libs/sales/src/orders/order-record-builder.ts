import { randomHex } from '@mercato/platform';
import { OrderAddressInput, PlaceOrderItem, PlaceOrderRequest } from './place-order-request';
import { OrderRecord } from './order-record';

/** The titles of the offline methods on a fresh install (payment/<code>/title), kept with the payment as Magento does. */
const METHOD_TITLES: Record<string, string> = {
  checkmo: 'Check / Money order',
  free: 'No Payment Information Required',
  banktransfer: 'Bank Transfer Payment',
  cashondelivery: 'Cash On Delivery',
  purchaseorder: 'Purchase Order',
};

export function methodTitle(method: string): string | undefined {
  return Object.hasOwn(METHOD_TITLES, method) ? METHOD_TITLES[method] : undefined;
}

/** Street lines are stored newline-joined, as Magento's sales_order_address.street. */
export function addressRow(a: OrderAddressInput, fallbackEmail: string | null): Record<string, unknown> {
  return {
    customer_address_id: a.customer_address_id ?? null,
    region_id: a.region_id ?? null,
    region: a.region ?? null,
    region_code: a.region_code ?? null,
    postcode: a.postcode ?? null,
    lastname: a.lastname ?? null,
    firstname: a.firstname ?? null,
    middlename: a.middlename ?? null,
    prefix: a.prefix ?? null,
    suffix: a.suffix ?? null,
    street: a.street?.length ? a.street.join('\n') : null,
    city: a.city ?? null,
    email: a.email || fallbackEmail,
    telephone: a.telephone ?? null,
    fax: a.fax ?? null,
    country_id: a.country_id ?? null,
    company: a.company ?? null,
    vat_id: a.vat_id ?? null,
  };
}

/**
 * A placed cart as order rows: state `new`, status `pending`, base amounts equal to the order's
 * (one currency, rates 1), the order's discount negative and the items' positive as in Magento.
 */
export function placedOrderRecord(req: PlaceOrderRequest, incrementId: string, storeName: string): OrderRecord {
  const t = req.totals;
  const discount = -Math.abs(t.discount);
  const shipping = req.shipping;
  const amounts: Record<string, number> = {
    grand_total: t.grandTotal,
    subtotal: t.subtotal,
    subtotal_incl_tax: t.subtotalInclTax,
    tax_amount: t.tax,
    shipping_amount: t.shipping,
    shipping_tax_amount: shipping?.taxAmount ?? 0,
    shipping_incl_tax: t.shippingInclTax,
    shipping_discount_amount: shipping?.discountAmount ?? 0,
    discount_amount: discount,
    discount_tax_compensation_amount: t.discountTaxCompensation ?? 0,
    shipping_discount_tax_compensation_amount: shipping?.discountTaxCompensation ?? 0,
    total_due: t.grandTotal,
  };
  const order: Record<string, unknown> = {
    increment_id: incrementId,
    state: 'new',
    status: 'pending',
    store_id: req.storeId,
    store_name: storeName,
    customer_id: req.customer.isGuest ? null : req.customer.id,
    customer_email: req.customer.email,
    customer_firstname: req.customer.firstname,
    customer_lastname: req.customer.lastname,
    customer_group_id: req.customer.groupId,
    customer_is_guest: req.customer.isGuest,
    customer_note: req.customerNote,
    customer_note_notify: true,
    quote_id: req.quoteId,
    protect_code: randomHex(16),
    coupon_code: req.couponCode,
    applied_rule_ids: req.appliedRuleIds.length ? req.appliedRuleIds.join(',') : null,
    discount_description: t.discountDescription,
    shipping_method: shipping?.method ?? null,
    shipping_description: shipping?.description ?? null,
    is_virtual: req.items.every((i) => i.isVirtual),
    weight: t.weight,
    total_qty_ordered: t.totalQty,
    base_currency_code: req.currency,
    order_currency_code: req.currency,
    global_currency_code: req.currency,
    store_currency_code: req.currency,
    base_to_global_rate: 1,
    base_to_order_rate: 1,
    store_to_base_rate: 0,
    store_to_order_rate: 0,
    send_email: true,
    total_item_count: req.items.length,
  };
  for (const [k, v] of Object.entries(amounts)) order[k] = order[`base_${k}`] = v;
  // Magento's column name is cut to fit MySQL's 64 characters.
  order.base_shipping_discount_tax_compensation_amnt = order.base_shipping_discount_tax_compensation_amount;
  delete order.base_shipping_discount_tax_compensation_amount;
  // Each line, then the lines ordered under it, each child pointing at its parent's position.
  const flat: { item: PlaceOrderItem; parent: number | null }[] = [];
  for (const item of req.items) {
    flat.push({ item, parent: null });
    const position = flat.length;
    for (const child of item.children ?? []) flat.push({ item: child, parent: position });
  }
  const items = flat.map(({ item: i, parent }) => ({
    _parent: parent,
    store_id: req.storeId,
    quote_item_id: i.quoteItemId ?? null,
    product_id: i.productId,
    product_type: i.productType,
    product_options: i.productOptions ?? null,
    sku: i.sku,
    name: i.name,
    weight: i.weight,
    row_weight: i.isVirtual ? 0 : i.weight * i.qty,
    is_virtual: i.isVirtual,
    qty_ordered: i.qty,
    price: i.price,
    base_price: i.basePrice,
    original_price: i.originalPrice,
    base_original_price: i.originalPrice,
    row_total: i.rowTotal,
    base_row_total: i.rowTotal,
    price_incl_tax: i.priceInclTax,
    base_price_incl_tax: i.priceInclTax,
    row_total_incl_tax: i.rowTotalInclTax,
    base_row_total_incl_tax: i.rowTotalInclTax,
    tax_amount: i.taxAmount,
    base_tax_amount: i.taxAmount,
    tax_percent: i.taxPercent,
    discount_amount: i.discountAmount,
    base_discount_amount: i.discountAmount,
    discount_percent: i.discountPercent,
    discount_tax_compensation_amount: i.discountTaxCompensation ?? 0,
    base_discount_tax_compensation_amount: i.discountTaxCompensation ?? 0,
    applied_rule_ids: i.appliedRuleIds,
  }));
  const title = methodTitle(req.payment.method);
  return {
    order,
    items,
    billingAddress: addressRow(req.billingAddress, req.customer.email),
    shippingAddress: req.shippingAddress ? addressRow(req.shippingAddress, req.customer.email) : null,
    payment: {
      method: req.payment.method,
      po_number: req.payment.po_number ?? null,
      additional_information: { ...(title ? { method_title: title } : {}), ...additionalData(req.payment.additional_data) },
      amount_ordered: t.grandTotal,
      base_amount_ordered: t.grandTotal,
      shipping_amount: t.shipping,
      base_shipping_amount: t.shipping,
    },
    histories: [{ status: 'pending', entity_name: 'order', is_customer_notified: 1, is_visible_on_front: 0, comment: null }],
    giftMessageId: req.giftMessageId,
  };
}

function additionalData(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
