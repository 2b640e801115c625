export * from './entities';
export { taxMigrations } from './migrations';
