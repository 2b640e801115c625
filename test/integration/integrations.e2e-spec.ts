import { SecretBox } from '../../libs/integration/src/services/secret-box';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { outputDeparturesOf } from '../support/output';

/** Integration management by administrators (the admin screens' life cycle as REST routes). */
describe('integrations: management', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const create = (integration: Record<string, unknown>) => admin.post('/rest/V1/integrations', { integration });

  it('creates an integration with generated OAuth credentials that are never answered', async () => {
    const name = uniqueSku('app');
    const res = await create({
      name,
      email: 'dev@example.com',
      endpoint: 'https://app.example/callback',
      identity_link_url: 'https://app.example/login',
      resources: ['Magento_Catalog::catalog'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name,
      email: 'dev@example.com',
      endpoint: 'https://app.example/callback',
      identity_link_url: 'https://app.example/login',
      status: 0,
      setup_type: 0,
      all_resources: false,
      resources: ['Magento_Catalog::catalog'],
      public_key: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updated_at: expect.any(String),
    });
    const [consumer] = await t.ds.query(
      `SELECT c.key, c.secret FROM oauth_consumer c JOIN integration i ON i.consumer_id = c.entity_id WHERE i.integration_id = $1`,
      [res.body.id],
    );
    expect(consumer.key).toMatch(/^[0-9a-z]{32}$/);
    // The secret is stored encrypted; opened, it has Magento's format.
    expect(consumer.secret).not.toMatch(/^[0-9a-z]{32}$/);
    expect(await t.app.get(SecretBox).open(consumer.secret)).toMatch(/^[0-9a-z]{32}$/);
    expect(JSON.stringify(res.body)).not.toContain(consumer.key);
  });

  it('reads, updates, lists and deletes', async () => {
    const name = uniqueSku('app');
    const { body: created } = await create({ name, all_resources: true });
    expect((await admin.get(`/rest/V1/integrations/${created.id}`)).body).toMatchObject({ id: created.id, name, all_resources: true });
    const updated = await admin.put(`/rest/V1/integrations/${created.id}`, {
      integration: { email: 'ops@example.com', all_resources: false },
    });
    expect(updated.body).toMatchObject({ id: created.id, name, email: 'ops@example.com', all_resources: false });
    const list = await admin.get(
      `/rest/V1/integrations?searchCriteria[filter_groups][0][filters][0][field]=name` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${name}`,
    );
    expect(list.body).toMatchObject({ total_count: 1, items: [{ id: created.id, name }] });
    expect(await admin.delete(`/rest/V1/integrations/${created.id}`)).toMatchObject({ status: 200, body: true });
    expect(await admin.get(`/rest/V1/integrations/${created.id}`)).toMatchObject({
      status: 404,
      body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'integrationId', fieldValue: created.id } },
    });
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM oauth_consumer WHERE name = $1`, [name]);
    expect(n).toBe(0);
  });

  it('refuses a duplicate name, a missing name, bad URLs and unknown resources, writing nothing', async () => {
    const name = uniqueSku('app');
    await create({ name });
    expect(await create({ name })).toMatchObject({
      status: 400,
      body: { message: "Integration with name '%1' exists.", parameters: [name] },
    });
    expect(await create({ email: 'x@example.com' })).toMatchObject({ status: 400, body: { parameters: { fieldName: 'name' } } });
    expect((await create({ name: uniqueSku('app'), endpoint: 'ftp://nope' })).status).toBe(400);
    expect((await create({ name: uniqueSku('app'), resources: ['Magento_Nope::nothing'] })).status).toBe(400);
    expect((await create({ name: uniqueSku('app'), secret: 'x' })).status).toBe(400);
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM integration WHERE name LIKE 'app-%' AND name <> $1 AND created_at > now() - interval '1 minute'
       AND email = 'x@example.com'`,
      [name],
    );
    expect(n).toBe(0);
  });

  it('lists the ACL resources an integration can be granted, and requires the integrations resource', async () => {
    const res = await admin.get('/rest/V1/acl/resources');
    expect(res.status).toBe(200);
    expect(outputDeparturesOf(t, 'GET /V1/acl/resources', res.body)).toEqual([]);
    const ids = res.body.map((r: { id: string }) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining(['Magento_Catalog::catalog', 'Magento_Catalog::products', 'Magento_Integration::integrations']),
    );
    expect(ids).not.toContain('anonymous');
    expect((await new Client(t.base).get('/rest/V1/integrations')).status).toBe(401);
  });
});
