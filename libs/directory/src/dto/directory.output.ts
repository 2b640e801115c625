import { DataInterface, Field } from '@mercato/platform';

/** What Magento_Directory's routes answer: the store's currencies and the allowed countries. */

@DataInterface('Magento\\Directory\\Api\\Data\\ExchangeRateInterface')
export class ExchangeRateData {
  @Field('string') currency_to?: string;
  @Field('float') rate?: number;
}

@DataInterface('Magento\\Directory\\Api\\Data\\CurrencyInformationInterface')
export class CurrencyInformationData {
  @Field('string') base_currency_code?: string;
  @Field('string') base_currency_symbol?: string;
  @Field('string') default_display_currency_code?: string;
  @Field('string') default_display_currency_symbol?: string;
  @Field('string', { array: true }) available_currency_codes?: string[];
  @Field(() => ExchangeRateData, { array: true }) exchange_rates?: ExchangeRateData[];
}

@DataInterface('Magento\\Directory\\Api\\Data\\RegionInformationInterface')
export class RegionInformationData {
  /** Magento declares a string; the id is answered as the number it is. */
  @Field('int') id?: number;
  @Field('string') code?: string;
  @Field('string') name?: string;
}

@DataInterface('Magento\\Directory\\Api\\Data\\CountryInformationInterface')
export class CountryInformationData {
  @Field('string') id?: string;
  @Field('string') two_letter_abbreviation?: string;
  @Field('string') three_letter_abbreviation?: string;
  @Field('string') full_name_locale?: string;
  @Field('string') full_name_english?: string;
  @Field(() => RegionInformationData, { array: true }) available_regions?: RegionInformationData[];
}
