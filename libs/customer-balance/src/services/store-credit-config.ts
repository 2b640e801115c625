import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';

/** Magento_CustomerBalance's settings (config.xml defaults). */
@Injectable()
export class StoreCreditConfig {
  constructor(private readonly config: ScopeConfig) {}

  /** `customer/magento_customerbalance/is_enabled` (1). */
  enabled(): Promise<boolean> {
    return this.config.getFlag('customer/magento_customerbalance/is_enabled', true);
  }
}
