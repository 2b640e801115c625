import { Provider } from '@nestjs/common';
import { CreditmemoManagement } from './creditmemo-management';
import { CreditmemoNotifier } from './creditmemo-notifier';
import { CreditmemoReader } from './creditmemo-reader';
import { CreditmemoRefunds } from './creditmemo-refunds';
import { CreditmemoWriter } from './creditmemo-writer';
import { RefundInventory } from './refund-inventory';
import { creditmemosRoutes } from './webapi';

export { creditmemosRoutes };

/** Providers of this area. */
export const creditmemosProviders: Provider[] = [
  CreditmemoReader,
  CreditmemoWriter,
  CreditmemoNotifier,
  RefundInventory,
  CreditmemoRefunds,
  CreditmemoManagement,
];
/** Providers other areas and libs may inject. */
export const creditmemosExports: Provider[] = [CreditmemoReader, CreditmemoRefunds];
