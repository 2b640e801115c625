import { adminClient, Client, startApp, TestApp } from '../support/app';
import { ConsumerProcess, startConsumer, waitForBulk } from '../support/consumer';
import { createCustomer, uniqueEmail } from '../support/customers';

const NO_ROUTE = { message: 'Request does not match any route.' };

/** Passwords and credentials never sit in clear in the operation log, nor show in its status routes. */
describe('secrets and the operation log', () => {
  let t: TestApp;
  let admin: Client;
  let consumer: ConsumerProcess | null = null;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(async () => {
    await consumer?.stop();
    await t.close();
  });

  /** Every column of the bulk's operations, as text: what a database dump would show. */
  async function rawRows(uuid: string): Promise<string> {
    const rows = await t.ds.query(`SELECT o::text AS row FROM magento_operation o WHERE o.bulk_uuid = $1`, [uuid]);
    expect(rows.length).toBeGreaterThan(0);
    return rows.map((r: { row: string }) => r.row).join('\n');
  }

  /** Every status route that shows a bulk's operations. */
  async function statusViews(uuid: string): Promise<string> {
    const views = [
      await admin.get(`/rest/V1/bulk/${uuid}/detailed-status`),
      await admin.get(`/rest/V1/bulk/${uuid}/status`),
      await admin.get(
        `/rest/V1/bulk?searchCriteria[filter_groups][0][filters][0][field]=bulk_uuid` +
          `&searchCriteria[filter_groups][0][filters][0][value]=${uuid}`,
      ),
    ];
    for (const v of views) expect(v.status).toBe(200);
    return views.map((v) => JSON.stringify(v.body)).join('\n');
  }

  it('gives the token, activation and application-key routes no async or bulk twin', async () => {
    const customer = await createCustomer(t);
    const anonymous = new Client(t.base);
    const before = (await t.ds.query(`SELECT count(*)::int AS n FROM magento_operation`))[0].n;
    for (const [path, body] of [
      ['/V1/integration/customer/token', { username: customer.email, password: customer.password }],
      ['/V1/integration/admin/token', { username: 'admin', password: 'admin-secret-1' }],
    ] as const) {
      expect(await anonymous.post(`/rest/async${path}`, body)).toMatchObject({ status: 404, body: NO_ROUTE });
      expect(await anonymous.post(`/rest/default/async${path}`, body)).toMatchObject({ status: 404, body: NO_ROUTE });
      expect(await anonymous.post(`/rest/async/bulk${path}`, [body])).toMatchObject({ status: 404, body: NO_ROUTE });
      // The synchronous route is untouched.
      expect((await anonymous.post(`/rest${path}`, body)).status).toBe(200);
    }
    for (const path of ['/V1/integrations/1/activate', '/V1/integrations/1/reauthorize', '/V1/marketplace/applications']) {
      expect(await admin.post(`/rest/async${path}`, {})).toMatchObject({ status: 404, body: NO_ROUTE });
    }
    expect(await admin.post('/rest/async/bulk/V1/integrations/byId/activate', [{ id: 1 }])).toMatchObject({ status: 404, body: NO_ROUTE });
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM magento_operation`))[0].n).toBe(before);

    // Nor do the async and bulk schemas offer them.
    for (const schema of ['/rest/default/async/schema?services=all', '/rest/default/async/bulk/schema?services=all']) {
      const paths = Object.keys((await admin.get(schema)).body.paths);
      expect(paths).toContain('/V1/customers');
      for (const path of paths)
        expect(path).not.toMatch(
          /^\/V1\/(integration\/(admin|customer)\/token|integrations\/[^/]+\/(activate|reauthorize)|marketplace\/applications)$/,
        );
    }
  });

  it('runs an async customer creation with its password, which is never stored or shown in clear', async () => {
    const email = uniqueEmail('async-secret');
    const password = 'Clear-Text-Pass-81723';
    const res = await admin.post('/rest/async/V1/customers', {
      customer: { email, firstname: 'Async', lastname: 'Secret', website_id: 1 },
      password,
    });
    expect(res.status).toBe(202);
    const uuid = res.body.bulk_uuid;

    // Queued: sealed, not in clear; the status routes show `******`.
    let raw = await rawRows(uuid);
    expect(raw).not.toContain(password);
    const open = await admin.get(`/rest/V1/bulk/${uuid}/detailed-status`);
    const meta = JSON.parse(JSON.parse(open.body.operations_list[0].serialized_data).meta_information);
    expect(meta).toEqual({ customer: expect.objectContaining({ email }), password: '******' });
    expect(await statusViews(uuid)).not.toContain(password);

    consumer = startConsumer();
    const done = await waitForBulk(admin, uuid);
    expect(done.operations_list).toEqual([expect.objectContaining({ status: 1 })]);
    // The consumer had the real password: the customer signs in with it.
    const token = await new Client(t.base).post('/rest/V1/integration/customer/token', { username: email, password });
    expect(token.status).toBe(200);

    raw = await rawRows(uuid);
    expect(raw).not.toContain(password);
    expect(await statusViews(uuid)).not.toContain(password);
  }, 60_000);

  it('runs an async password change of the calling customer; neither password is kept or shown in clear', async () => {
    const customer = await createCustomer(t, { password: 'Old-Pass-Word-5531' });
    const token = (
      await new Client(t.base).post<string>('/rest/V1/integration/customer/token', {
        username: customer.email,
        password: customer.password,
      })
    ).body;
    const self = new Client(t.base, token);
    const newPassword = 'New-Pass-Word-9914';
    const res = await self.call('PUT', '/rest/async/V1/customers/me/password', { currentPassword: customer.password, newPassword });
    expect(res.status).toBe(202);
    const uuid = res.body.bulk_uuid;
    let raw = await rawRows(uuid);
    expect(raw).not.toContain(customer.password);
    expect(raw).not.toContain(newPassword);

    consumer ??= startConsumer();
    const done = await waitForBulk(admin, uuid);
    expect(done.operations_list).toEqual([expect.objectContaining({ status: 1 })]);
    const signIn = (password: string) =>
      new Client(t.base).post('/rest/V1/integration/customer/token', { username: customer.email, password });
    expect((await signIn(newPassword)).status).toBe(200);
    expect((await signIn(customer.password)).status).toBe(401);

    raw = await rawRows(uuid);
    const shown = await statusViews(uuid);
    for (const secret of [customer.password, newPassword]) {
      expect(raw).not.toContain(secret);
      expect(shown).not.toContain(secret);
    }
  }, 60_000);

  it("keeps a failed operation's secrets sealed and shows them redacted", async () => {
    const password = 'Failing-Pass-Word-4471';
    // An unknown website: the operation fails and keeps its (redacted) request for a retry.
    const res = await admin.post('/rest/async/V1/customers', {
      customer: { email: uniqueEmail('async-fail'), firstname: 'A', lastname: 'B', website_id: 987654 },
      password,
    });
    expect(res.status).toBe(202);
    consumer ??= startConsumer();
    const done = await waitForBulk(admin, res.body.bulk_uuid);
    expect(done.operations_list[0].status).not.toBe(1);
    const detailed = (await admin.get(`/rest/V1/bulk/${res.body.bulk_uuid}/detailed-status`)).body.operations_list[0];
    expect(JSON.parse(JSON.parse(detailed.serialized_data).meta_information).password).toBe('******');
    const [row] = await t.ds.query(`SELECT sealed_arguments FROM magento_operation WHERE bulk_uuid = $1`, [res.body.bulk_uuid]);
    expect(row.sealed_arguments).toMatch(/^v1:/);
    expect(await rawRows(res.body.bulk_uuid)).not.toContain(password);
  }, 60_000);
});
