import { CheckoutAgreements } from '@mercato/payment';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';

/** Terms and conditions: the two read routes and the acceptance check run before an order. */
describe('checkout agreements', () => {
  let t: TestApp;
  let admin: Client;
  let ids: { manual: number; auto: number; inactive: number; otherStore: number };

  const setEnabled = (value: string) =>
    t.ds.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, 'checkout/options/enable_agreements', $1)
       ON CONFLICT (scope, scope_id, path) DO UPDATE SET value = EXCLUDED.value`,
      [value],
    );

  beforeAll(async () => {
    // Its own database: the feature flag is shared configuration.
    t = await startIsolatedApp('checkout_agreements');
    admin = await adminClient(t);
    const add = async (name: string, active: number, mode: number, store: number): Promise<number> => {
      const [{ agreement_id }] = await t.ds.query(
        `INSERT INTO checkout_agreement (name, content, content_height, checkbox_text, is_active, is_html, mode)
         VALUES ($1, 'Terms text', '200px', 'I agree', $2, 1, $3) RETURNING agreement_id`,
        [name, active, mode],
      );
      await t.ds.query(`INSERT INTO checkout_agreement_store (agreement_id, store_id) VALUES ($1, $2)`, [agreement_id, store]);
      return agreement_id;
    };
    ids = {
      manual: await add('Terms', 1, 1, 0),
      auto: await add('Privacy', 1, 0, 1),
      inactive: await add('Old', 0, 1, 0),
      otherStore: await add('Elsewhere', 1, 1, 99),
    };
  });

  afterAll(() => t?.close());

  it('answers 401 without an administrator', async () => {
    const res = await new Client(t.base).get('/rest/V1/carts/licence');
    expect(res.status).toBe(401);
  });

  it('GET /V1/carts/licence is empty while agreements are disabled (the default)', async () => {
    const res = await admin.get('/rest/V1/carts/licence');
    expect(res).toMatchObject({ status: 200, body: [] });
  });

  it("GET /V1/carts/licence lists the store's active agreements once enabled", async () => {
    await setEnabled('1');
    const res = await admin.get('/rest/default/V1/carts/licence');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        agreement_id: ids.manual,
        name: 'Terms',
        content: 'Terms text',
        content_height: '200px',
        checkbox_text: 'I agree',
        is_active: true,
        is_html: true,
        mode: 1,
      },
      {
        agreement_id: ids.auto,
        name: 'Privacy',
        content: 'Terms text',
        content_height: '200px',
        checkbox_text: 'I agree',
        is_active: true,
        is_html: true,
        mode: 0,
      },
    ]);
  });

  it('GET /V1/carts/licence/list answers every agreement the search criteria select', async () => {
    const all = await admin.get('/rest/V1/carts/licence/list?searchCriteria[pageSize]=0');
    expect(all.status).toBe(200);
    expect(all.body.map((a: any) => a.agreement_id)).toEqual([ids.manual, ids.auto, ids.inactive, ids.otherStore]);
    const q = 'searchCriteria[filterGroups][0][filters][0][field]=is_active&searchCriteria[filterGroups][0][filters][0][value]=0';
    const inactive = await admin.get(`/rest/V1/carts/licence/list?${q}`);
    expect(inactive.body).toEqual([expect.objectContaining({ agreement_id: ids.inactive, is_active: false })]);
    const byStore = await admin.get(
      '/rest/V1/carts/licence/list?searchCriteria[filterGroups][0][filters][0][field]=store_id' +
        '&searchCriteria[filterGroups][0][filters][0][value]=99',
    );
    expect(byStore.body.map((a: any) => a.agreement_id)).toEqual([ids.otherStore]);
  });

  it('requires every active manual agreement of the store before an order, when enabled', async () => {
    const agreements = t.app.get(CheckoutAgreements);
    await setEnabled('1');
    await expect(agreements.assertAccepted(1, [])).rejects.toMatchObject({
      message: "The order wasn't placed. First, agree to the terms and conditions, then try placing your order again.",
      httpStatus: 400,
    });
    await expect(agreements.assertAccepted(1, [ids.auto])).rejects.toBeTruthy();
    await expect(agreements.assertAccepted(1, [ids.manual])).resolves.toBeUndefined();
    await setEnabled('0');
    await expect(agreements.assertAccepted(1, [])).resolves.toBeUndefined();
  });
});
