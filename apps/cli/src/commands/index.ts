import { analyticsPrepare } from './analytics-prepare';
import { CliCommand } from './command';
import { configSensitiveSet, configSet } from './config-set';
import { configShow } from './config-show';
import { customerBalanceShow, customerBalanceUpdate } from './customer-balance';
import { downloadableDomainsCommands } from './downloadable-domains';
import { geonamesImport } from './geonames-import';
import { giftCardCreate, giftCardShow } from './gift-card';
import { giftRegistryCreate, giftRegistryShow } from './gift-registry';
import { rewardBalanceUpdate, rewardRateSet, rewardShow } from './reward';
import { tableratesImport } from './tablerates-import';

export type { CliCommand } from './command';

/** Every command, in the order the usage lists them. A new command is a file here and one line below. */
export const commands: CliCommand[] = [
  configSet,
  configSensitiveSet,
  configShow,
  geonamesImport,
  tableratesImport,
  ...downloadableDomainsCommands,
  analyticsPrepare,
  giftRegistryCreate,
  giftRegistryShow,
  customerBalanceUpdate,
  customerBalanceShow,
  rewardRateSet,
  rewardBalanceUpdate,
  rewardShow,
  giftCardCreate,
  giftCardShow,
];
