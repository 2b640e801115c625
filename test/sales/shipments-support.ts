import { Client, TestApp } from '../support/app';

/** Two extra sources, wh-a and wh-b, linked to the default stock after `default` (an isolated database only: it changes stock 1). */
export async function linkWarehouses(t: TestApp): Promise<void> {
  await t.ds.query(`INSERT INTO inventory_source (source_code, name, enabled, country_id, postcode) VALUES
    ('wh-a', 'Warehouse A', true, 'US', '78701'), ('wh-b', 'Warehouse B', true, 'US', '10001')`);
  await t.ds.query(`INSERT INTO inventory_source_stock_link (stock_id, source_code, priority) VALUES (1, 'wh-a', 2), (1, 'wh-b', 3)`);
}

/** Quantity and status of a SKU's source items, by source code. */
export async function sourceQuantities(admin: Client, sku: string): Promise<Record<string, [number, number]>> {
  const res = await admin.get(
    `/rest/V1/inventory/source-items?searchCriteria[filterGroups][0][filters][0][field]=sku` +
      `&searchCriteria[filterGroups][0][filters][0][value]=${sku}`,
  );
  if (res.status !== 200) throw new Error(`source items: ${res.status} ${JSON.stringify(res.body)}`);
  return Object.fromEntries(res.body.items.map((i: any) => [i.source_code, [i.quantity, i.status]]));
}

export async function salableQty(admin: Client, sku: string, stockId = 1): Promise<number> {
  return (await admin.get(`/rest/V1/inventory/get-product-salable-quantity/${sku}/${stockId}`)).body;
}

export async function orderState(admin: Client, orderId: number): Promise<{ state: string; status: string; items: any[] }> {
  const res = await admin.get(`/rest/V1/orders/${orderId}`);
  if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
