export { storeMigrations } from './migrations';
export { StoreDirectory, StoreRow, WebsiteRow } from './services/store-directory';
export { ScopedConfig, ConfigScope } from './services/scoped-config';
export { StoreRepository } from './services/store-repository';
export { StoreModule } from './store.module';
