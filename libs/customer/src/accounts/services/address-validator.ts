import { Injectable } from '@nestjs/common';
import { ErrorEntry, INVALID_FIELD_VALUE, InputException, REQUIRED_FIELD, ScopeConfig } from '@mercato/platform';
import { Directory } from '@mercato/directory';
import { AddressValues } from './customer-records';

/** Magento's defaults for the address settings this validator reads. */
const CONFIG = {
  telephone: { path: 'customer/address/telephone_show', fallback: 'req' },
  company: { path: 'customer/address/company_show', fallback: 'opt' },
  fax: { path: 'customer/address/fax_show', fallback: '' },
  optionalZip: { path: 'general/country/optional_zip_countries', fallback: 'HK,IE,MO,PA,GE' },
  allowedCountries: 'general/country/allow',
  stateRequired: 'general/region/state_required',
};

const required = (fieldName: string): ErrorEntry => ({ message: REQUIRED_FIELD, parameters: { fieldName } });
const invalid = (fieldName: string, value: unknown): ErrorEntry => ({ message: INVALID_FIELD_VALUE, parameters: { fieldName, value } });
const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * Magento's address validators (Address\Validator\General, \Country, \Customer) in their order:
 * names, street, city, then the configured telephone/fax/company, the postcode unless the
 * country's is optional, the country and its region. One failure is a 400 with its message, more
 * are Magento's aggregate. Regions are Magento_Directory's: a region code names the region, a
 * country that has regions needs one.
 */
@Injectable()
export class AddressValidator {
  constructor(
    private readonly config: ScopeConfig,
    private readonly directory: Directory,
  ) {}

  /** Whether an address in this country may be kept at all (general/country/allow). */
  async countryAllowed(countryId: string | null | undefined): Promise<boolean> {
    if (blank(countryId)) return false;
    const allowed = await this.config.get(CONFIG.allowedCountries);
    if (allowed) return allowed.split(',').includes(countryId!);
    return this.directory.countryExists(countryId!);
  }

  /**
   * Checks an address (already merged with what is stored) and settles its region: the region id
   * from the code when only the code is given, the directory's name and code for a region id.
   */
  async validate(address: AddressValues, owner: { addressCustomerId: number | null; customerId: number }): Promise<AddressValues> {
    const errors: ErrorEntry[] = [];
    if (blank(address.firstname)) errors.push(required('firstname'));
    if (blank(address.lastname)) errors.push(required('lastname'));
    if (blank(address.street?.split('\n')[0])) errors.push(required('street'));
    if (blank(address.city)) errors.push(required('city'));
    for (const field of ['telephone', 'fax', 'company'] as const) {
      const show = await this.config.get(CONFIG[field].path, CONFIG[field].fallback);
      if (show === 'req' && blank(address[field])) errors.push(required(field));
    }
    const optionalZip = ((await this.config.get(CONFIG.optionalZip.path, CONFIG.optionalZip.fallback)) ?? '').split(',');
    if (!optionalZip.includes(address.country_id ?? '') && blank(address.postcode)) errors.push(required('postcode'));

    const settled = { ...address };
    if (blank(address.country_id)) errors.push(required('countryId'));
    else if (!(await this.countryAllowed(address.country_id))) errors.push(invalid('countryId', address.country_id));
    else errors.push(...(await this.settleRegion(settled)));

    // Address\Validator\Customer: an existing address stays with its customer.
    if (owner.addressCustomerId !== null && owner.addressCustomerId !== owner.customerId) {
      errors.push({
        message: 'Provided customer ID "%customer_id" isn\'t related to current customer address.',
        parameters: { customer_id: owner.customerId },
      });
    }
    if (errors.length) throw InputException.fromEntries(errors);
    return settled;
  }

  private async settleRegion(address: AddressValues): Promise<ErrorEntry[]> {
    const country = address.country_id!;
    const regions = await this.directory.regionsOf(country);
    if (!regions.length) {
      address.region_id = null;
      if ((await this.regionRequired(country)) && blank(address.region)) return [required('region')];
      return [];
    }
    if (!address.region_id && !blank(address.region_code)) {
      address.region_id = (await this.directory.regionByCode(country, address.region_code!))?.region_id ?? null;
    }
    if (!address.region_id) {
      return (await this.regionRequired(country)) ? [required('regionId')] : [];
    }
    const region = regions.find((r) => r.region_id === address.region_id);
    if (!region) return [invalid('regionId', String(address.region_id))];
    address.region = region.name;
    address.region_code = region.code;
    return [];
  }

  /** general/region/state_required, which a fresh install sets to the countries that have regions. */
  private async regionRequired(countryId: string): Promise<boolean> {
    const configured = await this.config.get(CONFIG.stateRequired);
    if (configured !== null) return configured.split(',').includes(countryId);
    return (await this.directory.countriesWithRegions()).includes(countryId);
  }
}
