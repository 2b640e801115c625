import { MarketplaceAccount } from './marketplace-account.entity';
import { MarketplaceApplication } from './marketplace-application.entity';
import { MarketplaceSession } from './marketplace-session.entity';

export { MarketplaceAccount, MarketplaceApplication, MarketplaceSession };
export const marketplaceEntities = [MarketplaceAccount, MarketplaceApplication, MarketplaceSession];
