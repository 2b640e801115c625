import { DataInterface, Field } from '@mercato/platform';

/** What products-render-info answers: Magento\Catalog\Api\Data\ProductRender\* and ProductRenderInterface. */

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductRender\\ButtonInterface')
export class ProductRenderButtonData {
  @Field('string') post_data?: string;
  @Field('string') url?: string;
  @Field('bool') required_options?: boolean;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductRender\\FormattedPriceInfoInterface')
export class FormattedPriceInfoData {
  @Field('string') final_price?: string;
  @Field('string') max_price?: string;
  @Field('string') minimal_price?: string;
  @Field('string') max_regular_price?: string;
  @Field('string') minimal_regular_price?: string;
  @Field('string') special_price?: string;
  @Field('string') regular_price?: string;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductRender\\PriceInfoInterface')
export class PriceInfoData {
  @Field('float') final_price?: number;
  @Field('float') max_price?: number;
  @Field('float') max_regular_price?: number;
  @Field('float') minimal_regular_price?: number;
  @Field('float') special_price?: number;
  @Field('float') minimal_price?: number;
  @Field('float') regular_price?: number;
  @Field(() => FormattedPriceInfoData) formatted_prices?: FormattedPriceInfoData;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductRender\\ImageInterface')
export class ProductRenderImageData {
  @Field('string') url?: string;
  @Field('string') code?: string;
  @Field('float') height?: number;
  @Field('float') width?: number;
  @Field('string') label?: string;
  @Field('float') resized_width?: number;
  @Field('float') resized_height?: number;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductRenderInterface')
export class ProductRenderData {
  @Field(() => ProductRenderButtonData) add_to_cart_button?: ProductRenderButtonData;
  @Field(() => ProductRenderButtonData) add_to_compare_button?: ProductRenderButtonData;
  @Field(() => PriceInfoData) price_info?: PriceInfoData;
  @Field(() => ProductRenderImageData, { array: true }) images?: ProductRenderImageData[];
  @Field('string') url?: string;
  @Field('int') id?: number;
  @Field('string') name?: string;
  @Field('string') type?: string;
  /** `1` or the empty string, as Magento's string field answers it. */
  @Field('string') is_salable?: string;
  @Field('int') store_id?: number;
  @Field('string') currency_code?: string;
}
