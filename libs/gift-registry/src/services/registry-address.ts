import { Database, InputException } from '@mercato/platform';
import { addressIncorrect } from './messages';
import { RegistryAddress, RegistryAddressInput } from './types';

/**
 * The address a registry's gifts are shipped to, as the registry keeps it: a copy of one of the
 * owner's stored addresses (Magento's Entity::importAddress copies every address attribute but the
 * ids), or an address given in full. Never both (Magento's GraphQL refuses that too).
 */
export async function registryAddress(
  ds: Database,
  customerId: number,
  source: { addressId?: number; address?: RegistryAddressInput },
): Promise<RegistryAddress | null> {
  if (source.addressId !== undefined && source.address !== undefined) throw addressIncorrect();
  if (source.addressId !== undefined) return storedAddress(ds, customerId, source.addressId);
  if (source.address !== undefined) return givenAddress(ds, source.address);
  return null;
}

async function storedAddress(ds: Database, customerId: number, addressId: number): Promise<RegistryAddress> {
  const [row] = await ds.query(
    `SELECT firstname, lastname, company, string_to_array(street, E'\n') AS street, city, region, region_id, region_code, postcode,
       country_id, telephone
     FROM customer_address_entity WHERE entity_id = $1 AND parent_id = $2`,
    [addressId, customerId],
  );
  // Someone else's address is as wrong as none: Magento's "Please correct the address." for both.
  if (!row || !row.country_id) throw addressIncorrect();
  return { ...row, street: row.street ?? [] };
}

async function givenAddress(ds: Database, input: RegistryAddressInput): Promise<RegistryAddress> {
  if (!input.country_id) throw InputException.requiredField('country_id');
  const [country] = await ds.query(`SELECT 1 FROM directory_country WHERE country_id = $1`, [input.country_id]);
  if (!country) throw InputException.invalidFieldValue('country_id', input.country_id);
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
