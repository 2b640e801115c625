import { adminClient, Client, startApp, TestApp } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import { addOption, createBundle, createChildren } from './support';

/** Bundle writes through the derived async and bulk routes and the real consumer. */
describe('bundle products, asynchronously and in bulk', () => {
  let t: TestApp;
  let admin: Client;
  let consumer: ConsumerProcess;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    consumer = startConsumer();
  });
  afterAll(async () => {
    await consumer.stop();
    await t.close();
  });

  it('adds an option asynchronously and children in bulk; a missing child fails its own operation', async () => {
    const [a, b] = await createChildren(admin, 2);
    const bundle = await createBundle(admin, false);

    const single = await admin.post('/rest/all/async/V1/bundle-products/options/add', {
      option: { sku: bundle.sku, title: 'Async', type: 'select', required: true },
    });
    expect(single.status).toBe(202);
    const added = await waitForBulk(admin, single.body.bulk_uuid);
    expect(added.description).toBe('async.magento.bundle.api.productoptionmanagementinterface.save.post');
    expect(added.operations_list).toEqual([expect.objectContaining({ status: 1 })]);
    const [option] = (await admin.get(`/rest/V1/bundle-products/${bundle.sku}/options/all`)).body;
    expect(option).toMatchObject({ title: 'Async', product_links: [] });

    const bulk = await admin.post('/rest/async/bulk/V1/bundle-products/bySku/links/byOptionId', [
      { sku: bundle.sku, optionId: option.option_id, linkedProduct: { sku: a, qty: 1 } },
      { sku: bundle.sku, optionId: option.option_id, linkedProduct: { sku: 'missing-child', qty: 1 } },
      { sku: bundle.sku, optionId: option.option_id, linkedProduct: { sku: b, qty: 2 } },
    ]);
    expect(bulk.status).toBe(202);
    const done = await waitForBulk(admin, bulk.body.bulk_uuid);
    expect(done.description).toBe('async.magento.bundle.api.productlinkmanagementinterface.addchildbyproductsku.post');
    expect(done.operations_list.map((o: any) => o.status)).toEqual([1, 3, 1]);
    expect(done.operations_list[1].result_message).toBe("The product that was requested doesn't exist. Verify the product and try again.");
    expect((await admin.get(`/rest/V1/bundle-products/${bundle.sku}/children`)).body.map((l: any) => [l.sku, l.qty])).toEqual([
      [a, 1],
      [b, 2],
    ]);
    // The other option of the bundle was left alone.
    expect(await addOption(admin, { sku: bundle.sku, title: 'Sync', position: 1 })).toBeGreaterThan(option.option_id);
  });

  it('keeps every child when several requests add children to one option at once (they take turns on the bundle)', async () => {
    const children = await createChildren(admin, 6);
    const bundle = await createBundle(admin, false);
    const optionId = await addOption(admin, { sku: bundle.sku, title: 'Concurrent', position: 0 });
    const answers = await Promise.all(
      children.map((sku) => admin.post(`/rest/V1/bundle-products/${bundle.sku}/links/${optionId}`, { linkedProduct: { sku, qty: 1 } })),
    );
    expect(answers.map((a) => a.status)).toEqual(children.map(() => 200));
    const linked = (await admin.get(`/rest/V1/bundle-products/${bundle.sku}/children`)).body.map((l: any) => l.sku);
    expect([...linked].sort()).toEqual([...children].sort());
  });
});
