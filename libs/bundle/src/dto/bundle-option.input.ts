import { DataInterface, Field } from '@mercato/platform';

/** Magento's LinkExtensionInterface declares no attributes of its own. */
@DataInterface('Magento\\Bundle\\Api\\Data\\LinkExtensionInterface')
export class BundleLinkExtensionInput {}

/** Magento's OptionExtensionInterface declares no attributes of its own. */
@DataInterface('Magento\\Bundle\\Api\\Data\\OptionExtensionInterface')
export class BundleOptionExtensionInput {}

/** A child product of a bundle option (Magento's LinkInterface; a "selection" in its tables). */
@DataInterface('Magento\\Bundle\\Api\\Data\\LinkInterface')
export class BundleLinkInput {
  /** The selection id; Magento types it as a string. */
  @Field('string') id?: string;
  @Field('string') sku?: string;
  @Field('int') option_id?: number;
  @Field('float') qty?: number;
  @Field('int') position?: number;
  @Field('bool') is_default?: boolean;
  @Field('float') price?: number;
  /** 0 a fixed amount, 1 a percent of the bundle price; used by fixed-price bundles. */
  @Field('int') price_type?: number;
  @Field('int') can_change_quantity?: number;
  @Field(() => BundleLinkExtensionInput) extension_attributes?: BundleLinkExtensionInput;
}

/** A bundle option with its links (Magento's OptionInterface). */
@DataInterface('Magento\\Bundle\\Api\\Data\\OptionInterface')
export class BundleOptionInput {
  @Field('int') option_id?: number;
  @Field('string') title?: string;
  @Field('bool') required?: boolean;
  @Field('string') type?: string;
  @Field('int') position?: number;
  /** The bundle product's SKU. */
  @Field('string') sku?: string;
  @Field(() => BundleLinkInput, { array: true }) product_links?: BundleLinkInput[];
  @Field(() => BundleOptionExtensionInput) extension_attributes?: BundleOptionExtensionInput;
}

/** GET /V1/bundle-products/:sku/options/all */
export class BundleSkuInput {
  @Field('string', { required: true }) sku: string;
}

/** GET and DELETE /V1/bundle-products/:sku/options/:optionId */
export class BundleOptionIdInput extends BundleSkuInput {
  @Field('int', { required: true }) optionId: number;
}

/** POST /V1/bundle-products/options/add */
export class BundleOptionSaveInput {
  @Field(() => BundleOptionInput, { required: true }) option: BundleOptionInput;
}

/** PUT /V1/bundle-products/options/:optionId: the path's id is the option's (Magento's ParamsOverrider). */
export class BundleOptionUpdateInput extends BundleOptionSaveInput {
  @Field('int', { required: true, carriedBy: 'option.option_id' }) optionId: number;
}

/** GET /V1/bundle-products/:productSku/children */
export class BundleChildrenInput {
  @Field('string', { required: true }) productSku: string;
  @Field('int') optionId?: number;
}

/** POST /V1/bundle-products/:sku/links/:optionId */
export class BundleAddChildInput extends BundleSkuInput {
  @Field('int', { required: true }) optionId: number;
  @Field(() => BundleLinkInput, { required: true }) linkedProduct: BundleLinkInput;
}

/** PUT /V1/bundle-products/:sku/links/:id: the path's id is the link's. */
export class BundleSaveChildInput extends BundleSkuInput {
  @Field('string', { required: true, carriedBy: 'linkedProduct.id' }) id: string;
  @Field(() => BundleLinkInput, { required: true }) linkedProduct: BundleLinkInput;
}

/** DELETE /V1/bundle-products/:sku/options/:optionId/children/:childSku */
export class BundleRemoveChildInput extends BundleSkuInput {
  @Field('int', { required: true }) optionId: number;
  @Field('string', { required: true }) childSku: string;
}

/** One entry of `GET /V1/bundle-products/options/types`. */
@DataInterface('Magento\\Bundle\\Api\\Data\\OptionTypeInterface')
export class BundleOptionTypeData {
  @Field('string') label?: string;
  @Field('string') code?: string;
}
