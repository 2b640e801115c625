export { storeMigrations } from './migrations';
export { StoreDirectory, StoreGroupRow, StoreRow, WebsiteRow } from './services/store-directory';
export { ScopedConfig, ConfigScope } from './services/scoped-config';
export { StoreScopes, StoreView, NamedScope } from './services/store-scopes';
export { StoreRepository } from './services/store-repository';
export { StoreModule } from './store.module';
