import { Injectable } from '@nestjs/common';
import { NoSuchEntityException } from '@mercato/platform';
import { AddressData } from '../dto/customer.input';
import { AddressValidator } from './address-validator';
import { AddressPlan, AddressRow, AddressValues, AddressWrite, CustomerRecords } from './customer-records';

export interface Defaults {
  default_billing: number | null;
  default_shipping: number | null;
}

/**
 * Turns the `addresses` of a customer being saved into what to write (AccountManagement and
 * CustomerRepository::save): on a new account every address is new (an id is ignored, an address
 * whose country the store does not allow is left out, as Magento does); on an update an address
 * with an id changes that address (the fields given over the stored ones), one without is added,
 * and the customer's other addresses are deleted. Every address is validated; default flags set or
 * clear the customer's default billing and shipping addresses.
 */
@Injectable()
export class AddressPlans {
  constructor(
    private readonly records: CustomerRecords,
    private readonly validator: AddressValidator,
  ) {}

  async plan(
    customerId: number | null,
    inputs: AddressData[],
    existing: AddressRow[],
    defaults: Defaults,
  ): Promise<{ plan: AddressPlan; defaults: Defaults }> {
    const creating = customerId === null;
    const kept: { input: AddressData; values: AddressValues; id: number | null }[] = [];
    for (const input of inputs) {
      if (creating && !(await this.validator.countryAllowed(input.country_id))) continue;
      let base: AddressRow | undefined;
      let owner: number | null = null;
      if (!creating && input.id) {
        base = existing.find((a) => a.entity_id === input.id) ?? (await this.records.address(input.id));
        if (!base) throw NoSuchEntityException.singleField('addressId', input.id);
        owner = base.parent_id;
      }
      const values = await this.validator.validate(merge(input, base), { addressCustomerId: owner, customerId: customerId ?? 0 });
      kept.push({ input, values, id: base ? base.entity_id : null });
    }
    const newIds = await this.records.allocateAddressIds(kept.filter((k) => k.id === null).length);
    const write: AddressWrite[] = kept.map((k) => ({ ...k.values, entity_id: k.id ?? newIds.shift()!, isNew: k.id === null }));

    const next = { ...defaults };
    write.forEach((w, i) => {
      for (const key of ['default_billing', 'default_shipping'] as const) {
        const flag = kept[i].input[key];
        if (flag === true) next[key] = w.entity_id;
        else if (flag === false && next[key] === w.entity_id) next[key] = null;
      }
    });
    // The addresses not given are deleted, and with them their default role.
    const ids = new Set(write.map((w) => w.entity_id));
    for (const key of ['default_billing', 'default_shipping'] as const) if (next[key] !== null && !ids.has(next[key])) next[key] = null;
    return { plan: { write, replace: !creating }, defaults: next };
  }
}

/** The address given, over what is stored for it. A region object replaces the whole region. */
function merge(input: AddressData, base?: AddressRow): AddressValues {
  const pick = <T>(given: T | null | undefined, stored: T | null | undefined): T | null =>
    given !== undefined && given !== null ? given : (stored ?? null);
  const region = input.region
    ? {
        region: input.region.region ?? null,
        region_code: input.region.region_code ?? null,
        region_id: input.region.region_id || input.region_id || null,
      }
    : input.region_id
      ? { region: null, region_code: null, region_id: input.region_id }
      : { region: base?.region ?? null, region_code: base?.region_code ?? null, region_id: base?.region_id ?? null };
  return {
    city: pick(input.city, base?.city),
    company: pick(input.company, base?.company),
    country_id: pick(input.country_id, base?.country_id),
    fax: pick(input.fax, base?.fax),
    firstname: pick(input.firstname, base?.firstname),
    lastname: pick(input.lastname, base?.lastname),
    middlename: pick(input.middlename, base?.middlename),
    postcode: pick(input.postcode, base?.postcode),
    prefix: pick(input.prefix, base?.prefix),
    ...region,
    street: input.street ? input.street.join('\n') : (base?.street ?? null),
    suffix: pick(input.suffix, base?.suffix),
    telephone: pick(input.telephone, base?.telephone),
    vat_id: pick(input.vat_id, base?.vat_id),
  };
}
