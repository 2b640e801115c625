export * from './entities';
export { inventoryMigrations } from './migrations';
export { InventoryModule } from './inventory.module';
