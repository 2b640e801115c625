import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { GiftCardAccounts } from '@mercato/gift-card-account';
import { ScopeConfig } from '@mercato/platform';
import { giftCardCreate } from '../../apps/cli/src/commands/gift-card';
import { adminClient, Client, startIsolatedApp, TestApp, withoutDatabaseLine } from '../support/app';
import { addWebsite } from '../catalog/support';
import {
  accountOf,
  applyBody,
  CANNOT_ADD,
  customerClient,
  giftCard,
  guestCart,
  INCORRECT_OR_EXPIRED,
  preparedCustomerCart,
  stockedProduct,
} from './support';
import { describeOnce } from '../support/modes';

const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');

/**
 * `mercato giftcard:create` and `giftcard:show`, the codes they make used over HTTP; cards of
 * another website; the code settings and the "too many attempts" guard. The commands run as child
 * processes in the first test; the others make cards with the service the command calls. Its own
 * database: it adds a website and changes configuration.
 */
describeOnce('gift card accounts from the command line', () => {
  let t: TestApp;
  let admin: Client;
  let url: string;
  let sku: string;
  /** Runs the command without blocking this process, which serves the API the test calls. */
  const exec = (args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' } },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr: withoutDatabaseLine(stderr) }),
      );
    });
  /** What the command printed; it must succeed. */
  const run = async (...args: string[]) => {
    const r = await exec(args);
    if (r.status !== 0) throw new Error(`mercato ${args.join(' ')}: exit ${r.status}\n${r.stderr}`);
    return r.stdout;
  };
  /** The command's exit code and what it printed on stderr. */
  const fails = async (...args: string[]) => {
    const { status, stderr } = await exec(args);
    return { status, stderr };
  };

  beforeAll(async () => {
    t = await startIsolatedApp('gift_card_cli');
    admin = await adminClient(t);
    url = t.databaseUrl;
    sku = await stockedProduct(admin, 100);
  });
  afterAll(() => t.close());

  it("creates cards by --count or with a code of one's own, prints the codes; show prints balance, state, expiry, history", async () => {
    // Each command loads the whole application: the independent ones run side by side.
    const [many, own, noBalance] = await Promise.all([
      run('giftcard:create', '--balance', '25', '--count', '3', '--expires', '2099-12-31'),
      run('giftcard:create', '--balance', '10.5', '--code', 'MY-OWN-CODE', '--website', 'base'),
      fails('giftcard:create', '--count', '2'),
    ]);
    const codes = many.trim().split('\n');
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{12}$/);
    expect(own.trim()).toBe('MY-OWN-CODE');
    expect(noBalance).toMatchObject({ status: 2, stderr: expect.stringContaining('mercato giftcard:create --balance <amount>') });

    const [shown, duplicate, missing] = await Promise.all([
      run('giftcard:show', codes[0]),
      fails('giftcard:create', '--balance', '1', '--code', 'my-own-code'),
      fails('giftcard:show', 'NOT-A-CARD'),
    ]);
    expect(JSON.parse(shown)).toMatchObject({
      code: codes[0],
      status: 'Enabled',
      state: 'Available',
      balance: 25,
      date_expires: '2099-12-31',
      website: { website_id: 1, code: 'base' },
      history: [{ action: 'Created', balance_amount: 25, balance_delta: 25 }],
    });
    expect(duplicate).toEqual({ status: 1, stderr: 'A gift card account with code "my-own-code" already exists.\n' });
    expect(missing).toEqual({ status: 1, stderr: 'No such entity with code = NOT-A-CARD\n' });

    // The card works on a storefront cart at once.
    const guest = new Client(t.base);
    const masked = await guestCart(guest, [[sku, 1]]);
    expect(await guest.post(`/rest/V1/carts/guest-carts/${masked}/giftCards`, applyBody(codes[1]))).toMatchObject({
      status: 200,
      body: true,
    });
    expect(await guest.get(`/rest/V1/carts/guest-carts/${masked}/checkGiftCard/${codes[1]}`)).toMatchObject({ status: 200, body: 25 });
  });

  it('the service finds codes in any case, refuses past expiry dates and unknown websites; malformed arguments are refused', async () => {
    expect(await accountOf(t, 'my-own-code')).toMatchObject({ code: 'MY-OWN-CODE', balance: 10.5, date_expires: null });
    const accounts = t.app.get(GiftCardAccounts);
    await expect(accounts.create({ balance: 1, dateExpires: '2001-01-01' })).rejects.toMatchObject({
      message: 'The expiration date must be set in the future.',
    });
    await expect(accounts.create({ balance: 1, websiteCode: 'nowhere' })).rejects.toMatchObject({
      message: "The website with code %1 that was requested wasn't found. Verify the website and try again.",
      parameters: ['nowhere'],
    });
    expect(giftCardCreate.accepts(['--balance', '5', '--code', 'X', '--count', '2'])).toBe(false);
    expect(giftCardCreate.accepts(['--balance', '5', '--expires', '31.12.2099'])).toBe(false);
    expect(giftCardCreate.accepts(['--balance', '5', '--code', 'X'])).toBe(true);
  });

  it("a card of another website is refused on this website's carts", async () => {
    await addWebsite(t, 'second');
    const code = await giftCard(t, { balance: 30, websiteCode: 'second' });
    expect((await accountOf(t, code)).website.code).toBe('second');

    const { client: customer } = await customerClient(t);
    await preparedCustomerCart(customer, [[sku, 1]]);
    expect(await customer.post('/rest/V1/carts/mine/giftCards', applyBody(code))).toMatchObject({
      status: 400,
      body: { message: CANNOT_ADD },
    });
    expect(await customer.get(`/rest/V1/carts/mine/checkGiftCard/${code}`)).toMatchObject({
      status: 404,
      body: { message: INCORRECT_OR_EXPIRED },
    });
    expect((await customer.get('/rest/V1/carts/mine/totals')).body.grand_total).toBe(25);
  });

  it("generates codes from the website's code settings (giftcard/giftcardaccount_general/*)", async () => {
    const config = t.app.get(ScopeConfig);
    await config.set('giftcard/giftcardaccount_general/code_format', 'num');
    await config.set('giftcard/giftcardaccount_general/code_length', '8');
    await config.set('giftcard/giftcardaccount_general/code_split', '4');
    await config.set('giftcard/giftcardaccount_general/code_prefix', 'GC-');
    try {
      expect(await giftCard(t, { balance: 5 })).toMatch(/^GC-\d{4}-\d{4}$/);
    } finally {
      for (const path of ['code_format', 'code_length', 'code_split', 'code_prefix'])
        await config.set(`giftcard/giftcardaccount_general/${path}`, null);
    }
  });

  it('once the captcha covers gift card codes, a customer who asked for three unknown codes is refused', async () => {
    await t.app.get(ScopeConfig).set('customer/captcha/forms', 'user_forgotpassword,user_login,gift_code_request');
    try {
      const { client: customer } = await customerClient(t);
      await preparedCustomerCart(customer, [[sku, 1]]);
      const good = await giftCard(t, { balance: 5 });
      for (const wrong of ['WRONG-1', 'WRONG-2', 'WRONG-3']) {
        expect(await customer.get(`/rest/V1/carts/mine/checkGiftCard/${wrong}`)).toMatchObject({
          status: 404,
          body: { message: 'No such entity.' },
        });
      }
      const refused = { status: 400, body: { message: 'Too many attempts, please try again later.' } };
      expect(await customer.get(`/rest/V1/carts/mine/checkGiftCard/${good}`)).toMatchObject(refused);
      expect(await customer.post('/rest/V1/carts/mine/giftCards', applyBody(good))).toMatchObject(refused);
      // Another customer is not held back.
      const { client: other } = await customerClient(t);
      await preparedCustomerCart(other, [[sku, 1]]);
      expect(await other.post('/rest/V1/carts/mine/giftCards', applyBody(good))).toMatchObject({ status: 200, body: true });
    } finally {
      await t.app.get(ScopeConfig).set('customer/captcha/forms', null);
    }
  });
});
