import { PlaceOrderRequest } from '@mercato/sales';
import { Client, createProduct, uniqueSku } from '../support/app';

/** A simple product with `qty` units on the default source (default stock, website base). */
export async function stockedProduct(admin: Client, qty: number, price = 10): Promise<string> {
  const sku = uniqueSku('ord');
  await createProduct(admin, { sku, price, weight: 1 });
  const res = await admin.post('/rest/V1/inventory/source-items', {
    sourceItems: [{ sku, source_code: 'default', quantity: qty, status: 1 }],
  });
  if (res.status !== 200) throw new Error(`source items: ${res.status} ${JSON.stringify(res.body)}`);
  return sku;
}

export const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 Main St', 'Apt 2'],
  city: 'Austin',
  region: 'Texas',
  region_id: 57,
  region_code: 'TX',
  postcode: '78701',
  country_id: 'US',
  telephone: '5125550100',
};

/** A guest's order for `qty` of `sku` at 10.00, flat-rate shipping. */
export function guestOrder(sku: string, qty: number, email: string): PlaceOrderRequest {
  const rowTotal = 10 * qty;
  return {
    quoteId: null,
    storeId: 1,
    websiteId: 1,
    customer: { id: null, email, firstname: 'Ada', lastname: 'Lovelace', groupId: 0, isGuest: true },
    billingAddress: ADDRESS,
    shippingAddress: ADDRESS,
    items: [
      {
        productId: null,
        sku,
        name: 'Test product',
        productType: 'simple',
        isVirtual: false,
        qty,
        price: 10,
        basePrice: 10,
        originalPrice: 10,
        rowTotal,
        discountAmount: 0,
        discountPercent: 0,
        taxAmount: 0,
        taxPercent: 0,
        priceInclTax: 10,
        rowTotalInclTax: rowTotal,
        weight: 1,
        appliedRuleIds: null,
        productOptions: { info_buyRequest: { qty } },
      },
    ],
    shipping: { method: 'flatrate_flatrate', description: 'Flat Rate - Fixed', amount: 5 * qty, taxAmount: 0, discountAmount: 0 },
    totals: {
      subtotal: rowTotal,
      subtotalInclTax: rowTotal,
      discount: 0,
      discountDescription: null,
      tax: 0,
      shipping: 5 * qty,
      shippingInclTax: 5 * qty,
      grandTotal: rowTotal + 5 * qty,
      totalQty: qty,
      weight: qty,
    },
    payment: { method: 'checkmo' },
    couponCode: null,
    appliedRuleIds: [],
    currency: 'USD',
    customerNote: null,
    giftMessageId: null,
  };
}

/** A raw order body for POST /V1/orders. */
export function rawOrder(sku: string, email = 'raw@example.com'): Record<string, unknown> {
  return {
    entity: {
      customer_email: email,
      customer_firstname: 'Raw',
      customer_lastname: 'Buyer',
      customer_is_guest: 1,
      base_grand_total: 25,
      grand_total: 25,
      subtotal: 20,
      base_subtotal: 20,
      shipping_amount: 5,
      status: 'pending',
      state: 'new',
      base_currency_code: 'USD',
      order_currency_code: 'USD',
      items: [{ sku, name: 'Raw item', qty_ordered: 2, price: 10, base_price: 10, row_total: 20, product_type: 'simple' }],
      billing_address: { ...ADDRESS, email },
      payment: { method: 'checkmo', additional_information: ['Check / Money order'] },
      status_histories: [{ comment: 'imported', status: 'pending', is_customer_notified: 0 }],
      extension_attributes: { shipping_assignments: [{ shipping: { address: { ...ADDRESS, email }, method: 'flatrate_flatrate' } }] },
    },
  };
}
