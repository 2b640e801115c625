import { DataInterface, Field } from '@mercato/platform';

/** What Magento_Store's routes answer: store views, groups, websites and their configuration. */

@DataInterface('Magento\\Store\\Api\\Data\\StoreInterface')
export class StoreData {
  @Field('int') id?: number;
  @Field('string') code?: string;
  @Field('string') name?: string;
  @Field('int') website_id?: number;
  @Field('int') store_group_id?: number;
  @Field('int') is_active?: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Store\\Api\\Data\\GroupInterface')
export class StoreGroupData {
  @Field('int') id?: number;
  @Field('int') website_id?: number;
  @Field('int') root_category_id?: number;
  @Field('int') default_store_id?: number;
  @Field('string') name?: string;
  @Field('string') code?: string;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Store\\Api\\Data\\WebsiteInterface')
export class WebsiteData {
  @Field('int') id?: number;
  @Field('string') code?: string;
  @Field('string') name?: string;
  @Field('int') default_group_id?: number;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Store\\Api\\Data\\StoreConfigInterface')
export class StoreConfigData {
  @Field('int') id?: number;
  @Field('string') code?: string;
  @Field('int') website_id?: number;
  @Field('string') locale?: string;
  @Field('string') base_currency_code?: string;
  @Field('string') default_display_currency_code?: string;
  @Field('string') timezone?: string;
  @Field('string') weight_unit?: string;
  @Field('string') base_url?: string;
  @Field('string') base_link_url?: string;
  @Field('string') base_static_url?: string;
  @Field('string') base_media_url?: string;
  @Field('string') secure_base_url?: string;
  @Field('string') secure_base_link_url?: string;
  @Field('string') secure_base_static_url?: string;
  @Field('string') secure_base_media_url?: string;
  @Field('mixed') extension_attributes?: unknown;
}
