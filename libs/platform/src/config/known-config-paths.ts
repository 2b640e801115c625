import type { ConfigPathDefinition, ConfigValueType } from './config-paths';

/*
 * The configuration paths Mercato's code reads from core_config_data, section by section, with
 * what each accepts (Magento's system.xml source and backend models). The readers keep their
 * config.xml defaults; a path read by new code is added here, or config:set refuses it.
 */

const FLAG: ConfigValueType = { kind: 'flag' };
const TEXT: ConfigValueType = { kind: 'text' };
const DECIMAL: ConfigValueType = { kind: 'decimal' };
const AMOUNT: ConfigValueType = { kind: 'decimal', min: 0 };
const COUNT: ConfigValueType = { kind: 'integer', min: 0 };
const POSITIVE: ConfigValueType = { kind: 'integer', min: 1 };
const choice = (...values: string[]): ConfigValueType => ({ kind: 'choice', values });
const COUNTRY: ConfigValueType = { kind: 'text', pattern: /^[A-Z]{2}$/, what: 'a two-letter ISO country code (US, DE)' };
const COUNTRIES: ConfigValueType = { kind: 'list', item: /^[A-Z]{2}$/, what: 'a two-letter ISO country code' };
const CURRENCY: ConfigValueType = { kind: 'text', pattern: /^[A-Z]{3}$/, what: 'a three-letter ISO currency code (USD, EUR)' };
const CURRENCIES: ConfigValueType = { kind: 'list', item: /^[A-Z]{3}$/, what: 'a three-letter ISO currency code' };
const EMAIL: ConfigValueType = { kind: 'text', pattern: /^[^\s@]+@[^\s@]+$/, what: 'an e-mail address' };
const URL: ConfigValueType = { kind: 'text', pattern: /^(https?:\/\/\S+\/|\{\{\w+\}\}\S*\/)$/, what: 'a URL ending with "/"' };
const ENDPOINT: ConfigValueType = { kind: 'text', pattern: /^https?:\/\/\S+$/, what: 'an http(s) URL' };
const IDENTITY = choice('general', 'sales', 'support', 'custom1', 'custom2');
const TIME_ZONE: ConfigValueType = { kind: 'text', valid: isTimeZone, what: 'an IANA time zone (Europe/Berlin, America/Los_Angeles)' };

/** `prefix/key` for each key: a section's paths declared together. */
function section(prefix: string, keys: Record<string, ConfigValueType>, extra: Partial<ConfigPathDefinition> = {}): ConfigPathDefinition[] {
  return Object.entries(keys).map(([key, type]) => ({ path: `${prefix}/${key}`, type, ...extra }));
}

/** Magento_OfflineShipping's carriers (the keys of libs/shipping's CARRIER_DEFAULTS). */
function carrier(code: string, own: Record<string, ConfigValueType>): ConfigPathDefinition[] {
  return section(`carriers/${code}`, {
    active: FLAG,
    title: TEXT,
    name: TEXT,
    sallowspecific: FLAG,
    specificcountry: COUNTRIES,
    showmethod: FLAG,
    specificerrmsg: TEXT,
    handling_type: choice('F', 'P'),
    handling_fee: AMOUNT,
    sort_order: { kind: 'integer' },
    ...own,
  });
}

/** A payment method's settings (libs/payment's COMMON_METHOD_DEFAULTS and METHOD_DEFAULTS). */
function paymentMethod(code: string, own: Record<string, ConfigValueType> = {}): ConfigPathDefinition[] {
  return section(`payment/${code}`, {
    active: FLAG,
    title: TEXT,
    allowspecific: FLAG,
    specificcountry: COUNTRIES,
    min_order_total: AMOUNT,
    max_order_total: AMOUNT,
    sort_order: { kind: 'integer' },
    ...own,
  });
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const KNOWN_CONFIG_PATHS: readonly ConfigPathDefinition[] = [
  { path: 'crypt/key', type: TEXT, sensitive: true, locked: 'it is the instance key every token and sealed secret depends on.' },
  ...section('admin/security', { session_lifetime: { kind: 'integer', min: 60 } }),
  ...section('catalog/price', { scope: choice('0', '1') }),
  ...section('catalog/seo', { product_url_suffix: TEXT }),
  ...section('catalog/layered_navigation', { price_range_step: AMOUNT, price_range_max_intervals: POSITIVE }),
  ...section('catalog/placeholder', { small_image_placeholder: TEXT }),
  ...section('cataloginventory/item_options', { auto_return: FLAG, notify_stock_qty: DECIMAL }),
  ...section('checkout/options', { enable_agreements: FLAG, disable_guest_checkout_login: FLAG }),
  ...section('currency/options', { base: CURRENCY, default: CURRENCY, allow: CURRENCIES }),
  ...section('customer/address', {
    company_show: choice('', 'opt', 'req'),
    fax_show: choice('', 'opt', 'req'),
    telephone_show: choice('', 'opt', 'req'),
  }),
  ...section('customer/captcha', {
    enable: FLAG,
    failed_attempts_login: COUNT,
    forms: { kind: 'list', item: /^\w+$/, what: 'a form name' },
  }),
  ...section('customer/create_account', { confirm: FLAG, default_group: COUNT, email_identity: IDENTITY }),
  ...section('customer/password', {
    forgot_email_identity: IDENTITY,
    minimum_password_length: POSITIVE,
    required_character_classes_number: choice('1', '2', '3', '4'),
    reset_link_expiration_period: POSITIVE,
  }),
  ...section('downloadable', { domains: { kind: 'list', item: /^[A-Za-z0-9.-]+(:\d+)?$/, what: 'a host name' } }),
  ...section('general/country', { allow: COUNTRIES, optional_zip_countries: COUNTRIES }),
  ...section('general/region', { state_required: COUNTRIES }),
  ...section('general/locale', {
    code: { kind: 'text', pattern: /^[a-z]{2,3}_[A-Z]{2}$/, what: 'a locale code (en_US)' },
    timezone: TIME_ZONE,
    weight_unit: choice('lbs', 'kgs'),
  }),
  ...section('general/single_store_mode', { enabled: FLAG }),
  ...section('general/store_information', { name: TEXT }),
  ...section('general/file', { protected_extensions: { kind: 'list', item: /^\w+$/, what: 'a file extension' } }),
  ...section('oauth/authentication_lock', { max_failures_count: COUNT, timeout: COUNT }),
  ...section('oauth/cleanup', { cleanup_probability: COUNT, expiration_period: COUNT }),
  ...section('oauth/consumer', {
    expiration_period: POSITIVE,
    post_timeout: POSITIVE,
    allow_plaintext: FLAG,
    enable_integration_as_bearer: FLAG,
  }),
  ...section('marketplace/general', { environment: choice('production', 'sandbox') }),
  ...section('shipping/origin', { country_id: COUNTRY, region_id: TEXT, postcode: TEXT }),
  { path: 'system/smtp/password', type: TEXT, sensitive: true },
  ...section('system/smtp', {
    disable: FLAG,
    host: TEXT,
    port: { kind: 'integer', min: 1, max: 65535 },
    username: TEXT,
    auth: choice('none', 'login', 'plain'),
    ssl: choice('', 'ssl', 'tls'),
  }),
  ...['general', 'sales', 'support', 'custom1', 'custom2'].flatMap((id) =>
    section(`trans_email/ident_${id}`, { name: TEXT, email: EMAIL }),
  ),
  ...section('tax/calculation', {
    algorithm: choice('UNIT_BASE_CALCULATION', 'ROW_BASE_CALCULATION', 'TOTAL_BASE_CALCULATION'),
    price_includes_tax: FLAG,
    shipping_includes_tax: FLAG,
    based_on: choice('shipping', 'billing', 'origin'),
    apply_after_discount: FLAG,
    discount_tax: FLAG,
    cross_border_trade_enabled: FLAG,
    apply_tax_on: choice('0', '1'),
  }),
  ...section('tax/cart_display', {
    subtotal: choice('1', '2', '3'),
    shipping: choice('1', '2', '3'),
    grandtotal: FLAG,
    full_summary: FLAG,
  }),
  ...section('tax/classes', { shipping_tax_class: COUNT, wrapping_tax_class: COUNT }),
  ...section('tax/defaults', { country: COUNTRY, region: TEXT, postcode: TEXT }),
  ...section('web/default', { cms_home_page: TEXT, cms_no_cookies: TEXT, cms_no_route: TEXT }),
  ...['secure', 'unsecure'].flatMap((s) =>
    section(`web/${s}`, { base_url: URL, base_link_url: URL, base_media_url: URL, base_static_url: URL }),
  ),
  ...section('webapi/jwtauth', { admin_expiration: POSITIVE, customer_expiration: POSITIVE }),
  ...section('webapi/validation', {
    input_limit_enabled: FLAG,
    complex_array_limit: POSITIVE,
    default_page_size: POSITIVE,
    maximum_page_size: POSITIVE,
    bulk_item_limit_guest: POSITIVE,
    bulk_item_limit_customer: POSITIVE,
    bulk_item_limit_integration: POSITIVE,
    bulk_item_limit_admin: POSITIVE,
  }),
  ...carrier('flatrate', { price: AMOUNT, type: choice('O', 'I') }),
  ...carrier('tablerate', {
    condition_name: choice('package_weight', 'package_value_with_discount', 'package_qty'),
    include_virtual_price: FLAG,
  }),
  ...carrier('freeshipping', { free_shipping_subtotal: AMOUNT }),
  ...paymentMethod('checkmo'),
  ...paymentMethod('banktransfer'),
  ...paymentMethod('cashondelivery'),
  ...paymentMethod('purchaseorder'),
  ...paymentMethod('free'),
  // Commerce edition.
  ...paymentMethod('worldpay', { order_status: TEXT, gateway_url: ENDPOINT, merchant_code: TEXT }),
  { path: 'payment/worldpay/api_key', type: TEXT, sensitive: true },
  ...section('giftcard/giftcardaccount_general', {
    code_format: choice('alphanum', 'alpha', 'num'),
    code_length: POSITIVE,
    code_prefix: TEXT,
    code_suffix: TEXT,
    code_split: COUNT,
  }),
  ...section('customer/magento_customerbalance', { is_enabled: FLAG }),
  ...section('magento_reward/general', {
    is_enabled: FLAG,
    is_enabled_on_front: FLAG,
    min_points_balance: COUNT,
    deduct_automatically: FLAG,
  }),
  ...section('magento_reward/points', { order: FLAG }),
  ...section('sales/gift_options', {
    allow_order: FLAG,
    allow_items: FLAG,
    wrapping_allow_order: FLAG,
    wrapping_allow_items: FLAG,
    allow_gift_receipt: FLAG,
    allow_printed_card: FLAG,
    printed_card_price: AMOUNT,
  }),
];
