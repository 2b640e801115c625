import { CustomAttributeData, DataInterface, Field } from '@mercato/platform';

/**
 * Magento's customer data interfaces as input. Every property is optional here: what an account
 * needs (names, e-mail, website; an address's street, city…) is reported by the account rules with
 * Magento's messages, not by the input layer.
 */

@DataInterface('Magento\\Customer\\Api\\Data\\RegionInterface')
export class RegionData {
  @Field('string') region_code?: string | null;
  @Field('string') region?: string | null;
  @Field('int') region_id?: number | null;
}

/** No module of this platform extends addresses; any extension attribute given is refused. */
@DataInterface('Magento\\Customer\\Api\\Data\\AddressExtensionInterface')
export class AddressExtensionData {}

@DataInterface('Magento\\Customer\\Api\\Data\\AddressInterface')
export class AddressData {
  @Field('int') id?: number | null;
  @Field('int') customer_id?: number | null;
  @Field(() => RegionData) region?: RegionData | null;
  @Field('int') region_id?: number | null;
  @Field('string') country_id?: string | null;
  @Field('string', { array: true }) street?: string[] | null;
  @Field('string') company?: string | null;
  @Field('string') telephone?: string | null;
  @Field('string') fax?: string | null;
  @Field('string') postcode?: string | null;
  @Field('string') city?: string | null;
  @Field('string') firstname?: string | null;
  @Field('string') lastname?: string | null;
  @Field('string') middlename?: string | null;
  @Field('string') prefix?: string | null;
  @Field('string') suffix?: string | null;
  @Field('string') vat_id?: string | null;
  @Field('bool') default_shipping?: boolean | null;
  @Field('bool') default_billing?: boolean | null;
  @Field(() => AddressExtensionData) extension_attributes?: AddressExtensionData;
  /** Accepted as Magento accepts them; no custom address attribute is defined, so none is kept. */
  @Field(() => CustomAttributeData, { array: true }) custom_attributes?: CustomAttributeData[] | null;
}

/**
 * The extension attributes other Magento modules add to customers. They are accepted so that
 * clients written for Magento keep working; the modules behind them (newsletter, remote shopping
 * assistance) are not part of this platform, so the values are not kept.
 */
@DataInterface('Magento\\Customer\\Api\\Data\\CustomerExtensionInterface')
export class CustomerExtensionData {
  @Field('bool') is_subscribed?: boolean | null;
  @Field('int') assistance_allowed?: number | null;
}

@DataInterface('Magento\\Customer\\Api\\Data\\CustomerInterface')
export class CustomerData {
  @Field('int') id?: number | null;
  @Field('int') group_id?: number | null;
  @Field('string') default_billing?: string | null;
  @Field('string') default_shipping?: string | null;
  @Field('string') confirmation?: string | null;
  @Field('string') created_at?: string | null;
  @Field('string') updated_at?: string | null;
  @Field('string') created_in?: string | null;
  @Field('string') dob?: string | null;
  @Field('string') email?: string | null;
  @Field('string') firstname?: string | null;
  @Field('string') lastname?: string | null;
  @Field('string') middlename?: string | null;
  @Field('string') prefix?: string | null;
  @Field('string') suffix?: string | null;
  @Field('int') gender?: number | null;
  @Field('int') store_id?: number | null;
  @Field('string') taxvat?: string | null;
  @Field('int') website_id?: number | null;
  @Field(() => AddressData, { array: true }) addresses?: AddressData[] | null;
  @Field('int') disable_auto_group_change?: number | null;
  @Field(() => CustomerExtensionData) extension_attributes?: CustomerExtensionData;
  /** Accepted as Magento accepts them; no custom customer attribute is defined, so none is kept. */
  @Field(() => CustomAttributeData, { array: true }) custom_attributes?: CustomAttributeData[] | null;
}

/** What `PUT /V1/customers/validate` answers. */
@DataInterface('Magento\\Customer\\Api\\Data\\ValidationResultsInterface')
export class ValidationResultsData {
  @Field('bool') valid?: boolean;
  @Field('string', { array: true }) messages?: string[];
}
