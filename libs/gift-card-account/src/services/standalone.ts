import { ConfigSnapshot, Database } from '@mercato/platform';
import { ScopedConfig, StoreDirectory, StoreScopes } from '@mercato/store';
import { CodeGenerator } from './code-generator';
import { GiftCardAccounts } from './gift-card-accounts';
import { WebsiteToday } from './website-today';

/**
 * GiftCardAccounts on a bare Database, for commands that should not boot every module (booting
 * them takes seconds; creating cards needs only the stores and the configuration).
 */
export function giftCardAccountsOn(ds: Database): GiftCardAccounts {
  const config = new ScopedConfig(ds, new ConfigSnapshot(ds));
  return new GiftCardAccounts(ds, new StoreDirectory(ds), new StoreScopes(ds), new CodeGenerator(config), new WebsiteToday(config));
}
