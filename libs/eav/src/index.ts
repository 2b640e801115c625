export { eavMigrations } from './migrations';
export { AttributeCatalog, AttributeMeta, AttributeScope, BackendType, PRODUCT_ENTITY_TYPE_ID, valueTable } from './services/attribute-catalog';
export { EavModule } from './eav.module';
