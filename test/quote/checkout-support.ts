import { Client, createProduct, uniqueSku } from '../support/app';

/** A US address Magento's seeded rates know (US-CA, region 12). */
export const CA_ADDRESS = {
  firstname: 'Jane',
  lastname: 'Doe',
  street: ['1 Main St'],
  city: 'Los Angeles',
  region: 'California',
  region_id: 12,
  region_code: 'CA',
  postcode: '90210',
  country_id: 'US',
  telephone: '5551234567',
};
export const TX_ADDRESS = { ...CA_ADDRESS, city: 'Austin', region: 'Texas', region_id: 57, region_code: 'TX', postcode: '73301' };

/** A simple product with `qty` units on the default source. */
export async function stockedProduct(admin: Client, qty: number, product: Record<string, unknown> = {}): Promise<string> {
  const sku = uniqueSku('checkout');
  await createProduct(admin, {
    sku,
    price: 20,
    weight: 1,
    custom_attributes: [{ attribute_code: 'tax_class_id', value: '2' }],
    ...product,
  });
  const res = await admin.post('/rest/V1/inventory/source-items', {
    sourceItems: [{ sku, source_code: 'default', quantity: qty, status: 1 }],
  });
  if (res.status !== 200) throw new Error(`source items: ${res.status} ${JSON.stringify(res.body)}`);
  return sku;
}

/** A guest cart with the lines given, its masked id. */
export async function guestCart(client: Client, lines: [string, number][]): Promise<string> {
  const cart = await client.post<string>('/rest/V1/guest-carts');
  if (cart.status !== 200) throw new Error(`guest cart: ${cart.status} ${JSON.stringify(cart.body)}`);
  for (const [sku, qty] of lines) {
    const res = await client.post(`/rest/V1/guest-carts/${cart.body}/items`, { cartItem: { sku, qty, quote_id: cart.body } });
    if (res.status !== 200) throw new Error(`add item: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return cart.body;
}

export function shippingInformation(address = TX_ADDRESS, carrier = 'flatrate', method = 'flatrate') {
  return {
    addressInformation: {
      shipping_address: { ...address, email: 'guest@example.com' },
      billing_address: { ...address, email: 'guest@example.com' },
      shipping_carrier_code: carrier,
      shipping_method_code: method,
    },
  };
}

/** Guest cart ready for payment: lines added, shipping information saved. */
export async function preparedGuestCart(client: Client, lines: [string, number][]): Promise<string> {
  const masked = await guestCart(client, lines);
  const res = await client.post(`/rest/V1/guest-carts/${masked}/shipping-information`, shippingInformation());
  if (res.status !== 200) throw new Error(`shipping information: ${res.status} ${JSON.stringify(res.body)}`);
  return masked;
}

export const guestPayment = {
  email: 'guest@example.com',
  paymentMethod: { method: 'checkmo' },
  billingAddress: { ...TX_ADDRESS, email: 'guest@example.com' },
};

/** Salable quantity of a SKU on the default stock. */
export async function salableQty(admin: Client, sku: string): Promise<number> {
  return (await admin.get(`/rest/V1/inventory/get-product-salable-quantity/${sku}/1`)).body;
}

/** Quantity of a SKU on its (first) source. */
export async function sourceQty(admin: Client, sku: string): Promise<number> {
  const res = await admin.get(
    `/rest/V1/inventory/source-items?searchCriteria[filter_groups][0][filters][0][field]=sku` +
      `&searchCriteria[filter_groups][0][filters][0][value]=${sku}`,
  );
  return res.body.items[0].quantity;
}
