import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';

export type MarketplaceEnvironmentName = 'sandbox' | 'production';
export const ENVIRONMENTS: readonly MarketplaceEnvironmentName[] = ['sandbox', 'production'];

/** Configuration path naming the environment this server plays (Adobe runs two servers). */
export const ENVIRONMENT_PATH = 'marketplace/general/environment';

/** Which marketplace environment this server is: `sandbox`, or `production` (the default). */
@Injectable()
export class MarketplaceEnvironment {
  constructor(private readonly config: ScopeConfig) {}

  async current(): Promise<MarketplaceEnvironmentName> {
    const value = (await this.config.get(ENVIRONMENT_PATH, 'production'))?.trim().toLowerCase();
    return value === 'sandbox' ? 'sandbox' : 'production';
  }
}
