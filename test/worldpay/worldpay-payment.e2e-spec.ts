import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { SecretBox } from '@mercato/integration';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { preparedGuestCart, stockedProduct, TX_ADDRESS } from '../quote/checkout-support';
import { outputDeparturesOf } from '../support/output';

type Reply = { status: number; body: unknown } | 'hang';

/** A local fake gateway: answers what the test queues, and records what it was sent. */
function fakeGateway() {
  let reply: Reply = { status: 200, body: { status: 'AUTHORISED', transaction_id: 'wp-txn-1', message: 'ok' } };
  const received: { body: any; auth: string | undefined }[] = [];
  const receive = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    received.push({ body: JSON.parse(raw), auth: req.headers.authorization });
    if (reply === 'hang') return; // never answers: the client's timeout must end it
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  };
  // A body that is not JSON answers 500 instead of an unhandled rejection.
  const server: Server = createServer((req, res) => {
    receive(req, res).catch((e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e)));
  });
  return {
    server,
    received,
    answer: (r: Reply) => (reply = r),
    listen: () =>
      new Promise<string>((ok) =>
        server.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}/authorise`)),
      ),
  };
}

const PATH = (masked: string) => `/rest/V1/worldpay-guest-carts/${masked}/payment-information`;
const payment = (additional: Record<string, string> = { cc_number: '4111 1111 1111 1111' }) => ({
  email: 'guest@example.com',
  // additional_data is Magento's string[]: key, value, key, value…
  paymentMethod: { method: 'worldpay', additional_data: Object.entries(additional).flat() },
  billingAddress: { ...TX_ADDRESS, email: 'guest@example.com' },
});
const DECLINED = { message: 'Transaction has been declined. Please try again later.' };

describe('worldpay: guest payment-information through the card gateway', () => {
  let t: TestApp;
  let admin: Client;
  let guest: Client;
  const gateway = fakeGateway();

  const setConfig = async (values: Record<string, string | null>) => {
    for (const [key, value] of Object.entries(values)) {
      await t.ds.query(`DELETE FROM core_config_data WHERE scope = 'default' AND path = $1`, [`payment/worldpay/${key}`]);
      if (value !== null)
        await t.ds.query(`INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, $1, $2)`, [
          `payment/worldpay/${key}`,
          value,
        ]);
    }
  };
  const orderCount = async () => Number((await t.ds.query(`SELECT count(*) AS n FROM sales_order`))[0].n);

  beforeAll(async () => {
    const url = await gateway.listen();
    t = await startIsolatedApp('worldpay');
    admin = await adminClient(t);
    guest = new Client(t.base);
    const sealed = await t.app.get(SecretBox).seal('wp-secret');
    await setConfig({ active: '1', gateway_url: url, merchant_code: 'MERCATO', api_key: sealed });
  });
  afterAll(async () => {
    await t.close();
    gateway.server.closeAllConnections();
    await new Promise((ok) => gateway.server.close(ok));
  });

  it('authorised: places the order with the gateway transaction, keeps only the last four digits', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await preparedGuestCart(guest, [[sku, 2]]);
    const methods = await guest.get(`/rest/V1/guest-carts/${masked}/payment-methods`);
    expect(methods.body).toEqual(expect.arrayContaining([{ code: 'worldpay', title: 'Worldpay' }]));

    gateway.answer({ status: 200, body: { status: 'AUTHORISED', transaction_id: 'wp-txn-1', message: 'ok' } });
    const placed = await guest.post(PATH(masked), payment());
    expect(placed.status).toBe(200);
    expect(typeof placed.body).toBe('number');

    const order = await admin.get(`/rest/V1/orders/${placed.body}`);
    expect(order.status).toBe(200);
    const sent = gateway.received[gateway.received.length - 1];
    expect(sent.body).toEqual({
      order_increment_id: order.body.increment_id,
      amount: 50,
      currency: 'USD',
      token: '4111111111111111',
      merchant_code: 'MERCATO',
    });
    expect(sent.auth).toBe('Bearer wp-secret');
    expect(order.body.payment).toEqual(expect.objectContaining({ method: 'worldpay' }));
    expect(JSON.stringify(order.body)).toContain('wp-txn-1');
    expect(JSON.stringify(order.body)).not.toContain('4111111111111111');
    const [stored] = await t.ds.query(`SELECT additional_information FROM sales_order_payment WHERE parent_id = $1`, [placed.body]);
    expect(stored.additional_information).toMatchObject({ last_trans_id: 'wp-txn-1', cc_last_4: '1111', cc_type: 'VI' });

    const txns = await admin.get(
      `/rest/V1/transactions?searchCriteria[filter_groups][0][filters][0][field]=order_id` +
        `&searchCriteria[filter_groups][0][filters][0][value]=${placed.body}`,
    );
    expect(txns.status).toBe(200);
    expect(outputDeparturesOf(t, 'GET /V1/transactions', txns.body)).toEqual([]);
    expect(txns.body.items).toEqual([
      expect.objectContaining({ order_id: placed.body, txn_id: 'wp-txn-1', txn_type: 'authorization', is_closed: 0 }),
    ]);
    const txn = await admin.get(`/rest/V1/transactions/${txns.body.items[0].transaction_id}`);
    expect(txn.body).toEqual(txns.body.items[0]);
    expect(outputDeparturesOf(t, 'GET /V1/transactions/:id', txn.body)).toEqual([]);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).status).toBe(404);
  });

  it('refused: 400 declined, no order, the cart stays usable', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await preparedGuestCart(guest, [[sku, 1]]);
    const before = await orderCount();
    gateway.answer({ status: 200, body: { status: 'REFUSED', transaction_id: null, message: 'insufficient funds' } });
    const res = await guest.post(PATH(masked), payment({ cc_token: 'tok-refused' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(DECLINED);
    expect(await orderCount()).toBe(before);
    const [quotePayment] = await t.ds.query(
      `SELECT p.additional_data FROM quote_payment p JOIN quote_id_mask m ON m.quote_id = p.quote_id WHERE m.masked_id = $1`,
      [masked],
    );
    expect(JSON.stringify(quotePayment ?? {})).not.toContain('tok-refused');

    // Still active: a second try goes through.
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).status).toBe(200);
    gateway.answer({ status: 200, body: { status: 'AUTHORISED', transaction_id: 'wp-txn-2', message: 'ok' } });
    const again = await guest.post(PATH(masked), payment({ cc_token: 'tok-ok', cc_type: 'MC' }));
    expect(again.status).toBe(200);
  });

  it('gateway failing or down: declined, no order', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await preparedGuestCart(guest, [[sku, 1]]);
    const before = await orderCount();
    gateway.answer({ status: 500, body: { error: 'boom' } });
    expect((await guest.post(PATH(masked), payment())).body).toEqual(DECLINED);
    await setConfig({ gateway_url: 'http://127.0.0.1:1/authorise' });
    const down = await guest.post(PATH(masked), payment());
    expect(down.status).toBe(400);
    expect(down.body).toEqual(DECLINED);
    await setConfig({ gateway_url: await gatewayUrl() });
    expect(await orderCount()).toBe(before);
    expect((await guest.get(`/rest/V1/guest-carts/${masked}/totals`)).status).toBe(200);
  });

  it('only the worldpay method, and only when configured; bad input writes nothing', async () => {
    const sku = await stockedProduct(admin, 10);
    const masked = await preparedGuestCart(guest, [[sku, 1]]);
    const other = await guest.post(PATH(masked), { ...payment(), paymentMethod: { method: 'checkmo' } });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({ message: 'The requested Payment Method is not available.' });
    const noCard = await guest.post(PATH(masked), payment({}));
    expect(noCard.status).toBe(400);

    await setConfig({ gateway_url: null });
    const unconfigured = await guest.post(PATH(masked), payment());
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.body).toEqual({ message: 'The requested Payment Method is not available.' });
    const methods = await guest.get(`/rest/V1/guest-carts/${masked}/payment-methods`);
    expect(methods.body.map((m: any) => m.code)).not.toContain('worldpay');
    await setConfig({ gateway_url: await gatewayUrl() });

    const unknown = await guest.post(PATH('no-such-cart'), payment());
    expect(unknown.status).toBe(404);
  });

  async function gatewayUrl(): Promise<string> {
    return `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/authorise`;
  }
});

describe('worldpay: open-source edition', () => {
  it('does not serve the route', async () => {
    const t = await startIsolatedApp('wp_oss', { EDITION: 'open-source' });
    try {
      const res = await new Client(t.base).post(PATH('any'), payment());
      expect(res.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
