import { adminClient, Client, startApp, TestApp } from '../support/app';
import { uniqueEmail } from '../support/customers';
import { newCustomer, PASSWORD, signUp, tempDataDir } from './accounts-support';

const NOT_AUTHORIZED = "The consumer isn't authorized to access %resources.";
const DUPLICATE = 'A customer with the same email address already exists in an associated website.';
const REQUIRED = '"%fieldName" is required. Enter and try again.';
const TIMESTAMP = expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

/** Customer accounts and addresses over HTTP, as Magento clients call them (sync routes). */
describe('customer accounts (CustomerRepository, AccountManagement, AddressRepository)', () => {
  let t: TestApp;
  let anon: Client;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp({ DATA_DIR: tempDataDir() });
    anon = new Client(t.base);
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  describe('POST /V1/customers (createAccount)', () => {
    it('creates an account with its default address and answers it as Magento does', async () => {
      const customer = newCustomer({ middlename: 'Q', dob: '1990-04-01', gender: 2, taxvat: 'DE123' });
      const res = await anon.post('/rest/V1/customers', { customer, password: PASSWORD });
      expect(res.status).toBe(200);
      const id = res.body.id;
      const addressId = res.body.addresses[0].id;
      expect(res.body).toEqual({
        id: expect.any(Number),
        group_id: 1,
        default_billing: String(addressId),
        default_shipping: String(addressId),
        created_at: TIMESTAMP,
        updated_at: TIMESTAMP,
        created_in: 'Default Store View',
        dob: '1990-04-01',
        email: customer.email,
        firstname: 'Jane',
        lastname: 'Doe',
        middlename: 'Q',
        gender: 2,
        store_id: 1,
        taxvat: 'DE123',
        website_id: 1,
        addresses: [
          {
            id: addressId,
            customer_id: id,
            region: { region_code: 'NY', region: 'New York', region_id: 43 },
            region_id: 43,
            country_id: 'US',
            street: ['123 Oak Ave', 'Apt 4'],
            telephone: '512-555-1111',
            postcode: '10577',
            city: 'Purchase',
            firstname: 'Jane',
            lastname: 'Doe',
            default_shipping: true,
            default_billing: true,
          },
        ],
        disable_auto_group_change: 0,
      });
      // Keys in Magento's order (DataObjectProcessor follows the interface).
      expect(Object.keys(res.body).slice(0, 6)).toEqual([
        'id',
        'group_id',
        'default_billing',
        'default_shipping',
        'created_at',
        'updated_at',
      ]);
      expect((await admin.get(`/rest/V1/customers/${id}`)).body).toEqual(res.body);
    });

    it('refuses a second account with the same e-mail address in the website, whatever its case', async () => {
      const customer = newCustomer();
      expect((await anon.post('/rest/V1/customers', { customer, password: PASSWORD })).status).toBe(200);
      const again = await anon.post('/rest/V1/customers', {
        customer: { ...customer, email: String(customer.email).toUpperCase() },
        password: PASSWORD,
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: DUPLICATE });
    });

    it("applies Magento's password rules with its messages", async () => {
      const email = uniqueEmail('pw');
      const tryPassword = (password: string) => anon.post('/rest/V1/customers', { customer: newCustomer({ email }), password });
      expect((await tryPassword('Ab1!')).body).toEqual({
        message: 'The password needs at least %1 characters. Create a new password and try again.',
        parameters: ['8'],
      });
      expect((await tryPassword('alllowercase1')).body).toEqual({
        message:
          'Minimum of different classes of characters in password is %1. ' +
          'Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
        parameters: ['3'],
      });
      expect((await tryPassword(' Spaced-out-1 ')).body).toEqual({
        message: "The password can't begin or end with a space. Verify the password and try again.",
      });
      expect((await tryPassword('A'.repeat(250) + 'bcd1!xyz')).body).toEqual({
        message: 'Please enter a password with at most %1 characters.',
        parameters: [256],
      });
      const same = await anon.post('/rest/V1/customers', {
        customer: newCustomer({ email: 'Same.As1@example.com' }),
        password: 'same.as1@EXAMPLE.com',
      });
      expect(same.status).toBe(400);
      expect(same.body).toEqual({ message: "The password can't be the same as the email address. Create a new password and try again." });
    });

    it("validates the customer as Magento's attribute rules do", async () => {
      const missingNames = await anon.post('/rest/V1/customers', {
        customer: newCustomer({ firstname: undefined, lastname: ' ' }),
        password: PASSWORD,
      });
      expect(missingNames.status).toBe(400);
      expect(missingNames.body).toEqual({ message: '"First Name" is a required value.\n"Last Name" is a required value.' });

      const badEmail = await anon.post('/rest/V1/customers', { customer: newCustomer({ email: 'invalid' }), password: PASSWORD });
      expect(badEmail.body).toEqual({ message: '"Email" is not a valid email address.' });

      const noEmail = await anon.post('/rest/V1/customers', { customer: newCustomer({ email: undefined }) });
      expect(noEmail.body).toEqual({ message: 'The customer email is missing. Enter and try again.' });

      const badDob = await anon.post('/rest/V1/customers', { customer: newCustomer({ dob: '1990-02-30' }) });
      expect(badDob.body).toEqual({ message: '"Date of Birth" does not fit the entered date format.' });

      const noCustomer = await anon.post('/rest/V1/customers', { password: PASSWORD });
      expect(noCustomer.status).toBe(400);
      expect(noCustomer.body).toEqual({ message: REQUIRED, parameters: { fieldName: 'customer' } });

      const unknown = await anon.post('/rest/V1/customers', { customer: { ...newCustomer(), nickname: 'x' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Property "%fieldName" does not have accessor method "%getter" in class "%className".');
    });

    it("validates addresses with Magento's messages, and creates nothing when one fails", async () => {
      const email = uniqueEmail('addr');
      const address = { firstname: 'Jane', lastname: 'Doe', street: ['1 Main St'], country_id: 'US', region_id: 43, postcode: '10001' };
      const res = await anon.post('/rest/V1/customers', { customer: newCustomer({ email, addresses: [address] }), password: PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'One or more input exceptions have occurred.',
        errors: [
          { message: REQUIRED, parameters: { fieldName: 'city' } },
          { message: REQUIRED, parameters: { fieldName: 'telephone' } },
        ],
      });
      const one = await anon.post('/rest/V1/customers', {
        customer: newCustomer({ email, addresses: [{ ...address, city: 'NYC', telephone: '1', region_id: 74 }] }),
      });
      expect(one.body).toEqual({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'regionId', value: '74' },
      });
      const noRegion = await anon.post('/rest/V1/customers', {
        customer: newCustomer({ email, addresses: [{ ...address, city: 'NYC', telephone: '1', region_id: undefined }] }),
      });
      expect(noRegion.body).toEqual({ message: REQUIRED, parameters: { fieldName: 'regionId' } });
      expect((await anon.post('/rest/V1/customers/isEmailAvailable', { customerEmail: email })).body).toBe(true);
    });

    it('leaves out an address in a country the store does not allow, as Magento does on sign-up', async () => {
      const res = await anon.post('/rest/V1/customers', {
        customer: newCustomer({
          addresses: [{ firstname: 'J', lastname: 'D', street: ['x'], city: 'y', country_id: 'XX', telephone: '1', postcode: '1' }],
        }),
      });
      expect(res.status).toBe(200);
      expect(res.body.addresses).toEqual([]);
      expect(res.body.default_billing).toBeUndefined();
    });

    it('lets only an administrator choose the group, and checks that it exists', async () => {
      expect((await anon.post('/rest/V1/customers', { customer: newCustomer({ group_id: 2 }) })).body.group_id).toBe(1);
      expect((await admin.post('/rest/V1/customers', { customer: newCustomer({ group_id: 2 }) })).body.group_id).toBe(2);
      const missing = await admin.post('/rest/V1/customers', { customer: newCustomer({ group_id: 999 }) });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: 'The specified customer group id does not exist.' });
    });

    it('resolves the store and website of a new account', async () => {
      const res = await admin.post('/rest/V1/customers', { customer: newCustomer({ store_id: 1, website_id: 0 }) });
      // website 0 is "not given": the store's website is used
      expect(res.body).toMatchObject({ store_id: 1, website_id: 1 });
      const byWebsite = await admin.post('/rest/V1/customers', { customer: newCustomer({ store_id: 0, website_id: 1 }) });
      expect(byWebsite.body).toMatchObject({ store_id: 1, website_id: 1 });
      const unknownStore = await admin.post('/rest/V1/customers', { customer: newCustomer({ store_id: 55 }) });
      expect(unknownStore.status).toBe(404);
      expect(unknownStore.body).toEqual({ message: "The store that was requested wasn't found. Verify the store and try again." });
      const unknown = await admin.post('/rest/V1/customers', { customer: newCustomer({ website_id: 77 }) });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        message: "The website with id %1 that was requested wasn't found. Verify the website and try again.",
        parameters: [77],
      });
    });
  });

  describe("the customer's own account (`me`, customer token)", () => {
    it("reads and changes the caller's account, never its group, website or store, whatever id the body names", async () => {
      const { customer, client } = await signUp(t.base);
      const other = await signUp(t.base);
      const me = await client.get('/rest/V1/customers/me');
      expect(me.status).toBe(200);
      expect(me.body).toEqual(customer);

      const put = await client.put('/rest/V1/customers/me', {
        customer: { id: other.customer.id, email: customer.email, firstname: 'Janet', lastname: 'Doe', website_id: 1, group_id: 2 },
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ id: customer.id, firstname: 'Janet', group_id: 1 });
      // addresses not sent: kept, with their defaults
      expect(put.body.addresses).toEqual(customer.addresses);
      expect((await admin.get(`/rest/V1/customers/${other.customer.id}`)).body.firstname).toBe('Jane');
      // Website and store are the caller's too: they need not be sent.
      const again = await client.put('/rest/V1/customers/me', {
        customer: { email: customer.email, firstname: 'Jan', lastname: 'Doe', website_id: 7 },
      });
      expect(again.body).toMatchObject({ firstname: 'Jan', website_id: 1, store_id: 1 });

      const billing = await client.get('/rest/V1/customers/me/billingAddress');
      expect(billing.body).toEqual(customer.addresses[0]);
      expect((await client.get('/rest/V1/customers/me/shippingAddress')).body).toEqual(customer.addresses[0]);
    });

    it("is refused to guests and administrators with Magento's 401", async () => {
      for (const client of [anon, admin]) {
        const res = await client.get('/rest/V1/customers/me');
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: NOT_AUTHORIZED, parameters: { resources: 'self' } });
      }
      const { client } = await signUp(t.base);
      const adminOnly = await client.get('/rest/V1/customers/search?searchCriteria=');
      expect(adminOnly.status).toBe(401);
      expect(adminOnly.body).toEqual({ message: NOT_AUTHORIZED, parameters: { resources: 'Magento_Customer::customer' } });
    });
  });

  describe('administration (CustomerRepository)', () => {
    it('saves a customer: the path id wins, names/e-mail/website must be sent, the rest is kept', async () => {
      const { customer } = await signUp(t.base, newCustomer({ middlename: 'M', taxvat: 'X1' }));
      const res = await admin.put(`/rest/V1/customers/${customer.id}`, {
        customer: { id: 99999, email: customer.email, firstname: 'Janine', lastname: 'Roe', website_id: 1, group_id: 3 },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: customer.id, firstname: 'Janine', lastname: 'Roe', middlename: 'M', taxvat: 'X1', group_id: 3 });
      expect(res.body.created_at).toBe(customer.created_at);

      const noWebsite = await admin.put(`/rest/V1/customers/${customer.id}`, {
        customer: { email: customer.email, firstname: 'A', lastname: 'B' },
      });
      expect(noWebsite.status).toBe(400);
      expect(noWebsite.body).toEqual({ message: '"Associate to Website" is a required value.' });

      const missing = await admin.put('/rest/V1/customers/987654', {
        customer: { email: 'x@example.com', firstname: 'A', lastname: 'B', website_id: 1 },
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'customerId', fieldValue: 987654 },
      });
    });

    it("refuses another customer's e-mail address on save", async () => {
      const a = await signUp(t.base);
      const b = await signUp(t.base);
      const res = await admin.put(`/rest/V1/customers/${a.customer.id}`, {
        customer: { email: b.customer.email.toUpperCase(), firstname: 'A', lastname: 'B', website_id: 1 },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: DUPLICATE });
    });

    it('replaces the address book when addresses are sent: changes, additions, deletions and default flags', async () => {
      const { customer } = await signUp(t.base);
      const [first] = customer.addresses;
      const base = { email: customer.email, firstname: 'Jane', lastname: 'Doe', website_id: 1 };
      const res = await admin.put(`/rest/V1/customers/${customer.id}`, {
        customer: {
          ...base,
          addresses: [
            { id: first.id, city: 'Rye', default_billing: false },
            {
              firstname: 'Jim',
              lastname: 'Doe',
              street: ['9 Elm'],
              city: 'Austin',
              region: { region_id: 57 },
              postcode: '73301',
              country_id: 'US',
              telephone: '2',
              default_billing: true,
            },
            { firstname: 'Jo', lastname: 'Doe', street: ['1 High St'], city: 'London', postcode: 'N1', country_id: 'GB', telephone: '3' },
          ],
        },
      });
      expect(res.status).toBe(200);
      const [kept, texas, london] = res.body.addresses;
      expect(kept).toEqual({ ...first, city: 'Rye', default_billing: undefined });
      expect(kept).not.toHaveProperty('default_billing');
      expect(texas).toMatchObject({ region: { region_code: 'TX', region: 'Texas', region_id: 57 }, region_id: 57, default_billing: true });
      expect(london).toMatchObject({ country_id: 'GB', region: { region_code: null, region: null, region_id: 0 }, region_id: 0 });
      expect(res.body.default_billing).toBe(String(texas.id));
      expect(res.body.default_shipping).toBe(String(first.id));

      // An address that is not sent is deleted, and stops being a default.
      const again = await admin.put(`/rest/V1/customers/${customer.id}`, { customer: { ...base, addresses: [{ id: london.id }] } });
      expect(again.body.addresses.map((a: any) => a.id)).toEqual([london.id]);
      expect(again.body.default_billing).toBeUndefined();
      expect(again.body.default_shipping).toBeUndefined();
      expect((await admin.get(`/rest/V1/customers/${customer.id}/billingAddress`)).body).toBeNull();

      // Another customer's address cannot be taken over.
      const thief = await signUp(t.base);
      const steal = await admin.put(`/rest/V1/customers/${thief.customer.id}`, {
        customer: { email: thief.customer.email, firstname: 'T', lastname: 'T', website_id: 1, addresses: [{ id: london.id }] },
      });
      expect(steal.status).toBe(400);
      expect(steal.body).toEqual({
        message: 'Provided customer ID "%customer_id" isn\'t related to current customer address.',
        parameters: { customer_id: thief.customer.id },
      });
      const badCountry = await admin.put(`/rest/V1/customers/${thief.customer.id}`, {
        customer: {
          email: thief.customer.email,
          firstname: 'T',
          lastname: 'T',
          website_id: 1,
          addresses: [{ ...thief.customer.addresses[0], country_id: 'XX', region: undefined, region_id: undefined }],
        },
      });
      expect(badCountry.body).toEqual({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: 'countryId', value: 'XX' },
      });
    });

    it('reads and deletes single addresses; a deleted default address is no longer the default', async () => {
      const { customer, client } = await signUp(t.base);
      const addressId = customer.addresses[0].id;
      const got = await admin.get(`/rest/V1/customers/addresses/${addressId}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(customer.addresses[0]);
      expect((await admin.get(`/rest/V1/customers/${customer.id}/shippingAddress`)).body).toEqual(customer.addresses[0]);

      expect((await admin.delete(`/rest/V1/addresses/${addressId}`)).body).toBe(true);
      const gone = await admin.get(`/rest/V1/customers/addresses/${addressId}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'addressId', fieldValue: addressId },
      });
      expect((await admin.delete(`/rest/V1/addresses/${addressId}`)).status).toBe(404);
      const me = (await client.get('/rest/V1/customers/me')).body;
      expect(me.addresses).toEqual([]);
      expect(me.default_billing).toBeUndefined();
      expect((await client.get('/rest/V1/customers/me/billingAddress')).body).toBeNull();
    });

    it('searches customers with searchCriteria, addresses included', async () => {
      const a = await signUp(t.base, newCustomer({ lastname: 'Searchable' }));
      const b = await signUp(t.base, newCustomer({ lastname: 'Searchable' }));
      const q =
        'searchCriteria[filter_groups][0][filters][0][field]=email&searchCriteria[filter_groups][0][filters][0][value]=' +
        encodeURIComponent(a.customer.email) +
        '&searchCriteria[filter_groups][0][filters][1][field]=email&searchCriteria[filter_groups][0][filters][1][value]=' +
        encodeURIComponent(b.customer.email) +
        '&searchCriteria[sort_orders][0][field]=email&searchCriteria[sort_orders][0][direction]=DESC';
      const res = await admin.get(`/rest/V1/customers/search?${q}`);
      expect(res.status).toBe(200);
      expect(res.body.total_count).toBe(2);
      const expected = [a.customer, b.customer].sort((x, y) => (x.email < y.email ? 1 : -1));
      expect(res.body.items).toEqual(expected);
      expect(res.body.search_criteria.filter_groups[0].filters).toHaveLength(2);

      const page = await admin.get(
        '/rest/V1/customers/search?searchCriteria[filter_groups][0][filters][0][field]=lastname' +
          '&searchCriteria[filter_groups][0][filters][0][value]=searchable&searchCriteria[pageSize]=1',
      );
      expect(page.body.items).toHaveLength(1);
      expect(page.body.total_count).toBeGreaterThanOrEqual(2);

      const empty = await admin.get('/rest/V1/customers/search');
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ message: REQUIRED, parameters: { fieldName: 'searchCriteria' } });
    });

    it("deletes a customer: answers true, then 404, and the customer's token stops working", async () => {
      const { customer, client } = await signUp(t.base);
      expect((await admin.delete(`/rest/V1/customers/${customer.id}`)).body).toBe(true);
      expect((await admin.get(`/rest/V1/customers/${customer.id}`)).status).toBe(404);
      expect((await admin.delete(`/rest/V1/customers/${customer.id}`)).status).toBe(404);
      expect((await admin.get(`/rest/V1/customers/addresses/${customer.addresses[0].id}`)).status).toBe(404);
      expect((await client.get('/rest/V1/customers/me')).status).toBe(401);
    });
  });

  describe('account questions (AccountManagement)', () => {
    it('isEmailAvailable: false for an account of the website, true otherwise', async () => {
      const { customer } = await signUp(t.base);
      expect((await anon.post('/rest/V1/customers/isEmailAvailable', { customerEmail: customer.email.toUpperCase() })).body).toBe(false);
      expect((await anon.post('/rest/V1/customers/isEmailAvailable', { customerEmail: customer.email, websiteId: 1 })).body).toBe(false);
      expect((await anon.post('/rest/V1/customers/isEmailAvailable', { customerEmail: uniqueEmail('free') })).body).toBe(true);
      expect((await anon.post('/rest/V1/customers/isEmailAvailable', { customerEmail: 'invalid', websiteId: 0 })).body).toBe(true);
    });

    it('validate: the empty required attributes, as messages', async () => {
      const res = await admin.put('/rest/V1/customers/validate', { customer: { email: 'a@example.com', website_id: 1 } });
      expect(res.body).toEqual({
        valid: false,
        messages: [
          'The "First Name" attribute value is empty. Set the attribute and try again.',
          'The "Last Name" attribute value is empty. Set the attribute and try again.',
        ],
      });
      expect((await admin.put('/rest/V1/customers/validate', { customer: newCustomer({ website_id: 1 }) })).body).toEqual({
        valid: true,
        messages: [],
      });
    });

    it('permissions/readonly and confirmation status', async () => {
      const { customer } = await signUp(t.base);
      expect((await admin.get(`/rest/V1/customers/${customer.id}/permissions/readonly`)).body).toBe(false);
      expect((await admin.get('/rest/V1/customers/876543/permissions/readonly')).status).toBe(404);
      expect((await admin.get(`/rest/V1/customers/${customer.id}/confirm`)).body).toBe('account_confirmed');
      const again = await admin.post('/rest/V1/customers/confirm', { email: customer.email, websiteId: 1 });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: "Confirmation isn't needed." });
      const unknown = await admin.post('/rest/V1/customers/confirm', { email: 'dummy@example.com', websiteId: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        message: 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value',
        parameters: { fieldName: 'email', fieldValue: 'dummy@example.com', field2Name: 'websiteId', field2Value: 1 },
      });
      const active = await admin.put(`/rest/V1/customers/${encodeURIComponent(customer.email)}/activate`, { confirmationKey: 'x' });
      expect(active.status).toBe(400);
      expect(active.body).toEqual({ message: 'The account is already active.' });
    });
  });
});
