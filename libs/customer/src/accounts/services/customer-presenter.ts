import { AddressRow, CustomerRow } from './customer-records';

/**
 * Customers and addresses as Magento's REST API answers them (DataObjectProcessor): the fields in
 * the data interface's order, optional ones left out when empty. default_billing/default_shipping
 * are strings on a customer, flags (only when true) on an address; an address always carries its
 * region object, whose members Magento declares non-nullable.
 */
export function presentCustomer(row: CustomerRow, addresses: AddressRow[]): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.entity_id, group_id: row.group_id };
  put(out, 'default_billing', row.default_billing === null ? null : String(row.default_billing));
  put(out, 'default_shipping', row.default_shipping === null ? null : String(row.default_shipping));
  put(out, 'confirmation', row.confirmation);
  put(out, 'created_at', row.created_at);
  put(out, 'updated_at', row.updated_at);
  put(out, 'created_in', row.created_in);
  put(out, 'dob', row.dob);
  put(out, 'email', row.email);
  put(out, 'firstname', row.firstname);
  put(out, 'lastname', row.lastname);
  put(out, 'middlename', row.middlename);
  put(out, 'prefix', row.prefix);
  put(out, 'suffix', row.suffix);
  put(out, 'gender', row.gender);
  put(out, 'store_id', row.store_id);
  put(out, 'taxvat', row.taxvat);
  put(out, 'website_id', row.website_id);
  out.addresses = addresses.map((a) => presentAddress(a, row));
  out.disable_auto_group_change = row.disable_auto_group_change;
  return out;
}

export function presentAddress(
  a: AddressRow,
  customer: Pick<CustomerRow, 'default_billing' | 'default_shipping'>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: a.entity_id,
    customer_id: a.parent_id,
    region: { region_code: a.region_code, region: a.region, region_id: a.region_id ?? 0 },
    region_id: a.region_id ?? 0,
  };
  put(out, 'country_id', a.country_id);
  if (a.street !== null) out.street = a.street.split('\n');
  put(out, 'company', a.company);
  put(out, 'telephone', a.telephone);
  put(out, 'fax', a.fax);
  put(out, 'postcode', a.postcode);
  put(out, 'city', a.city);
  put(out, 'firstname', a.firstname);
  put(out, 'lastname', a.lastname);
  put(out, 'middlename', a.middlename);
  put(out, 'prefix', a.prefix);
  put(out, 'suffix', a.suffix);
  put(out, 'vat_id', a.vat_id);
  if (customer.default_shipping === a.entity_id) out.default_shipping = true;
  if (customer.default_billing === a.entity_id) out.default_billing = true;
  return out;
}

function put(out: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== null && value !== undefined) out[key] = value;
}
