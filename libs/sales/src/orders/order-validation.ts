import { ErrorEntry, InputException, LocalizedException } from '@mercato/platform';

const REQUIRED = '"%fieldName" is required. Enter and try again.';

/** Magento's Order\Address\Validator: required fields by label (telephone is required on a fresh install), e-mail format, type. */
const ADDRESS_REQUIRED: [string, string][] = [
  ['postcode', 'Zip code'],
  ['lastname', 'Last name'],
  ['street', 'Street'],
  ['city', 'City'],
  ['email', 'Email'],
  ['country_id', 'Country'],
  ['firstname', 'First Name'],
  ['address_type', 'Address Type'],
  ['telephone', 'Phone Number'],
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Throws Magento's `We can't save the address:` with every warning on its own line. */
export function assertAddress(a: Record<string, unknown>): void {
  const warnings = ADDRESS_REQUIRED.filter(([code]) => a[code] === null || a[code] === undefined || a[code] === '').map(
    ([, label]) => `${label} is a required field`,
  );
  if (typeof a.email !== 'string' || !EMAIL.test(a.email)) warnings.push('Email has a wrong format');
  if (a.address_type !== 'billing' && a.address_type !== 'shipping') warnings.push("Address type doesn't match required options");
  if (warnings.length) throw new LocalizedException("We can't save the address:\n%1", [warnings.join('\n')]);
}

/**
 * What a raw order save needs to be an order at all: a customer e-mail, a billing address, a
 * payment method and items with SKU, quantity and price. Magento enforces these through its
 * database columns and resource models; here they are named, all at once.
 */
export function assertNewOrder(entity: Record<string, any>): void {
  const missing: string[] = [];
  if (!entity.customer_email) missing.push('customer_email');
  if (!entity.billing_address) missing.push('billing_address');
  if (!entity.payment?.method) missing.push('payment.method');
  if (!Array.isArray(entity.items) || !entity.items.length) missing.push('items');
  (entity.items ?? []).forEach((item: Record<string, unknown>, n: number) => {
    for (const f of ['sku', 'qty_ordered', 'price'])
      if (item[f] === null || item[f] === undefined || item[f] === '') missing.push(`items[${n}].${f}`);
  });
  const entries: ErrorEntry[] = missing.map((fieldName) => ({ message: REQUIRED, parameters: { fieldName } }));
  if (entries.length) throw InputException.fromEntries(entries);
  (entity.items as Record<string, number>[]).forEach((item, n) => {
    if (item.qty_ordered <= 0) throw new InputException('The "%1" value\'s qty_ordered must be greater than 0.', [`items[${n}]`]);
  });
}
