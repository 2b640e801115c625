import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Tax\\Api\\Data\\TaxRateTitleExtensionInterface')
export class TaxRateTitleExtensionInput {}

@DataInterface('Magento\\Tax\\Api\\Data\\TaxRateTitleInterface')
export class TaxRateTitleData {
  @Field('string') store_id?: string | null;
  @Field('string') value?: string | null;
  @Field(() => TaxRateTitleExtensionInput) extension_attributes?: TaxRateTitleExtensionInput;
}

@DataInterface('Magento\\Tax\\Api\\Data\\TaxRateExtensionInterface')
export class TaxRateExtensionInput {}

/**
 * Magento\Tax\Api\Data\TaxRateInterface. `region_name` is accepted (it is part of the interface)
 * and ignored: the name is the region's code, derived from `tax_region_id`.
 */
@DataInterface('Magento\\Tax\\Api\\Data\\TaxRateInterface')
export class TaxRateData {
  @Field('int') id?: number | null;
  @Field('string') tax_country_id?: string | null;
  @Field('int') tax_region_id?: number | null;
  @Field('string') region_name?: string | null;
  @Field('string') tax_postcode?: string | null;
  @Field('int') zip_is_range?: number | null;
  @Field('int') zip_from?: number | null;
  @Field('int') zip_to?: number | null;
  @Field('float') rate?: number | null;
  @Field('string') code?: string | null;
  @Field(() => TaxRateTitleData, { array: true }) titles?: TaxRateTitleData[] | null;
  @Field(() => TaxRateExtensionInput) extension_attributes?: TaxRateExtensionInput;
}

/** POST and PUT /V1/taxRates (PUT names the rate by `taxRate.id`). */
export class TaxRateSaveInput {
  @Field(() => TaxRateData, { required: true }) taxRate: TaxRateData;
}

export class TaxRateIdInput {
  @Field('int', { required: true }) rateId: number;
}
