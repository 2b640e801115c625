import { adminClient, Client, startApp, TestApp } from '../support/app';
import { uniqueEmail } from '../support/customers';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import { mailsTo, newCustomer, PASSWORD, signUp, tempDataDir } from './accounts-support';

const CREATE_TOPIC = 'async.magento.customer.api.accountmanagementinterface.createaccount.post';
const CREATED = 'Service execution success Magento\\Customer\\Api\\AccountManagementInterface::createAccount';
const DUPLICATE = 'A customer with the same email address already exists in an associated website.';

/** The account write routes through the async and bulk API and the real consumer process (spec §3.1, §7). */
describe('customer accounts, asynchronously and in bulk', () => {
  let t: TestApp;
  let admin: Client;
  let consumer: ConsumerProcess;
  const consumerDataDir = tempDataDir();
  beforeAll(async () => {
    t = await startApp({ DATA_DIR: tempDataDir() });
    admin = await adminClient(t);
    consumer = startConsumer([], { DATA_DIR: consumerDataDir });
  });
  afterAll(async () => {
    await consumer.stop();
    await t.close();
  });

  it("a bulk create with a duplicate e-mail: accepted, then that operation ends with status 3 and Magento's message", async () => {
    const existing = await signUp(t.base);
    const fresh = newCustomer();
    const twice = uniqueEmail('twice');
    const res = await admin.post('/rest/async/bulk/V1/customers', [
      { customer: fresh, password: PASSWORD },
      { customer: newCustomer({ email: existing.customer.email }), password: PASSWORD },
      { customer: newCustomer({ email: twice }), password: PASSWORD },
      { customer: newCustomer({ email: twice.toUpperCase() }), password: PASSWORD },
    ]);
    expect(res.status).toBe(202);
    expect(res.body.errors).toBe(false);
    expect(res.body.request_items).toEqual([0, 1, 2, 3].map((id) => ({ id, data_hash: null, status: 'accepted' })));

    const done = await waitForBulk(admin, res.body.bulk_uuid);
    expect(done.description).toBe(CREATE_TOPIC);
    expect(done.operations_list).toEqual([
      { id: 0, status: 1, result_message: CREATED, error_code: null },
      { id: 1, status: 3, result_message: DUPLICATE, error_code: 0 },
      { id: 2, status: 1, result_message: CREATED, error_code: null },
      { id: 3, status: 3, result_message: DUPLICATE, error_code: 0 },
    ]);
    const detailed = (await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`)).body.operations_list;
    expect(JSON.parse(detailed[0].result_serialized_data)).toMatchObject({ email: fresh.email, firstname: 'Jane', website_id: 1 });

    // The consumer's welcome e-mails: one per account created, none for the refused ones.
    expect(await mailsTo(consumerDataDir, String(fresh.email))).toHaveLength(1);
    expect(await mailsTo(consumerDataDir, twice, 1)).toHaveLength(1);
    expect(await mailsTo(consumerDataDir, existing.customer.email, 1, 300)).toHaveLength(0);
  });

  it('rejects a bulk item that is not a valid call before anything is queued', async () => {
    const res = await admin.post('/rest/async/bulk/V1/customers', [{ customer: newCustomer() }, { password: PASSWORD }]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'customer' } });
  });

  it("runs a customer's own async save as that customer, and an admin bulk save and delete by id", async () => {
    const a = await signUp(t.base);
    const b = await signUp(t.base);
    const mine = await a.client.put('/rest/async/V1/customers/me', {
      customer: { email: a.customer.email, firstname: 'Async', lastname: 'Me', website_id: 1 },
    });
    expect(mine.status).toBe(202);
    const bulk = await admin.put('/rest/async/bulk/V1/customers/byCustomerId', [
      { customerId: b.customer.id, customer: { email: b.customer.email, firstname: 'Bulk', lastname: 'Saved', website_id: 1 } },
    ]);
    expect(bulk.status).toBe(202);
    const deletion = await admin.call('DELETE', '/rest/async/bulk/V1/customers/byCustomerId', [{ customerId: 987123 }]);
    expect(deletion.status).toBe(202);

    expect((await waitForBulk(admin, mine.body.bulk_uuid)).operations_list[0]).toMatchObject({ status: 1 });
    expect((await waitForBulk(admin, bulk.body.bulk_uuid)).operations_list[0]).toMatchObject({ status: 1 });
    expect((await waitForBulk(admin, deletion.body.bulk_uuid)).operations_list[0]).toEqual({
      id: 0,
      status: 3,
      result_message: 'No such entity with customerId = 987123',
      error_code: 0,
    });
    expect((await a.client.get('/rest/V1/customers/me')).body).toMatchObject({ firstname: 'Async', lastname: 'Me' });
    expect((await admin.get(`/rest/V1/customers/${b.customer.id}`)).body).toMatchObject({ firstname: 'Bulk', lastname: 'Saved' });
  });
});
