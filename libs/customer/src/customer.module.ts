import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { DirectoryModule } from '@mercato/directory';
import { EmailModule } from '@mercato/email';
import { accountsExports, accountsProviders, accountsRoutes } from './accounts';
import { groupsExports, groupsProviders, groupsRoutes } from './groups';
import { metadataExports, metadataProviders, metadataRoutes } from './metadata';
import { CustomerGroups } from './services/customer-groups';
import { CustomerLookup } from './services/customer-lookup';

/**
 * Magento_Customer: accounts and addresses (accounts/), customer groups (groups/), and the
 * attribute metadata of customers and their addresses (metadata/), each area declaring its routes.
 */
@WebApiRoutes([...accountsRoutes, ...groupsRoutes, ...metadataRoutes])
@Module({
  imports: [StoreModule, DirectoryModule, EmailModule],
  providers: [CustomerGroups, CustomerLookup, ...accountsProviders, ...groupsProviders, ...metadataProviders],
  exports: [CustomerGroups, CustomerLookup, ...accountsExports, ...groupsExports, ...metadataExports],
})
export class CustomerModule {}
