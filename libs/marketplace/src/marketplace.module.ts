import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { MarketplaceApi } from './http/marketplace-api';
import { ApplicationService } from './services/application-service';
import { MarketplaceEnvironment } from './services/environment';
import { ProfileService } from './services/profile-service';
import { SessionService } from './services/session-service';
import { marketplaceRoutes } from './webapi';

/**
 * Magento_Marketplace: Adobe's developer-marketplace API (`/rest/v1/app/session/token`,
 * `/rest/v1/users/:mage_id`) and the admin routes that register its applications.
 */
@WebApiRoutes(marketplaceRoutes)
@Module({
  providers: [MarketplaceEnvironment, ApplicationService, SessionService, ProfileService, MarketplaceApi],
  exports: [MarketplaceApi],
})
export class MarketplaceModule {}
