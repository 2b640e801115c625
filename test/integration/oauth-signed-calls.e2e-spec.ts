import OAuth from 'oauth-1.0a';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, startApp, startIsolatedApp, TestApp, uniqueSku } from '../support/app';
import { ConsumerProcess, startConsumer, UUID_V4, waitForBulk } from '../support/consumer';
import { IntegrationCredentials, oauthClient, signedCall } from '../support/oauth';

const BULK_STATUS = 'Magento_Logging::system_magento_logging_bulk_operations';

async function activeIntegration(admin: Client, fields: Record<string, unknown>): Promise<{ id: number; creds: IntegrationCredentials }> {
  const created = await admin.post('/rest/V1/integrations', { integration: { name: uniqueSku('app'), ...fields } });
  expect(created.status).toBe(200);
  const activated = await admin.post(`/rest/V1/integrations/${created.body.id}/activate`);
  expect(activated.status).toBe(200);
  return { id: created.body.id, creds: activated.body };
}

/** A header signed by oauth-1.0a, then altered: what a broken or malicious client sends. */
function alteredHeader(
  base: string,
  creds: IntegrationCredentials,
  path: string,
  overrides: Record<string, string>,
  method = 'GET',
): string {
  const client = oauthClient(creds.consumer_key, creds.consumer_secret);
  const data = client.authorize({ url: base + path, method }, { key: creds.access_token, secret: creds.access_token_secret });
  return client.toHeader({ ...data, ...overrides }).Authorization;
}

/** Store calls signed with an integration's access token (spec §5.2–5.3), and what is refused. */
describe('OAuth 1.0a: signed store calls', () => {
  let t: TestApp;
  let admin: Client;
  let catalog: { id: number; creds: IntegrationCredentials };
  let consumer: ConsumerProcess | null = null;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
    catalog = await activeIntegration(admin, { resources: ['Magento_Catalog::products', BULK_STATUS] });
  });
  afterAll(async () => {
    await consumer?.stop();
    await t.close();
  });

  const call = (path: string, authorization: string, method = 'GET') =>
    new Client(t.base).call(method, path, undefined, { Authorization: authorization });

  it('creates and reads products with a JSON body (bodies are not signed), through store codes', async () => {
    const sku = uniqueSku('oauth');
    const created = await signedCall(t.base, catalog.creds, 'POST', '/rest/default/V1/products', {
      json: { product: { sku, name: 'Signed', price: 3, attribute_set_id: 4, type_id: 'simple' } },
    });
    expect(created.status).toBe(200);
    const read = await signedCall(t.base, catalog.creds, 'GET', `/rest/all/V1/products/${encodeURIComponent(sku)}`);
    expect(read.status).toBe(200);
    expect(read.body.sku).toBe(sku);
    const sha1 = await signedCall(t.base, catalog.creds, 'GET', `/rest/V1/products/${encodeURIComponent(sku)}`, {
      signatureMethod: 'HMAC-SHA1',
    });
    expect(sha1.status).toBe(200);
  });

  it('signs query parameters, valueless fields and form-encoded bodies', async () => {
    expect((await signedCall(t.base, catalog.creds, 'GET', '/rest/V1/products?searchCriteria')).status).toBe(200);
    const filtered = await signedCall(
      t.base,
      catalog.creds,
      'GET',
      '/rest/V1/products?searchCriteria[filter_groups][0][filters][0][field]=sku' +
        '&searchCriteria[filter_groups][0][filters][0][value]=none%20such&searchCriteria[page_size]=5',
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.total_count).toBe(0);

    // A form body is signed: the signature passes, then the store API refuses the media type (400, not 401).
    const form = await signedCall(t.base, catalog.creds, 'POST', '/rest/V1/products', { form: { a: 'b c', d: '' } });
    expect(form.status).toBe(400);
    expect(form.body.message).toMatch(/Content-Type/);
    const client = oauthClient(catalog.creds.consumer_key, catalog.creds.consumer_secret);
    const header = client.toHeader(
      client.authorize(
        { url: `${t.base}/rest/V1/products`, method: 'POST', data: { a: 'b c' } },
        { key: catalog.creds.access_token, secret: catalog.creds.access_token_secret },
      ),
    );
    const tampered = await new Client(t.base).call('POST', '/rest/V1/products', 'a=changed', {
      ...header,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(tampered).toMatchObject({ status: 401, body: { message: 'The signature is invalid. Verify and try again.' } });
  });

  it('refuses a tampered query, a wrong token length, an unknown token, a replay and a stale timestamp', async () => {
    const path = '/rest/V1/products?searchCriteria[pageSize]=1';
    const tampered = await call('/rest/V1/products?searchCriteria[pageSize]=2', alteredHeader(t.base, catalog.creds, path, {}));
    expect(tampered).toMatchObject({ status: 401, body: { message: 'The signature is invalid. Verify and try again.' } });

    const short = await call(path, alteredHeader(t.base, catalog.creds, path, { oauth_token: 'invalid' }));
    expect(short).toMatchObject({ status: 400, body: { message: 'The token length is invalid. Check the length and try again.' } });

    const unknown = await call(path, alteredHeader(t.base, catalog.creds, path, { oauth_token: 'z'.repeat(32) }));
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Specified token does not exist' } });

    const once = alteredHeader(t.base, catalog.creds, path, {});
    expect((await call(path, once)).status).toBe(200);
    const replay = await call(path, once);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      message: 'The nonce is already being used by the consumer with ID %1',
      parameters: [expect.stringMatching(/^\d+$/)],
    });

    // The same signed request twice at once: exactly one gets through.
    const twice = alteredHeader(t.base, catalog.creds, path, {});
    const statuses = (await Promise.all([call(path, twice), call(path, twice), call(path, twice)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401, 401]);

    const stale = await call(
      path,
      alteredHeader(t.base, catalog.creds, path, { oauth_timestamp: String(Math.floor(Date.now() / 1000) - 3 * 3600) }),
    );
    expect(stale).toMatchObject({ status: 401, body: { message: 'An error occurred validating the nonce' } });

    const plaintext = await call(path, alteredHeader(t.base, catalog.creds, path, { oauth_signature_method: 'PLAINTEXT' }));
    expect(plaintext).toMatchObject({ status: 400, body: { message: 'Signature method %1 is not supported', parameters: ['PLAINTEXT'] } });

    const wrongSecret = await signedCall(t.base, { ...catalog.creds, access_token_secret: 'x'.repeat(32) }, 'GET', path);
    expect(wrongSecret.status).toBe(401);
  });

  it('stores no nonce for a bad signature; a good one is stored once and its replay refused', async () => {
    const path = '/rest/V1/products?searchCriteria[pageSize]=1';
    const nonces = async () =>
      (
        await t.ds.query(
          `SELECT count(*)::int AS n FROM oauth_nonce n JOIN integration i ON i.consumer_id = n.consumer_id WHERE i.integration_id = $1`,
          [catalog.id],
        )
      )[0].n;
    const before = await nonces();
    const forged = { ...catalog.creds, access_token_secret: 'x'.repeat(32) };
    const refused = await Promise.all(Array.from({ length: 50 }, () => signedCall(t.base, forged, 'GET', path)));
    expect(refused.map((r) => r.status)).toEqual(Array(50).fill(401));
    expect(refused[0].body).toEqual({ message: 'The signature is invalid. Verify and try again.' });
    expect(await nonces()).toBe(before);

    const good = alteredHeader(t.base, catalog.creds, path, {});
    expect((await call(path, good)).status).toBe(200);
    expect(await nonces()).toBe(before + 1);
    expect((await call(path, good)).body.message).toBe('The nonce is already being used by the consumer with ID %1');
  });

  it('an integration gets only its granted resources; an inactive one none', async () => {
    const denied = await signedCall(t.base, catalog.creds, 'POST', '/rest/V1/products/base-prices-information', { json: { skus: ['x'] } });
    expect(denied.status).toBe(401);
    expect(denied.body.message).toBe("The consumer isn't authorized to access %resources.");

    const other = await activeIntegration(admin, { all_resources: true });
    expect(
      (await signedCall(t.base, other.creds, 'POST', '/rest/V1/products/base-prices-information', { json: { skus: ['x'] } })).status,
    ).toBe(200);
    // A change written straight to the table reaches the credential cache through the table's
    // trigger notification, within milliseconds: wait for it (API writes empty the cache at once).
    await t.ds.query(`UPDATE integration SET status = 0 WHERE integration_id = $1`, [other.id]);
    let inactive = await signedCall(t.base, other.creds, 'GET', '/rest/V1/products?searchCriteria');
    for (let i = 0; i < 40 && inactive.status !== 401; i++) {
      await new Promise((r) => setTimeout(r, 50));
      inactive = await signedCall(t.base, other.creds, 'GET', '/rest/V1/products?searchCriteria');
    }
    expect(inactive).toMatchObject({ status: 401, body: { message: "The consumer isn't authorized to access %resources." } });
  });

  it('the access token is no bearer token unless configured', async () => {
    const res = await new Client(t.base, catalog.creds.access_token).get('/rest/V1/products?searchCriteria');
    expect(res.status).toBe(401);
  });

  it('verifies RSA-SHA1 for an integration that registered a public key', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const rsa = await activeIntegration(admin, { all_resources: true, public_key: pem });
    const client = new OAuth({
      consumer: { key: rsa.creds.consumer_key, secret: rsa.creds.consumer_secret },
      signature_method: 'RSA-SHA1',
      hash_function: (base) => createSign('RSA-SHA1').update(base).sign(privateKey, 'base64'),
    });
    const url = `${t.base}/rest/V1/products?searchCriteria`;
    const header = client.toHeader(
      client.authorize({ url, method: 'GET' }, { key: rsa.creds.access_token, secret: rsa.creds.access_token_secret }),
    );
    expect((await new Client(t.base).call('GET', '/rest/V1/products?searchCriteria', undefined, { ...header })).status).toBe(200);
    // An integration without a key cannot use RSA-SHA1.
    const plain = new OAuth({
      consumer: { key: catalog.creds.consumer_key, secret: catalog.creds.consumer_secret },
      signature_method: 'RSA-SHA1',
      hash_function: () => 'AAAA',
    });
    const refused = plain.toHeader(
      plain.authorize({ url, method: 'GET' }, { key: catalog.creds.access_token, secret: catalog.creds.access_token_secret }),
    );
    expect(await new Client(t.base).call('GET', '/rest/V1/products?searchCriteria', undefined, { ...refused })).toMatchObject({
      status: 400,
      body: { message: 'Signature method %1 is not supported', parameters: ['RSA-SHA1'] },
    });
    const badKey = await admin.post('/rest/V1/integrations', { integration: { name: uniqueSku('app'), public_key: 'not a key' } });
    expect(badKey.status).toBe(400);
  });

  it('makes async and bulk calls as the integration, and sees only its own bulks', async () => {
    const sku = uniqueSku('oauth-async');
    const accepted = await signedCall(t.base, catalog.creds, 'POST', '/rest/async/V1/products', {
      json: { product: { sku, name: 'Async signed', price: 4, attribute_set_id: 4, type_id: 'simple' } },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body.bulk_uuid).toMatch(UUID_V4);
    const bulk = await signedCall(t.base, catalog.creds, 'POST', '/rest/async/bulk/V1/products', {
      json: [{ product: { sku: sku + '-b', name: 'Bulk signed', price: 4, attribute_set_id: 4, type_id: 'simple' } }],
    });
    expect(bulk.status).toBe(202);

    const own = await signedCall(t.base, catalog.creds, 'GET', `/rest/V1/bulk/${accepted.body.bulk_uuid}/status`);
    expect(own.status).toBe(200);
    expect(own.body.user_type).toBe(1);

    const adminBulk = await admin.post('/rest/async/V1/products', {
      product: { sku: uniqueSku('admin-async'), name: 'x', price: 1, attribute_set_id: 4, type_id: 'simple' },
    });
    const foreign = await signedCall(t.base, catalog.creds, 'GET', `/rest/V1/bulk/${adminBulk.body.bulk_uuid}/status`);
    expect(foreign.status).toBe(404);

    consumer = startConsumer();
    expect((await waitForBulk(admin, accepted.body.bulk_uuid)).operation_count).toBe(1);
    await waitForBulk(admin, bulk.body.bulk_uuid);
    const done = await signedCall(t.base, catalog.creds, 'GET', `/rest/V1/bulk/${accepted.body.bulk_uuid}/detailed-status`);
    expect(done.body.operations_list[0].status).toBe(1);
    expect((await signedCall(t.base, catalog.creds, 'GET', `/rest/V1/products/${encodeURIComponent(sku)}`)).status).toBe(200);
  });
});

/** Settings that widen what is accepted (each off by default). */
describe('OAuth 1.0a: optional methods', () => {
  let t: TestApp;
  let admin: Client;
  let creds: IntegrationCredentials;
  beforeAll(async () => {
    t = await startIsolatedApp('oauth_options');
    admin = await adminClient(t);
    creds = (await activeIntegration(admin, { all_resources: true })).creds;
    const config = t.app.get(ScopeConfig);
    await config.set('oauth/consumer/enable_integration_as_bearer', '1');
    await config.set('oauth/consumer/allow_plaintext', '1');
  });
  afterAll(() => t.close());

  it('accepts the access token as a bearer token when enabled', async () => {
    expect((await new Client(t.base, creds.access_token).get('/rest/V1/products?searchCriteria')).status).toBe(200);
    await admin.post(`/rest/V1/integrations/${(await admin.get('/rest/V1/integrations?searchCriteria')).body.items[0].id}/revoke`);
    expect((await new Client(t.base, creds.access_token).get('/rest/V1/products?searchCriteria')).status).toBe(401);
  });

  it('accepts PLAINTEXT when enabled', async () => {
    const fresh = (await activeIntegration(admin, { all_resources: true })).creds;
    const client = new OAuth({ consumer: { key: fresh.consumer_key, secret: fresh.consumer_secret }, signature_method: 'PLAINTEXT' });
    const url = `${t.base}/rest/V1/products?searchCriteria`;
    const header = client.toHeader(
      client.authorize({ url, method: 'GET' }, { key: fresh.access_token, secret: fresh.access_token_secret }),
    );
    expect((await new Client(t.base).call('GET', '/rest/V1/products?searchCriteria', undefined, { ...header })).status).toBe(200);
  });
});
