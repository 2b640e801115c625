export * from './entities';
export { storeMigrations } from './migrations';
export { StoreDirectory, StoreRow, WebsiteRow } from './services/store-directory';
export { StoreModule } from './store.module';
