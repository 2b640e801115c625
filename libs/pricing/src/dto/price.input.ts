import { DataInterface, Field } from '@mercato/platform';

@DataInterface('Magento\\Catalog\\Api\\Data\\SpecialPriceInterface')
export class SpecialPriceRecord {
  @Field('float') price?: number | null;
  @Field('int') store_id?: number | null;
  @Field('string') sku?: string | null;
  @Field('string') price_from?: string | null;
  @Field('string') price_to?: string | null;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\TierPriceInterface')
export class TierPriceRecord {
  @Field('float') price?: number | null;
  @Field('string') price_type?: string | null;
  @Field('int') website_id?: number | null;
  @Field('string') sku?: string | null;
  @Field('string') customer_group?: string | null;
  @Field('float') quantity?: number | null;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\BasePriceInterface')
export class BasePriceRecord {
  @Field('float') price?: number | null;
  @Field('int') store_id?: number | null;
  @Field('string') sku?: string | null;
  @Field('mixed') extension_attributes?: unknown;
}

@DataInterface('Magento\\Catalog\\Api\\Data\\CostInterface')
export class CostRecord {
  @Field('float') cost?: number | null;
  @Field('int') store_id?: number | null;
  @Field('string') sku?: string | null;
  @Field('mixed') extension_attributes?: unknown;
}

export class SpecialPricesInput {
  @Field(() => SpecialPriceRecord, { array: true, required: true }) prices: SpecialPriceRecord[];
}

export class TierPricesInput {
  @Field(() => TierPriceRecord, { array: true, required: true }) prices: TierPriceRecord[];
}

export class BasePricesInput {
  @Field(() => BasePriceRecord, { array: true, required: true }) prices: BasePriceRecord[];
}

export class CostsInput {
  @Field(() => CostRecord, { array: true, required: true }) prices: CostRecord[];
}

export class SkusInput {
  @Field('string', { array: true, required: true }) skus: string[];
}
