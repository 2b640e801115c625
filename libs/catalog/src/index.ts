export * from './entities';
export { catalogMigrations } from './migrations';
export { CatalogModule } from './catalog.module';
export { PriceScope } from './services/price-scope';
export { LocatedProduct, ProductLocator, skuKey } from './services/product-locator';
export { ProductReader, ProductData, PRODUCT_NOT_FOUND } from './services/product-reader';
export { ProductRepository } from './services/product-repository';
export { PRODUCT_TYPES, BundlePriceType } from './services/product-types';
export { ProductCache } from './services/product-cache';
