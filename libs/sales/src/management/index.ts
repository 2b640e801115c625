import { Provider } from '@nestjs/common';
import { OrderCancellation } from './order-cancellation';
import { OrderComments } from './order-comments';
import { OrderDocuments } from './order-documents';
import { OrderHold } from './order-hold';
import { OrderItemRepository } from './order-item-repository';
import { OrderMailFacts } from './order-mail-facts';
import { OrderNotifier } from './order-notifier';
import { OrderProgressReader } from './order-progress';
import { OrderStateMachine } from './order-state-machine';
import { OrderStatuses } from './order-statuses';
import { managementRoutes } from './webapi';

export { managementRoutes };

export { OrderDocuments, LockedOrder } from './order-documents';
export { OrderStateMachine } from './order-state-machine';
export { OrderStatuses } from './order-statuses';

/** Providers of this area. */
export const managementProviders: Provider[] = [
  OrderDocuments,
  OrderStatuses,
  OrderProgressReader,
  OrderStateMachine,
  OrderCancellation,
  OrderHold,
  OrderMailFacts,
  OrderNotifier,
  OrderComments,
  OrderItemRepository,
];
/** Providers other areas and libs may inject. */
export const managementExports: Provider[] = [OrderDocuments, OrderStateMachine, OrderStatuses];
