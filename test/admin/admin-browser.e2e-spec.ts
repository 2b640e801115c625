import { Browser, BrowserContext, Page } from 'playwright-core';
import { adminClient, Client, startApp, TestApp, uniqueSku } from '../support/app';
import { loadConfig } from '@mercato/platform';
import { createConsumer, RunningConsumer } from '../../apps/consumer/src/create-consumer';
import { IntegrationCredentials, signedCall } from '../support/oauth';
import { launchChromium, screenshot, signIn } from './browser';
import { startThirdPartyApp, ThirdPartyApp } from './third-party-app';

const CREDENTIAL = /^[0-9a-z]{32}$/;

/**
 * The admin pages driven in headless Chromium as a merchant uses them: sign in, create an
 * integration whose application answers the callback and hosts the sign-in page, activate it
 * through the pop-up (spec §3.2), see credentials once, reauthorize and revoke, and watch a bulk
 * finish while the real consumer process runs it. Screenshots go to test/artifacts/.
 */
describe('admin pages in a real browser', () => {
  let browser: Browser;
  let t: TestApp;
  let app: ThirdPartyApp;
  let context: BrowserContext;
  let page: Page;
  let api: Client;
  let consumer: RunningConsumer | null = null;

  beforeAll(async () => {
    browser = await launchChromium();
    // The integration's callback and identity link are this test's own servers on loopback.
    t = await startApp({ INTEGRATION_CALLBACK_ALLOWED_HOSTS: '127.0.0.1' });
    app = await startThirdPartyApp(t.base);
    api = await adminClient(t);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  });
  /** The queue consumer, in this process (as the launcher runs it beside the API). */
  function startConsumer(): Promise<RunningConsumer> {
    const env: Record<string, string | undefined> = { DATABASE_URL: process.env.MERCATO_TEST_DATABASE_URL, LOG_LEVEL: 'silent' };
    if (process.env.MERCATO_TEST_AMQP_URL) env.AMQP_URL = process.env.MERCATO_TEST_AMQP_URL;
    return createConsumer(loadConfig(env), 'async.operations.all');
  }

  afterAll(async () => {
    await consumer?.stop();
    await context?.close();
    await browser?.close();
    await app?.close();
    await t?.close();
  });

  /** The grid row of an integration. */
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

  it('signs in with the keyboard; a skip link leads each page', async () => {
    await page.goto(`${t.base}/admin/integrations`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fintegrations$/);
    // The user name field has the focus: type, Tab, type, Enter.
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('wrong-password');
    await screenshot(page, 'sign-in');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'The account sign-in was incorrect' }).waitFor();
    await screenshot(page, 'sign-in-refused');

    await signIn(page, t.base);
    expect(page.url()).toBe(`${t.base}/admin/integrations`);
    await page.getByText('Signed in as admin').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate('document.activeElement.id')).toBe('main');
  });

  it('creates an integration and activates it: callback POST, sign-in pop-up, back to the grid', async () => {
    const name = uniqueSku('Acme Sync');
    await page.getByRole('link', { name: 'Add New Integration' }).click();
    await page.getByRole('heading', { level: 1, name: 'New Integration' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sync@acme.example');
    await page.getByRole('textbox', { name: 'Callback URL', exact: true }).fill(app.callbackUrl);
    await page.getByRole('textbox', { name: 'Identity link URL', exact: true }).fill(app.identityLinkUrl);
    await page.getByRole('radio', { name: 'Custom' }).check();
    await page.getByLabel('Magento_Catalog::products').check();
    // The module's box checks all of a module's resources at once.
    await page.getByLabel('Magento_Integration', { exact: true }).check();
    expect(await page.getByLabel('Magento_Integration::integrations').isChecked()).toBe(true);
    await screenshot(page, 'integration-form');

    await page.getByRole('button', { name: 'Save & Activate' }).click();
    await page.getByRole('heading', { level: 1, name: `Activate “${name}”` }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `The integration '${name}' has been saved.` })
      .waitFor();
    await page.getByText('Magento_Catalog::products').waitFor();
    await screenshot(page, 'integration-permissions');

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Allow' }).click();
    const popup = await popupOpened;
    await popup.getByRole('heading', { name: 'Acme Sync' }).waitFor();
    await page.getByText(`Integration '${name}' has been sent for activation.`).waitFor();
    await screenshot(popup, 'integration-sign-in-popup');
    await screenshot(page, 'integration-waiting');

    // The callback received the credentials; the pop-up carries the key and the way back.
    const request = app.signInRequests.at(-1)!;
    const key = request.get('oauth_consumer_key')!;
    expect(key).toMatch(CREDENTIAL);
    expect(request.get('success_call_back')).toBe(`${t.base}/admin/integration/loginSuccessCallback`);
    expect(Object.keys(app.connections.get(key)!.fields).sort()).toEqual([
      'oauth_consumer_key',
      'oauth_consumer_secret',
      'oauth_verifier',
      'store_base_url',
    ]);
    // The application's page cannot reach the admin window.
    expect(await popup.evaluate('window.opener')).toBeNull();

    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in and connect' }).click();
    await closed;
    await page.waitForURL(`${t.base}/admin/integrations`);
    await row(name).getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'integration-active');

    const connection = app.connections.get(key)!;
    const creds: IntegrationCredentials = {
      consumer_key: key,
      consumer_secret: connection.fields.oauth_consumer_secret,
      access_token: connection.access!.token,
      access_token_secret: connection.access!.secret,
    };
    expect((await signedCall(t.base, creds, 'GET', '/rest/V1/products?searchCriteria[pageSize]=1')).status).toBe(200);
    expect((await signedCall(t.base, creds, 'GET', '/rest/V1/integrations?searchCriteria[pageSize]=1')).status).toBe(200);
    expect((await signedCall(t.base, creds, 'GET', '/rest/V1/customerGroups/1')).status).toBe(401);
  });

  it('shows the four credentials of an integration without URLs once, then reauthorizes and revokes it', async () => {
    const name = uniqueSku('Report Tool');
    await page.goto(`${t.base}/admin/integrations/new`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('radio', { name: 'All', exact: true }).check();
    // With "All", the resource tree is not offered.
    await page.locator('#resource-tree').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save & Activate' }).click();
    await page.getByText('It has no callback URL: its tokens are shown to you on the next page, once.').waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();

    const first = await readCredentials();
    await screenshot(page, 'integration-credentials');
    expect((await signedCall(t.base, first, 'GET', '/rest/V1/customerGroups/1')).status).toBe(200);

    await page.getByRole('link', { name: 'Done' }).click();
    await row(name).getByText('Active', { exact: true }).waitFor();
    await row(name)
      .getByRole('link', { name: `Reauthorize ${name}` })
      .click();
    await page.getByRole('button', { name: 'Reauthorize' }).click();
    const second = await readCredentials();
    expect(second.consumer_key).toBe(first.consumer_key);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await signedCall(t.base, first, 'GET', '/rest/V1/customerGroups/1')).status).toBe(401);
    expect((await signedCall(t.base, second, 'GET', '/rest/V1/customerGroups/1')).status).toBe(200);

    await page.getByRole('link', { name: 'Done' }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await row(name)
      .getByRole('button', { name: `Revoke ${name}` })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: `The access of integration '${name}' has been revoked.` })
      .waitFor();
    await row(name).getByText('Inactive', { exact: true }).waitFor();
    expect((await signedCall(t.base, second, 'GET', '/rest/V1/customerGroups/1')).status).toBe(401);
    await screenshot(page, 'integrations-grid');
  });

  async function readCredentials(): Promise<IntegrationCredentials> {
    await page.getByRole('heading', { level: 1, name: /^Integration tokens for/ }).waitFor();
    const creds = {
      consumer_key: await page.getByLabel('Consumer Key').inputValue(),
      consumer_secret: await page.getByLabel('Consumer Secret').inputValue(),
      access_token: await page.getByLabel('Access Token', { exact: true }).inputValue(),
      access_token_secret: await page.getByLabel('Access Token Secret').inputValue(),
    };
    for (const value of Object.values(creds)) expect(value).toMatch(CREDENTIAL);
    return creds;
  }

  it("watches a bulk finish live, shows each operation's message, and retries the failed one", async () => {
    const good = uniqueSku('bulk-good');
    const bad = uniqueSku('bulk-bad');
    const accepted = await api.post('/rest/async/bulk/V1/products', [
      { product: { sku: good, name: 'Bulk good', price: 5, type_id: 'simple', attribute_set_id: 4 } },
      { product: { sku: bad, name: 'Bulk bad', price: -1, type_id: 'simple', attribute_set_id: 4 } },
    ]);
    expect(accepted.status).toBe(202);
    const uuid: string = accepted.body.bulk_uuid;

    await page.goto(`${t.base}/admin/bulks`);
    const bulkRow = page.getByRole('row').filter({ has: page.locator(`a[href="/admin/bulks/${uuid}"]`) });
    await bulkRow.getByText('Not Started').waitFor();
    await bulkRow.getByText('0 complete · 0 failed · 2 open of 2').waitFor();
    await bulkRow.getByText('admin', { exact: true }).waitFor();
    await screenshot(page, 'bulks-open');

    // The page is not reloaded: htmx polls the table while a bulk is open.
    await page.evaluate('window.stayed = true');
    let running = await startConsumer();
    consumer = running;
    await bulkRow.getByText('1 complete · 1 failed · 0 open of 2').waitFor({ timeout: 30_000 });
    await bulkRow.getByText('Finished with Failure').waitFor();
    expect(await page.evaluate('window.stayed')).toBe(true);
    await screenshot(page, 'bulks-finished');

    await bulkRow.getByRole('link', { name: 'POST /V1/products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bulk Action Details' }).waitFor();
    const ops = page.getByRole('table', { name: 'Operations' });
    await ops.getByText('Service execution success Magento\\Catalog\\Api\\ProductRepositoryInterface::save').waitFor();
    await ops.getByText('Please enter a number 0 or greater in this field.').waitFor();
    await screenshot(page, 'bulk-detail');

    await page.getByRole('link', { name: 'Details of operation 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Operation 1' }).waitFor();
    await page.getByText(bad).first().waitFor();
    await screenshot(page, 'bulk-operation');
    await page.getByRole('link', { name: 'Back to the bulk action' }).click();

    // With the consumer stopped, the retried operation stays open until it runs again.
    await running.stop();
    consumer = null;
    await page.getByRole('button', { name: 'Retry failed operations' }).click();
    await page.getByRole('status').filter({ hasText: '1 item(s) have been scheduled for update.' }).waitFor();
    await page.getByText('1 complete · 0 failed · 1 open of 2').waitFor();
    await page.getByText('In Progress').waitFor();
    running = await startConsumer();
    consumer = running;
    // It fails again (the price is still negative); the page follows it there by itself and says so.
    await page
      .locator('#bulk-announcer')
      .filter({ hasText: 'The bulk action finished: 1 complete · 1 failed · 0 open of 2.' })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Failed (1)' }).click();
    await ops.getByText('Please enter a number 0 or greater in this field.').waitFor();
    expect(await ops.getByRole('row').count()).toBe(2);
    await screenshot(page, 'bulk-retried');
    expect((await api.get(`/rest/V1/products/${good}`)).status).toBe(200);
  });

  it('fits a phone screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    try {
      const small = await phone.newPage();
      await signIn(small, t.base);
      for (const [path, shot] of [
        ['/admin/integrations', 'phone-integrations'],
        ['/admin/bulks', 'phone-bulks'],
        ['/admin/integrations/new', 'phone-integration-form'],
      ]) {
        await small.goto(t.base + path);
        await small.getByRole('navigation', { name: 'Main' }).waitFor();
        expect(await small.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
        await screenshot(small, shot);
      }
    } finally {
      await phone.close();
    }
  });

  it('signs out', async () => {
    await page.goto(`${t.base}/admin/integrations`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('status').filter({ hasText: 'You have logged out.' }).waitFor();
    await page.goto(`${t.base}/admin/bulks`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  });
});
