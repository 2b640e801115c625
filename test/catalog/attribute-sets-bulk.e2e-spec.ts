import { randomUUID } from 'node:crypto';
import { adminClient, Client, startApp, TestApp } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';

const CREATE_TOPIC = 'async.magento.catalog.api.attributesetmanagementinterface.create.post';

/** Attribute set and group writes through the derived async/bulk routes and the real consumer. */
describe('attribute sets, asynchronously and in bulk', () => {
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

  it("creates sets in bulk; a duplicate name fails its own operation with Magento's message", async () => {
    const name = `Bulk set ${randomUUID().slice(0, 8)}`;
    const res = await admin.post('/rest/async/bulk/V1/products/attribute-sets', [
      { attributeSet: { attribute_set_name: name }, skeletonId: 4 },
      { attributeSet: { attribute_set_name: 'Default' }, skeletonId: 4 },
    ]);
    expect(res.status).toBe(202);
    const done = await waitForBulk(admin, res.body.bulk_uuid);
    expect(done.description).toBe(CREATE_TOPIC);
    expect(done.operations_list.map((o: any) => o.status)).toEqual([1, 3]);
    expect(done.operations_list[1].result_message).toBe('A "Default" attribute set name already exists. Create a new name and try again.');
    const [set] = await t.ds.query(`SELECT attribute_set_id FROM eav_attribute_set WHERE attribute_set_name = $1`, [name]);
    expect(set).toBeDefined();

    // Then an async group save into it, and a bulk delete of the set by id.
    const group = await admin.post('/rest/async/V1/products/attribute-sets/groups', {
      group: { attribute_group_name: 'Async Tab', attribute_set_id: set.attribute_set_id },
    });
    expect(group.status).toBe(202);
    expect((await waitForBulk(admin, group.body.bulk_uuid)).operations_list[0]).toMatchObject({ status: 1 });
    expect(
      (
        await admin.get(
          `/rest/V1/products/attribute-sets/groups/list?searchCriteria[filterGroups][0][filters][0][field]=attribute_group_name` +
            `&searchCriteria[filterGroups][0][filters][0][value]=Async Tab`,
        )
      ).body.items,
    ).toEqual([expect.objectContaining({ attribute_set_id: set.attribute_set_id })]);
    const del = await admin.call('DELETE', '/rest/async/bulk/V1/products/attribute-sets/byAttributeSetId', [
      { attributeSetId: set.attribute_set_id },
    ]);
    expect(del.status).toBe(202);
    expect((await waitForBulk(admin, del.body.bulk_uuid)).operations_list[0]).toMatchObject({ status: 1 });
    expect((await admin.get(`/rest/V1/products/attribute-sets/${set.attribute_set_id}`)).status).toBe(404);
  });
});
