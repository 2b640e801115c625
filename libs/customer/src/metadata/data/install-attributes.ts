/**
 * The customer (entity type 1) and customer-address (entity type 2) attributes of a fresh Magento
 * 2.4.8 install: CustomerSetup::getDefaultEntities as DefaultCustomerGroupsAndAttributes installs
 * them (property defaults of Magento's PropertyMappers: required, visible and system unless said
 * otherwise; the metadata `sort_order` is the definition's `position`), then the data patches that
 * follow it (grid flags, `trim` input filters, the security-tracking and `updated_at` attributes,
 * address sort orders, `fax` hidden, VAT attributes). `setOrder` is the definition's `sort_order`,
 * the attribute's place in the default attribute set (Magento gives the next free place to those
 * defined without one). Forms are installCustomerForms' (less the removed `checkout_register`).
 */
export interface InstallAttribute {
  code: string;
  input: string;
  label: string | null;
  required?: boolean;
  visible?: boolean;
  system?: boolean;
  inputFilter?: string;
  multiline?: number;
  rules?: string;
  dataModel?: string;
  sortOrder: number;
  /** is_used_in_grid, is_visible_in_grid, is_filterable_in_grid, is_searchable_in_grid */
  grid?: [boolean, boolean, boolean, boolean];
  source?: string;
  setOrder: number;
  forms: string[];
  options?: string[];
}

const CREATE = 'customer_account_create';
const EDIT = 'customer_account_edit';
const ADMIN = 'adminhtml_customer';
const CHECKOUT = 'adminhtml_checkout';
const ACCOUNT = [CREATE, EDIT, ADMIN];
const ADDRESS = ['adminhtml_customer_address', 'customer_address_edit', 'customer_register_address'];
const NAME_RULES = '{"max_text_length":255,"min_text_length":1}';
const SRC = 'Magento\\Customer\\Model\\Customer\\Attribute\\Source\\';

export const CUSTOMER_ATTRIBUTES: InstallAttribute[] = [
  { code: 'website_id', input: 'select', label: 'Associate to Website', sortOrder: 10, grid: [true, true, true, false],
    source: SRC + 'Website', setOrder: 10, forms: [ADMIN] },
  { code: 'store_id', input: 'select', label: 'Create In', visible: false, sortOrder: 0, source: SRC + 'Store', setOrder: 20, forms: [] },
  { code: 'created_in', input: 'text', label: 'Created From', required: false, sortOrder: 20, grid: [true, true, false, true], setOrder: 20,
    forms: [ADMIN] },
  { code: 'prefix', input: 'text', label: 'Name Prefix', required: false, visible: false, system: false, sortOrder: 30, setOrder: 30,
    forms: ACCOUNT },
  { code: 'firstname', input: 'text', label: 'First Name', inputFilter: 'trim', rules: NAME_RULES, sortOrder: 40, setOrder: 40,
    forms: ACCOUNT },
  { code: 'middlename', input: 'text', label: 'Middle Name/Initial', required: false, visible: false, system: false, inputFilter: 'trim',
    sortOrder: 50, setOrder: 50, forms: ACCOUNT },
  { code: 'lastname', input: 'text', label: 'Last Name', inputFilter: 'trim', rules: NAME_RULES, sortOrder: 60, setOrder: 60,
    forms: ACCOUNT },
  { code: 'suffix', input: 'text', label: 'Name Suffix', required: false, visible: false, system: false, sortOrder: 70, setOrder: 70,
    forms: ACCOUNT },
  { code: 'email', input: 'text', label: 'Email', rules: '{"input_validation":"email"}', sortOrder: 80, grid: [true, true, true, true],
    setOrder: 80, forms: [...ACCOUNT, CHECKOUT] },
  { code: 'group_id', input: 'select', label: 'Group', sortOrder: 25, grid: [true, true, true, false], source: SRC + 'Group', setOrder: 25,
    forms: [ADMIN, CHECKOUT] },
  { code: 'dob', input: 'date', label: 'Date of Birth', required: false, visible: false, system: false, inputFilter: 'date',
    rules: '{"input_validation":"date"}', sortOrder: 90, grid: [true, true, true, false], setOrder: 90, forms: [...ACCOUNT, CHECKOUT] },
  { code: 'password_hash', input: 'hidden', label: null, required: false, visible: false, sortOrder: 0, setOrder: 81, forms: [] },
  { code: 'rp_token', input: 'hidden', label: null, required: false, visible: false, sortOrder: 0, setOrder: 115, forms: [] },
  { code: 'rp_token_created_at', input: 'date', label: null, required: false, visible: false, rules: '{"input_validation":"date"}',
    sortOrder: 0, setOrder: 120, forms: [] },
  { code: 'default_billing', input: 'text', label: 'Default Billing Address', required: false, visible: false, sortOrder: 0, setOrder: 82,
    forms: [] },
  { code: 'default_shipping', input: 'text', label: 'Default Shipping Address', required: false, visible: false, sortOrder: 0, setOrder: 83,
    forms: [] },
  { code: 'taxvat', input: 'text', label: 'Tax/VAT Number', required: false, visible: false, system: false,
    rules: '{"max_text_length":255}', sortOrder: 100, grid: [true, true, false, true], setOrder: 100, forms: [...ACCOUNT, CHECKOUT] },
  { code: 'confirmation', input: 'text', label: 'Is Confirmed', required: false, visible: false, sortOrder: 0,
    grid: [true, true, true, false], setOrder: 85, forms: [] },
  { code: 'created_at', input: 'date', label: 'Created At', required: false, visible: false, system: false, sortOrder: 0,
    grid: [true, true, true, false], setOrder: 86, forms: ACCOUNT },
  { code: 'gender', input: 'select', label: 'Gender', required: false, visible: false, system: false, rules: '[]', sortOrder: 110,
    grid: [true, true, true, false], source: 'Magento\\Eav\\Model\\Entity\\Attribute\\Source\\Table', setOrder: 110,
    forms: [...ACCOUNT, CHECKOUT], options: ['Male', 'Female', 'Not Specified'] },
  { code: 'disable_auto_group_change', input: 'boolean', label: 'Disable Automatic Group Change Based on VAT ID', required: false,
    sortOrder: 28, setOrder: 121, forms: [ADMIN] },
  { code: 'updated_at', input: 'date', label: 'Updated At', required: false, visible: false, system: false, sortOrder: 0, setOrder: 87,
    forms: [] },
  { code: 'failures_num', input: 'hidden', label: 'Failures Number', required: false, visible: false, sortOrder: 0, setOrder: 100,
    forms: [] },
  { code: 'first_failure', input: 'date', label: 'First Failure Date', required: false, visible: false, sortOrder: 0, setOrder: 110,
    forms: [] },
  { code: 'lock_expires', input: 'date', label: 'Failures Number', required: false, visible: false, sortOrder: 0, setOrder: 120,
    forms: [] },
];

const ADDR_SRC = 'Magento\\Customer\\Model\\ResourceModel\\Address\\Attribute\\Source\\';

export const ADDRESS_ATTRIBUTES: InstallAttribute[] = [
  { code: 'prefix', input: 'text', label: 'Name Prefix', required: false, visible: false, system: false, sortOrder: 10, setOrder: 10,
    forms: ADDRESS },
  { code: 'firstname', input: 'text', label: 'First Name', inputFilter: 'trim', rules: NAME_RULES, sortOrder: 20,
    grid: [true, false, false, true], setOrder: 20, forms: ADDRESS },
  { code: 'middlename', input: 'text', label: 'Middle Name/Initial', required: false, visible: false, system: false, inputFilter: 'trim',
    sortOrder: 30, setOrder: 30, forms: ADDRESS },
  { code: 'lastname', input: 'text', label: 'Last Name', inputFilter: 'trim', rules: NAME_RULES, sortOrder: 40,
    grid: [true, false, false, true], setOrder: 40, forms: ADDRESS },
  { code: 'suffix', input: 'text', label: 'Name Suffix', required: false, visible: false, system: false, sortOrder: 50, setOrder: 50,
    forms: ADDRESS },
  { code: 'company', input: 'text', label: 'Company', required: false, rules: NAME_RULES, sortOrder: 60, grid: [true, false, false, true],
    setOrder: 60, forms: ADDRESS },
  { code: 'street', input: 'multiline', label: 'Street Address', multiline: 2, rules: NAME_RULES, sortOrder: 70,
    grid: [true, false, false, true], setOrder: 70, forms: ADDRESS },
  { code: 'city', input: 'text', label: 'City', rules: NAME_RULES, sortOrder: 100, grid: [true, false, false, true], setOrder: 80,
    forms: ADDRESS },
  { code: 'country_id', input: 'select', label: 'Country', sortOrder: 80, grid: [true, true, true, false], source: ADDR_SRC + 'Country',
    setOrder: 90, forms: ADDRESS },
  { code: 'region', input: 'text', label: 'State/Province', required: false, sortOrder: 90, grid: [true, true, false, true], setOrder: 100,
    forms: ADDRESS },
  { code: 'region_id', input: 'hidden', label: 'State/Province', required: false, sortOrder: 90, source: ADDR_SRC + 'Region', setOrder: 100,
    forms: ADDRESS },
  { code: 'postcode', input: 'text', label: 'Zip/Postal Code', required: false, rules: '[]',
    dataModel: 'Magento\\Customer\\Model\\Attribute\\Data\\Postcode', sortOrder: 110, grid: [true, true, true, true], setOrder: 110,
    forms: ADDRESS },
  { code: 'telephone', input: 'text', label: 'Phone Number', rules: NAME_RULES, sortOrder: 120, grid: [true, true, true, true],
    setOrder: 120, forms: ADDRESS },
  { code: 'fax', input: 'text', label: 'Fax', required: false, visible: false, system: false, rules: NAME_RULES, sortOrder: 130,
    grid: [true, false, false, true], setOrder: 130, forms: ADDRESS },
  { code: 'vat_id', input: 'text', label: 'VAT Number', required: false, sortOrder: 140, setOrder: 131, forms: ADDRESS },
  { code: 'vat_is_valid', input: 'text', label: 'VAT number validity', required: false, visible: false, sortOrder: 0, setOrder: 132,
    forms: [] },
  { code: 'vat_request_id', input: 'text', label: 'VAT number validation request ID', required: false, visible: false, sortOrder: 0,
    setOrder: 133, forms: [] },
  { code: 'vat_request_date', input: 'text', label: 'VAT number validation request date', required: false, visible: false, sortOrder: 0,
    setOrder: 134, forms: [] },
  { code: 'vat_request_success', input: 'text', label: 'VAT number validation request success', required: false, visible: false,
    sortOrder: 0, setOrder: 135, forms: [] },
];
