export * from './entities';
export { inventoryMigrations } from './migrations';
