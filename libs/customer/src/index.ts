export { customerMigrations } from './migrations';
export { CustomerGroups, CustomerGroupRef, ALL_GROUPS_ID } from './services/customer-groups';
export { BookAddress, CustomerContact, CustomerCredentials, CustomerLookup } from './services/customer-lookup';
export { DefaultGroups, DEFAULT_GROUP_PATH, GroupManagement, GroupRepository, NOT_LOGGED_IN_ID, PresentedGroup } from './groups';
export { AddressMetadata, AttributeMetadataData, CustomerMetadata } from './metadata';
export { CustomerModule } from './customer.module';
