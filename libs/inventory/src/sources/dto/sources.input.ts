import { DataInterface, Field, SearchCriteria } from '@mercato/platform';

// --- Sources ------------------------------------------------------------------------------------

/**
 * The source's extension attributes. Magento's In-Store Pickup module adds pickup-location fields
 * here; this platform has no in-store pickup, so none are declared and any given is refused.
 */
@DataInterface('Magento\\InventoryApi\\Api\\Data\\SourceExtensionInterface')
export class SourceExtensionInput {}

@DataInterface('Magento\\InventoryApi\\Api\\Data\\SourceCarrierLinkExtensionInterface')
export class SourceCarrierLinkExtensionInput {}

@DataInterface('Magento\\InventoryApi\\Api\\Data\\SourceCarrierLinkInterface')
export class SourceCarrierLinkInput {
  @Field('string') carrier_code?: string | null;
  @Field('int') position?: number | null;
  @Field(() => SourceCarrierLinkExtensionInput) extension_attributes?: SourceCarrierLinkExtensionInput;
}

/**
 * Magento\InventoryApi\Api\Data\SourceInterface. Nothing is required at the input level: a
 * missing name, code, postcode or country is reported by the validation chain, as Magento does.
 */
@DataInterface('Magento\\InventoryApi\\Api\\Data\\SourceInterface')
export class SourceInput {
  @Field('string') source_code?: string | null;
  @Field('string') name?: string | null;
  @Field('string') email?: string | null;
  @Field('string') contact_name?: string | null;
  @Field('bool') enabled?: boolean | null;
  @Field('string') description?: string | null;
  @Field('float') latitude?: number | null;
  @Field('float') longitude?: number | null;
  @Field('string') country_id?: string | null;
  @Field('int') region_id?: number | null;
  @Field('string') region?: string | null;
  @Field('string') city?: string | null;
  @Field('string') street?: string | null;
  @Field('string') postcode?: string | null;
  @Field('string') phone?: string | null;
  @Field('string') fax?: string | null;
  @Field('bool') use_default_carrier_config?: boolean | null;
  @Field(() => SourceCarrierLinkInput, { array: true }) carrier_links?: SourceCarrierLinkInput[] | null;
  @Field(() => SourceExtensionInput) extension_attributes?: SourceExtensionInput;
}

/** POST /V1/inventory/sources */
export class SourceSaveInput {
  @Field(() => SourceInput, { required: true }) source: SourceInput;
}

/** PUT /V1/inventory/sources/:sourceCode (the path code overrides `source.source_code`). */
export class SourceUpdateInput extends SourceSaveInput {
  @Field('string', { required: true, carriedBy: 'source.source_code' }) sourceCode: string;
}

export class SourceCodeInput {
  @Field('string', { required: true }) sourceCode: string;
}

/** getList routes whose searchCriteria is optional (`getList(SearchCriteriaInterface $c = null)`). */
export class OptionalSearchCriteriaInput {
  @Field(() => SearchCriteria) searchCriteria?: SearchCriteria;
}

// --- Stocks and sales channels ------------------------------------------------------------------

@DataInterface('Magento\\InventorySalesApi\\Api\\Data\\SalesChannelExtensionInterface')
export class SalesChannelExtensionInput {}

@DataInterface('Magento\\InventorySalesApi\\Api\\Data\\SalesChannelInterface')
export class SalesChannelInput {
  @Field('string') type?: string | null;
  @Field('string') code?: string | null;
  @Field(() => SalesChannelExtensionInput) extension_attributes?: SalesChannelExtensionInput;
}

@DataInterface('Magento\\InventoryApi\\Api\\Data\\StockExtensionInterface')
export class StockExtensionInput {
  @Field(() => SalesChannelInput, { array: true }) sales_channels?: SalesChannelInput[] | null;
}

@DataInterface('Magento\\InventoryApi\\Api\\Data\\StockInterface')
export class StockInput {
  @Field('int') stock_id?: number | null;
  @Field('string') name?: string | null;
  @Field(() => StockExtensionInput) extension_attributes?: StockExtensionInput | null;
}

/** POST /V1/inventory/stocks */
export class StockSaveInput {
  @Field(() => StockInput, { required: true }) stock: StockInput;
}

/** PUT /V1/inventory/stocks/:stockId (the path id overrides `stock.stock_id`). */
export class StockUpdateInput extends StockSaveInput {
  @Field('int', { required: true, carriedBy: 'stock.stock_id' }) stockId: number;
}

export class StockIdInput {
  @Field('int', { required: true }) stockId: number;
}

export class StockResolverInput {
  @Field('string', { required: true }) type: string;
  @Field('string', { required: true }) code: string;
}

// --- Stock–source links -------------------------------------------------------------------------

@DataInterface('Magento\\InventoryApi\\Api\\Data\\StockSourceLinkExtensionInterface')
export class StockSourceLinkExtensionInput {}

@DataInterface('Magento\\InventoryApi\\Api\\Data\\StockSourceLinkInterface')
export class StockSourceLinkInput {
  @Field('string') source_code?: string | null;
  @Field('int') stock_id?: number | null;
  @Field('int') priority?: number | null;
  @Field(() => StockSourceLinkExtensionInput) extension_attributes?: StockSourceLinkExtensionInput;
}

/** POST /V1/inventory/stock-source-links and …-delete (the delete may carry them in the query string). */
export class StockSourceLinksInput {
  @Field(() => StockSourceLinkInput, { array: true, required: true }) links: StockSourceLinkInput[];
}
