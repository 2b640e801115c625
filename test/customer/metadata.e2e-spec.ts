import { adminClient, Client, startApp, TestApp } from '../support/app';

/** Customer and customer-address attribute metadata over HTTP (Magento's api-functional expectations). */
describe('customer attribute metadata', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startApp();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  const FIRSTNAME = {
    frontend_input: 'text',
    input_filter: 'trim',
    store_label: 'First Name',
    validation_rules: [
      { name: 'max_text_length', value: '255' },
      { name: 'min_text_length', value: '1' },
    ],
    multiline_count: 0,
    visible: true,
    required: true,
    data_model: '',
    options: [],
    frontend_class: 'required-entry',
    user_defined: false,
    sort_order: 40,
    frontend_label: 'First Name',
    note: '',
    system: true,
    backend_type: 'static',
    is_used_in_grid: false,
    is_visible_in_grid: false,
    is_filterable_in_grid: false,
    is_searchable_in_grid: false,
    attribute_code: 'firstname',
  };

  it("describes one customer attribute, fields in Magento's order", async () => {
    const res = await admin.get('/rest/V1/attributeMetadata/customer/attribute/firstname');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(FIRSTNAME);
    expect(Object.keys(res.body)).toEqual(Object.keys(FIRSTNAME));
  });

  it('lists the options of select attributes from their sources', async () => {
    const gender = (await admin.get('/rest/V1/attributeMetadata/customer/attribute/gender')).body;
    expect(gender).toMatchObject({
      frontend_input: 'select',
      visible: false,
      required: false,
      system: false,
      sort_order: 110,
      is_used_in_grid: true,
    });
    expect(gender.options).toEqual([
      { label: ' ', value: '' },
      { label: 'Male', value: '1' },
      { label: 'Female', value: '2' },
      { label: 'Not Specified', value: '3' },
    ]);
    const website = (await admin.get('/rest/V1/attributeMetadata/customer/attribute/website_id')).body;
    expect(website).toMatchObject({ required: true, frontend_class: 'required-entry', sort_order: 10, system: true });
    expect(website.options).toEqual([{ label: 'Main Website', value: '1' }]);
    const group = (await admin.get('/rest/V1/attributeMetadata/customer/attribute/group_id')).body;
    expect(group.options.slice(0, 3)).toEqual([
      { label: 'General', value: '1' },
      { label: 'Wholesale', value: '2' },
      { label: 'Retailer', value: '3' },
    ]);
    const store = (await admin.get('/rest/V1/attributeMetadata/customer/attribute/store_id')).body;
    expect(store.options).toEqual([
      { label: 'Main Website', options: [] },
      {
        label: '\u00a0\u00a0\u00a0\u00a0Main Website Store',
        options: [{ label: '\u00a0\u00a0\u00a0\u00a0Default Store View', value: '1' }],
      },
    ]);
    const email = (await admin.get('/rest/V1/attributeMetadata/customer/attribute/email')).body;
    expect(email.frontend_class).toBe('required-entry validate-email');
  });

  it('404s an unknown attribute naming the entity type', async () => {
    const res = await admin.get('/rest/V1/attributeMetadata/customer/attribute/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'No such entity with %fieldName = %fieldValue, %field2Name = %field2Value',
      parameters: { fieldName: 'entityType', fieldValue: 'customer', field2Name: 'attributeCode', field2Value: 'nope' },
    });
    const address = await admin.get('/rest/V1/attributeMetadata/customerAddress/attribute/email');
    expect(address.status).toBe(404);
    expect(address.body.parameters).toMatchObject({ fieldValue: 'customer_address', field2Value: 'email' });
  });

  it('lists all customer attributes in attribute-set order, and no custom ones on a fresh install', async () => {
    const res = await admin.get('/rest/V1/attributeMetadata/customer');
    expect(res.status).toBe(200);
    const codes = res.body.map((a: any) => a.attribute_code);
    expect(codes.slice(0, 6)).toEqual(['website_id', 'store_id', 'created_in', 'group_id', 'prefix', 'firstname']);
    expect(codes).toHaveLength(25);
    expect(res.body).toContainEqual(FIRSTNAME);
    expect((await admin.get('/rest/V1/attributeMetadata/customer/custom')).body).toEqual([]);
    expect((await admin.get('/rest/V1/attributeMetadata/customerAddress/custom')).body).toEqual([]);
  });

  it('answers the attributes of a form, system ones first by sort order', async () => {
    const create = await admin.get('/rest/V1/attributeMetadata/customer/form/customer_account_create');
    expect(create.status).toBe(200);
    expect(create.body.map((a: any) => a.attribute_code)).toEqual([
      'created_at',
      'prefix',
      'firstname',
      'middlename',
      'lastname',
      'suffix',
      'email',
      'dob',
      'taxvat',
      'gender',
    ]);
    const admins = (await admin.get('/rest/V1/attributeMetadata/customer/form/adminhtml_customer')).body.map((a: any) => a.attribute_code);
    expect(admins).toEqual(expect.arrayContaining(['website_id', 'group_id', 'disable_auto_group_change', 'created_in', 'gender']));
    expect(admins).not.toContain('password_hash');
    const unknown = await admin.get('/rest/V1/attributeMetadata/customer/form/checkout_register');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'formCode', fieldValue: 'checkout_register' },
    });
  });

  it('describes address attributes, their forms and options', async () => {
    const all = (await admin.get('/rest/V1/attributeMetadata/customerAddress')).body.map((a: any) => a.attribute_code);
    expect(all).toEqual([
      'prefix',
      'firstname',
      'middlename',
      'lastname',
      'suffix',
      'company',
      'street',
      'city',
      'country_id',
      'region',
      'region_id',
      'postcode',
      'telephone',
      'fax',
      'vat_id',
      'vat_is_valid',
      'vat_request_id',
      'vat_request_date',
      'vat_request_success',
    ]);
    const street = (await admin.get('/rest/V1/attributeMetadata/customerAddress/attribute/street')).body;
    expect(street).toMatchObject({ frontend_input: 'multiline', multiline_count: 2, required: true, sort_order: 70 });
    const postcode = (await admin.get('/rest/V1/attributeMetadata/customerAddress/attribute/postcode')).body;
    expect(postcode).toMatchObject({
      data_model: 'Magento\\Customer\\Model\\Attribute\\Data\\Postcode',
      required: false,
      validation_rules: [],
    });
    const country = (await admin.get('/rest/V1/attributeMetadata/customerAddress/attribute/country_id')).body;
    expect(country.options[0]).toEqual({ label: ' ', value: '' });
    expect(country.options).toContainEqual({ label: 'United States', value: 'US' });
    expect(country.options).toHaveLength(250); // 249 countries after the blank option
    const region = (await admin.get('/rest/V1/attributeMetadata/customerAddress/attribute/region_id')).body;
    expect(region.options[0]).toEqual({ label: 'Please select a region, state or province.', value: '' });
    expect(region.options).toContainEqual({ label: 'California', value: '12' });
    const form = (await admin.get('/rest/V1/attributeMetadata/customerAddress/form/customer_address_edit')).body.map(
      (a: any) => a.attribute_code,
    );
    expect(form).toHaveLength(15);
    expect(form).toContain('vat_id');
    expect(form).not.toContain('vat_is_valid');
    expect((await admin.get('/rest/V1/attributeMetadata/customerAddress/form/customer_account_create')).status).toBe(404);
  });

  it('refuses callers without credentials', async () => {
    const res = await new Client(t.base).get('/rest/V1/attributeMetadata/customer');
    expect(res.status).toBe(401);
    expect(res.body.parameters).toEqual({ resources: 'Magento_Customer::customer' });
  });
});
