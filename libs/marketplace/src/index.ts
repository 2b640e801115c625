export { marketplaceMigrations } from './migrations';
export { MarketplaceModule } from './marketplace.module';
export { MarketplaceApi } from './http/marketplace-api';
export { MarketplaceErrors } from './http/errors';
export { ENVIRONMENT_PATH as MARKETPLACE_ENVIRONMENT_PATH } from './services/environment';
export { MAX_SESSION_SECONDS } from './services/session-service';
