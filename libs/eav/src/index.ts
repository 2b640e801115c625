export { eavMigrations } from './migrations';
export { AttributeCatalog, AttributeMeta, PRODUCT_ENTITY_TYPE_ID, valueTable } from './services/attribute-catalog';
export { AttributeScope, BackendType } from './services/attribute-catalog';
export { AttributeSets } from './services/attribute-sets';
export { AttributeWriter } from './services/attribute-writer';
export type { AttributeChange, NewAttribute } from './services/attribute-writer';
export { EavModule } from './eav.module';
