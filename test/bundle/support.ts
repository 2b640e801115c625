import { Client, createProduct, uniqueSku } from '../support/app';

/** Helpers of the bundle end-to-end tests. */

export const BUNDLE_ONLY = { message: 'This is implemented for bundle products only.' };
export const OPTION_NOT_FOUND = { message: "The option that was requested doesn't exist. Verify the entity and try again." };
export const OPTION_NOT_SAVED = { message: "The option couldn't be saved." };
export const COMPOSITE_CHILD = { message: "The bundle product can't contain another composite product." };

/** A bundle product; `fixed` makes its price (and its links' prices) fixed. Answers the saved product. */
export async function createBundle(client: Client, fixed: boolean, product: Record<string, unknown> = {}): Promise<any> {
  return createProduct(client, {
    sku: uniqueSku('bundle'),
    type_id: 'bundle',
    name: 'Bundle',
    custom_attributes: [{ attribute_code: 'price_type', value: fixed ? 1 : 0 }],
    ...product,
  });
}

/** Simple products to offer in bundles; answers their SKUs. */
export async function createChildren(client: Client, count: number): Promise<string[]> {
  const skus: string[] = [];
  for (let i = 0; i < count; i++)
    skus.push((await createProduct(client, { sku: uniqueSku('child'), name: `Child ${i}`, price: 10 + i })).sku);
  return skus;
}

/** POST /V1/bundle-products/options/add; answers the option id. */
export async function addOption(client: Client, option: Record<string, unknown>): Promise<number> {
  const res = await client.post('/rest/all/V1/bundle-products/options/add', { option: { type: 'select', required: true, ...option } });
  if (res.status !== 200) throw new Error(`add option: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
