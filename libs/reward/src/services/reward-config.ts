import { Injectable } from '@nestjs/common';
import { ScopeConfig } from '@mercato/platform';

/** Magento_Reward's settings, at Magento's paths (config.xml defaults unless said otherwise). */
@Injectable()
export class RewardConfig {
  constructor(private readonly config: ScopeConfig) {}

  /** Helper\Data::isEnabledOnFront: `magento_reward/general/is_enabled` and `…/is_enabled_on_front` (both 1). */
  async enabledOnFront(): Promise<boolean> {
    return (
      (await this.config.getFlag('magento_reward/general/is_enabled', true)) &&
      this.config.getFlag('magento_reward/general/is_enabled_on_front', true)
    );
  }

  /** Helper\Data::isOrderAllowed, `magento_reward/points/order`: points for purchases. Magento ships it unset (off); on here. */
  earnForOrders(): Promise<boolean> {
    return this.config.getFlag('magento_reward/points/order', true);
  }

  /** `magento_reward/general/min_points_balance`: the balance needed before points can be spent (0). */
  minPointsBalance(): Promise<number> {
    return this.config.getInt('magento_reward/general/min_points_balance', 0);
  }

  /** `magento_reward/general/deduct_automatically`: take back points earned on what a credit memo refunds (1). */
  deductAutomatically(): Promise<boolean> {
    return this.config.getFlag('magento_reward/general/deduct_automatically', true);
  }
}
