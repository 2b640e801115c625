export * from './entities';
export { configurableProductMigrations } from './migrations';
export { ConfigurableProductModule } from './configurable-product.module';
