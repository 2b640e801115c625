import { CustomerLookup } from '@mercato/customer';
import { Directory } from '@mercato/directory';
import { InputException } from '@mercato/platform';
import { addressIncorrect } from './messages';
import { RegistryAddress, RegistryAddressInput } from './types';

/** What a registry copies of a stored address. */
const COPIED_FIELDS = [
  'firstname',
  'lastname',
  'company',
  'street',
  'city',
  'region',
  'region_id',
  'region_code',
  'postcode',
  'country_id',
  'telephone',
];

/** Where a registry address comes from: the owner's address book, or the directory that checks a given one. */
export interface AddressSources {
  customers: CustomerLookup;
  directory: Directory;
}

/**
 * The address a registry's gifts are shipped to, as the registry keeps it: a copy of one of the
 * owner's stored addresses (Magento's Entity::importAddress copies every address attribute but the
 * ids), or an address given in full. Never both (Magento's GraphQL refuses that too).
 */
export async function registryAddress(
  sources: AddressSources,
  customerId: number,
  source: { addressId?: number; address?: RegistryAddressInput },
): Promise<RegistryAddress | null> {
  if (source.addressId !== undefined && source.address !== undefined) throw addressIncorrect();
  if (source.addressId !== undefined) return storedAddress(sources.customers, customerId, source.addressId);
  if (source.address !== undefined) return givenAddress(sources.directory, source.address);
  return null;
}

async function storedAddress(customers: CustomerLookup, customerId: number, addressId: number): Promise<RegistryAddress> {
  const row = (await customers.addresses([addressId])).get(addressId);
  // Someone else's address is as wrong as none: Magento's "Please correct the address." for both.
  if (!row || row.parent_id !== customerId || !row.country_id) throw addressIncorrect();
  return Object.fromEntries(
    COPIED_FIELDS.map((f) => [f, f === 'street' ? (row.street_lines ?? []) : row[f]]),
  ) as unknown as RegistryAddress;
}

async function givenAddress(directory: Directory, input: RegistryAddressInput): Promise<RegistryAddress> {
  if (!input.country_id) throw InputException.requiredField('country_id');
  if (!(await directory.countryExists(input.country_id))) throw InputException.invalidFieldValue('country_id', input.country_id);
  const street = input.street == null ? [] : Array.isArray(input.street) ? input.street : [input.street];
  return {
    firstname: input.firstname ?? null,
    lastname: input.lastname ?? null,
    company: input.company ?? null,
    street,
    city: input.city ?? null,
    region: input.region ?? null,
    region_id: input.region_id ?? null,
    region_code: input.region_code ?? null,
    postcode: input.postcode ?? null,
    country_id: input.country_id,
    telephone: input.telephone ?? null,
  };
}
