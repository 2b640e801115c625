import { Coalescer, route, RouteDefinition } from '@mercato/platform';
import {
  BasePriceRecord,
  BasePricesInput,
  CostRecord,
  CostsInput,
  SkusInput,
  SpecialPriceRecord,
  SpecialPricesInput,
  TierPriceRecord,
  TierPricesInput,
} from './dto/price.input';
import { PriceUpdateResult } from './services/price-update-result';
import { BasePriceStorage } from './services/base-price-storage';
import { CostStorage } from './services/cost-storage';
import { SpecialPriceStorage } from './services/special-price-storage';
import { TierPriceStorage } from './services/tier-price-storage';

const CATALOG = ['Magento_Catalog::catalog'];

/**
 * Queued price writes of one route are merged into one call (their rows in order, so a later
 * operation still wins); when every row was valid (`[]`) each operation answers `[]`, otherwise
 * the consumer runs them one by one so each gets its own failures.
 */
function mergePrices<T>(): Coalescer<{ prices: T[] }> {
  return {
    merge: (inputs) => ({ prices: inputs.flatMap((i) => i.prices) }),
    split: (result, count) => (Array.isArray(result) && result.length === 0 ? Array.from({ length: count }, () => []) : null),
  };
}
const API = 'Magento\\Catalog\\Api\\';

/** The twelve price-storage routes of Magento_Catalog (spec §4.2). */
export const pricingRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/products/special-price',
    contract: `${API}SpecialPriceStorageInterface::update`,
    acl: CATALOG,
    coalesce: mergePrices<SpecialPriceRecord>(),
    input: SpecialPricesInput,
    output: [PriceUpdateResult],
    service: SpecialPriceStorage,
    handler: (s, ctx, i) => s.update(ctx, i.prices),
  }),
  route({
    method: 'POST',
    path: '/V1/products/special-price-information',
    contract: `${API}SpecialPriceStorageInterface::get`,
    acl: CATALOG,
    input: SkusInput,
    output: [SpecialPriceRecord],
    service: SpecialPriceStorage,
    handler: (s, ctx, i) => s.get(ctx, i.skus),
  }),
  route({
    method: 'POST',
    path: '/V1/products/special-price-delete',
    contract: `${API}SpecialPriceStorageInterface::delete`,
    acl: CATALOG,
    input: SpecialPricesInput,
    output: [PriceUpdateResult],
    service: SpecialPriceStorage,
    handler: (s, ctx, i) => s.delete(ctx, i.prices),
  }),
  route({
    method: 'POST',
    path: '/V1/products/tier-prices',
    contract: `${API}TierPriceStorageInterface::update`,
    acl: CATALOG,
    coalesce: mergePrices<TierPriceRecord>(),
    input: TierPricesInput,
    output: [PriceUpdateResult],
    service: TierPriceStorage,
    handler: (s, ctx, i) => s.update(ctx, i.prices),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/tier-prices',
    contract: `${API}TierPriceStorageInterface::replace`,
    acl: CATALOG,
    input: TierPricesInput,
    output: [PriceUpdateResult],
    service: TierPriceStorage,
    handler: (s, ctx, i) => s.replace(ctx, i.prices),
  }),
  route({
    method: 'POST',
    path: '/V1/products/tier-prices-information',
    contract: `${API}TierPriceStorageInterface::get`,
    acl: CATALOG,
    input: SkusInput,
    output: [TierPriceRecord],
    service: TierPriceStorage,
    handler: (s, ctx, i) => s.get(ctx, i.skus),
  }),
  route({
    method: 'POST',
    path: '/V1/products/tier-prices-delete',
    contract: `${API}TierPriceStorageInterface::delete`,
    acl: CATALOG,
    input: TierPricesInput,
    output: [PriceUpdateResult],
    service: TierPriceStorage,
    handler: (s, ctx, i) => s.delete(ctx, i.prices),
  }),
  route({
    method: 'POST',
    path: '/V1/products/base-prices',
    contract: `${API}BasePriceStorageInterface::update`,
    acl: CATALOG,
    coalesce: mergePrices<BasePriceRecord>(),
    input: BasePricesInput,
    output: [PriceUpdateResult],
    service: BasePriceStorage,
    handler: (s, ctx, i) => s.update(ctx, i.prices),
  }),
  route({
    method: 'POST',
    path: '/V1/products/base-prices-information',
    contract: `${API}BasePriceStorageInterface::get`,
    acl: CATALOG,
    input: SkusInput,
    output: [BasePriceRecord],
    service: BasePriceStorage,
    handler: (s, ctx, i) => s.get(ctx, i.skus),
  }),
  route({
    method: 'POST',
    path: '/V1/products/cost',
    contract: `${API}CostStorageInterface::update`,
    acl: CATALOG,
    coalesce: mergePrices<CostRecord>(),
    input: CostsInput,
    output: [PriceUpdateResult],
    service: CostStorage,
    handler: (s, ctx, i) => s.update(ctx, i.prices),
  }),
  route({
    method: 'POST',
    path: '/V1/products/cost-information',
    contract: `${API}CostStorageInterface::get`,
    acl: CATALOG,
    input: SkusInput,
    output: [CostRecord],
    service: CostStorage,
    handler: (s, ctx, i) => s.get(ctx, i.skus),
  }),
  route({
    method: 'POST',
    path: '/V1/products/cost-delete',
    contract: `${API}CostStorageInterface::delete`,
    acl: CATALOG,
    input: SkusInput,
    output: 'bool',
    service: CostStorage,
    handler: (s, ctx, i) => s.delete(ctx, i.skus),
  }),
];
