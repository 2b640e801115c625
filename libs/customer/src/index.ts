export * from './entities';
export { customerMigrations } from './migrations';
export { CustomerGroups, CustomerGroupRef, ALL_GROUPS_ID } from './services/customer-groups';
export { CustomerModule } from './customer.module';
