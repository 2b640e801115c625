import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp } from '../support/app';
import { uniqueEmail } from '../support/customers';
import { mailsTo, newCustomer, PASSWORD, readMailLog, resetLink, signUp, tempDataDir } from './accounts-support';
import { startSmtpSink } from '../support/smtp-sink';

const REQUIRED = '"%fieldName" is required. Enter and try again.';
const MISMATCHED = 'The password token is mismatched. Reset and try again.';
const EXPIRED = 'The password token is expired. Reset and try again.';
const TOKEN = '/rest/V1/integration/customer/token';

/**
 * The account e-mails (through the mailer, read back from the mail log under DATA_DIR), password
 * reset and change, and e-mail confirmation. A database of its own: these tests change settings.
 */
describe('customer account e-mails, passwords and confirmation', () => {
  let t: TestApp;
  let dataDir: string;
  let anon: Client;
  let admin: Client;
  let config: ScopeConfig;
  beforeAll(async () => {
    dataDir = tempDataDir();
    t = await startIsolatedApp('accounts_mail', { DATA_DIR: dataDir });
    anon = new Client(t.base);
    admin = await adminClient(t);
    config = t.app.get(ScopeConfig);
  });
  afterAll(() => t.close());

  describe('new accounts', () => {
    it('sends the welcome e-mail from the general store address once the account exists', async () => {
      const { customer } = await signUp(t.base);
      const [mail] = await mailsTo(dataDir, customer.email);
      expect(mail).toMatchObject({
        from: { address: 'owner@example.com', name: 'Owner' },
        to: [{ address: customer.email, name: 'Jane Doe' }],
        subject: 'Welcome to Main Website Store',
      });
      expect(mail.text).toContain(`Email: ${customer.email}`);
      expect(mail.html).toContain('<p>Jane Doe,</p>');
      expect(mail.date).toMatch(/^\d{4}-/);
    });

    it('an account without a password gets a link to set one; a failed sign-up sends nothing', async () => {
      const customer = newCustomer({ firstname: '<b>Bo</b>' });
      expect((await anon.post('/rest/V1/customers', { customer })).status).toBe(200);
      const [mail] = await mailsTo(dataDir, String(customer.email));
      expect(mail.subject).toBe('Welcome to Main Website Store');
      expect(mail.html).toContain('&lt;b&gt;Bo&lt;/b&gt; Doe');
      const { id, token } = resetLink(mail);
      expect((await anon.get(`/rest/V1/customers/${id}/password/resetLinkToken/${token}`)).body).toBe(true);

      const failed = newCustomer({ lastname: '' });
      expect((await anon.post('/rest/V1/customers', { customer: failed, password: PASSWORD })).status).toBe(400);
      await new Promise((r) => setTimeout(r, 200));
      expect(readMailLog(dataDir).filter((m) => m.to[0].address === failed.email)).toEqual([]);
    });
  });

  describe('password reset (initiatePasswordReset, resetLinkToken, resetPassword)', () => {
    it('mails a reset link whose token resets the password once', async () => {
      const { customer } = await signUp(t.base);
      const started = await anon.put('/rest/V1/customers/password', { email: customer.email, template: 'email_reset', websiteId: 1 });
      expect(started.status).toBe(200);
      expect(started.body).toBe(true);
      const mails = await mailsTo(dataDir, customer.email, 2);
      const reset = mails.find((m) => m.subject === 'Reset your Main Website Store password')!;
      expect(reset.from).toEqual({ address: 'support@example.com', name: 'CustomerSupport' });
      const { id, token } = resetLink(reset);
      expect(id).toBe(customer.id);

      expect((await anon.get(`/rest/V1/customers/${id}/password/resetLinkToken/${token}`)).body).toBe(true);
      const wrong = await anon.get(`/rest/V1/customers/${id}/password/resetLinkToken/${'0'.repeat(32)}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: MISMATCHED });
      const nobody = await anon.get(`/rest/V1/customers/765432/password/resetLinkToken/${token}`);
      expect(nobody.status).toBe(404);

      const weak = await anon.post('/rest/V1/customers/resetPassword', { email: customer.email, resetToken: token, newPassword: 'weak' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('The password needs at least %1 characters. Create a new password and try again.');

      const done = await anon.post('/rest/V1/customers/resetPassword', {
        email: customer.email,
        resetToken: token,
        newPassword: 'Brand-new-pass-2',
      });
      expect(done.body).toBe(true);
      expect((await anon.post(TOKEN, { username: customer.email, password: PASSWORD })).status).toBe(401);
      expect((await anon.post(TOKEN, { username: customer.email, password: 'Brand-new-pass-2' })).status).toBe(200);
      const changed = (await mailsTo(dataDir, customer.email, 3)).find(
        (m) => m.subject === 'Your Main Website Store password has been changed',
      );
      expect(changed?.text).toContain('support@example.com');

      // Used up by the reset.
      const reuse = await anon.post('/rest/V1/customers/resetPassword', {
        email: customer.email,
        resetToken: token,
        newPassword: 'Another-pass-3',
      });
      expect(reuse.status).toBe(400);
      expect(reuse.body).toEqual({ message: MISMATCHED });
    });

    it('a token expires after customer/password/reset_link_expiration_period hours, and the next one replaces it', async () => {
      const { customer } = await signUp(t.base);
      await anon.put('/rest/V1/customers/password', { email: customer.email, template: 'email_reminder' });
      const first = (await mailsTo(dataDir, customer.email, 2)).find((m) => m.subject === 'Your Main Website Store password')!;
      const { token } = resetLink(first);
      await t.ds.query(
        `UPDATE customer_entity SET rp_token_created_at = LOCALTIMESTAMP - interval '2 hours 1 minute' WHERE entity_id = $1`,
        [customer.id],
      );
      const expired = await anon.get(`/rest/V1/customers/${customer.id}/password/resetLinkToken/${token}`);
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ message: EXPIRED });
      await config.set('customer/password/reset_link_expiration_period', '3');
      try {
        expect((await anon.get(`/rest/V1/customers/${customer.id}/password/resetLinkToken/${token}`)).body).toBe(true);
      } finally {
        await config.set('customer/password/reset_link_expiration_period', null);
      }
      await anon.put('/rest/V1/customers/password', { email: customer.email, template: 'email_reset' });
      const second = resetLink((await mailsTo(dataDir, customer.email, 3)).find((m) => m.subject.startsWith('Reset'))!);
      expect((await anon.get(`/rest/V1/customers/${customer.id}/password/resetLinkToken/${token}`)).body).toEqual({ message: MISMATCHED });
      expect((await anon.get(`/rest/V1/customers/${customer.id}/password/resetLinkToken/${second.token}`)).body).toBe(true);
    });

    it("answers Magento's errors for a bad request, an unknown template and an unknown customer", async () => {
      const missing = await anon.put('/rest/V1/customers/password', {});
      expect(missing.body).toEqual({
        message: 'One or more input exceptions have occurred.',
        errors: [
          { message: REQUIRED, parameters: { fieldName: 'email' } },
          { message: REQUIRED, parameters: { fieldName: 'template' } },
        ],
      });
      const { customer } = await signUp(t.base);
      const template = await anon.put('/rest/V1/customers/password', { email: customer.email, template: 'email_other' });
      expect(template.status).toBe(400);
      expect(template.body).toEqual({
        message: 'Invalid value of "%value" provided for the %fieldName field. Possible values: %template1 or %template2.',
        parameters: { value: 'email_other', fieldName: 'template', template1: 'email_reminder', template2: 'email_reset' },
      });
      const unknown = await anon.put('/rest/V1/customers/password', { email: 'dummy@example.com', template: 'email_reset', websiteId: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        message: 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value',
        parameters: { fieldName: 'email', fieldValue: 'dummy@example.com', field2Name: 'websiteId', field2Value: 1 },
      });
      const noEmail = await anon.post('/rest/V1/customers/resetPassword', { email: '', resetToken: 'x', newPassword: 'Brand-new-pass-2' });
      expect(noEmail.body).toEqual({ message: REQUIRED, parameters: { fieldName: 'email' } });
    });
  });

  describe('password change (PUT /V1/customers/me/password)', () => {
    it('needs the current password, applies the rules, and confirms by e-mail', async () => {
      const { customer, client } = await signUp(t.base);
      const wrong = await client.put('/rest/V1/customers/me/password', {
        currentPassword: 'Not-my-pass-1',
        newPassword: 'Brand-new-pass-2',
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: "The password doesn't match this account. Verify the password and try again." });
      const same = await client.put('/rest/V1/customers/me/password', { currentPassword: PASSWORD, newPassword: customer.email });
      expect(same.status).toBe(400);
      expect(same.body).toEqual({ message: "The password can't be the same as the email address. Create a new password and try again." });
      const ok = await client.put('/rest/V1/customers/me/password', {
        customerId: 1,
        currentPassword: PASSWORD,
        newPassword: 'Brand-new-pass-2',
      });
      expect(ok.body).toBe(true);
      expect((await anon.post(TOKEN, { username: customer.email, password: 'Brand-new-pass-2' })).status).toBe(200);
      expect((await mailsTo(dataDir, customer.email, 2)).map((m) => m.subject)).toContain(
        'Your Main Website Store password has been changed',
      );
      expect((await anon.put('/rest/V1/customers/me/password', { currentPassword: 'a', newPassword: 'b' })).status).toBe(401);
    });
  });

  describe('confirmation (customer/create_account/confirm = 1)', () => {
    beforeAll(() => config.set('customer/create_account/confirm', '1'));
    afterAll(() => config.set('customer/create_account/confirm', null));

    it('mails a confirmation link; the account signs in only once activated', async () => {
      const customer = newCustomer();
      const created = await anon.post('/rest/V1/customers', { customer, password: PASSWORD, redirectUrl: 'https://shop.example.com/back' });
      expect(created.status).toBe(200);
      const key = created.body.confirmation;
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      const [mail] = await mailsTo(dataDir, String(customer.email));
      expect(mail.subject).toBe('Please confirm your Main Website Store account');
      expect(mail.text).toContain(
        `customer/account/confirm/?id=${created.body.id}&key=${key}&back_url=https%3A%2F%2Fshop.example.com%2Fback`,
      );

      const signIn = await anon.post(TOKEN, { username: customer.email, password: PASSWORD });
      expect(signIn.status).toBe(401);
      expect(signIn.body).toEqual({ message: "This account isn't confirmed. Verify and try again." });
      expect((await admin.get(`/rest/V1/customers/${created.body.id}/confirm`)).body).toBe('account_confirmation_required');

      expect((await admin.post('/rest/V1/customers/confirm', { email: customer.email, websiteId: 1 })).body).toBe(true);
      expect((await mailsTo(dataDir, String(customer.email), 2)).filter((m) => m.subject.startsWith('Please confirm'))).toHaveLength(2);

      const path = `/rest/V1/customers/${encodeURIComponent(String(customer.email))}/activate`;
      const bad = await admin.put(path, { confirmationKey: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'The confirmation token is invalid. Verify the token and try again.' });
      const activated = await admin.put(path, { confirmationKey: key });
      expect(activated.status).toBe(200);
      expect(activated.body.id).toBe(created.body.id);
      expect(activated.body).not.toHaveProperty('confirmation');
      expect((await mailsTo(dataDir, String(customer.email), 3)).map((m) => m.subject)).toContain('Welcome to Main Website Store');
      expect((await anon.post(TOKEN, { username: customer.email, password: PASSWORD })).status).toBe(200);
      expect((await admin.get(`/rest/V1/customers/${created.body.id}/confirm`)).body).toBe('account_confirmed');
    });

    it('PUT /V1/customers/me/activate confirms the caller with the key', async () => {
      await config.set('customer/create_account/confirm', null);
      const { customer, client } = await signUp(t.base);
      await config.set('customer/create_account/confirm', '1');
      const base = { email: customer.email, firstname: 'Jane', lastname: 'Doe', website_id: 1 };
      expect((await admin.put(`/rest/V1/customers/${customer.id}`, { customer: { ...base, confirmation: 'abc' } })).body.confirmation).toBe(
        'abc',
      );
      expect((await admin.get(`/rest/V1/customers/${customer.id}/confirm`)).body).toBe('account_confirmation_required');
      const res = await client.put('/rest/V1/customers/me/activate', { confirmationKey: 'abc' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: customer.id, email: customer.email });
      expect(res.body).not.toHaveProperty('confirmation');
      expect((await client.put('/rest/V1/customers/me/activate', { confirmationKey: 'abc' })).body).toEqual({
        message: 'The account is already active.',
      });
    });
  });

  describe('mail transport', () => {
    it('sends through SMTP when system/smtp/host is set, and nothing when e-mail is disabled', async () => {
      const sink = await startSmtpSink();
      const email = uniqueEmail('smtp');
      try {
        await config.set('system/smtp/host', '127.0.0.1');
        await config.set('system/smtp/port', String(sink.port));
        expect((await anon.post('/rest/V1/customers', { customer: newCustomer({ email }), password: PASSWORD })).status).toBe(200);
        expect(sink.mails).toHaveLength(1);
        expect(sink.mails[0]).toMatchObject({ from: 'owner@example.com', to: [email] });
        expect(sink.mails[0].data).toContain('Subject: Welcome to Main Website Store');
        expect(readMailLog(dataDir).filter((m) => m.to[0].address === email)).toEqual([]);

        await config.set('system/smtp/disable', '1');
        await anon.put('/rest/V1/customers/password', { email, template: 'email_reset' });
        expect(sink.mails).toHaveLength(1);
      } finally {
        await config.set('system/smtp/host', null);
        await config.set('system/smtp/port', null);
        await config.set('system/smtp/disable', null);
        await sink.close();
      }
      expect(readMailLog(dataDir).filter((m) => m.to[0].address === email)).toEqual([]);
    });
  });
});
