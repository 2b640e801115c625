import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { OrderIdInput, OrderItemData, OrderStatusHistoryData } from '../dto/order.input';
import { OrderCommentInput, OrderItemIdInput } from './dto/management.input';
import { OrderCancellation } from './order-cancellation';
import { OrderComments } from './order-comments';
import { OrderHold } from './order-hold';
import { OrderItemRepository } from './order-item-repository';
import { OrderNotifier } from './order-notifier';

const MANAGEMENT = 'Magento\\Sales\\Api\\OrderManagementInterface';
const ITEMS = 'Magento\\Sales\\Api\\OrderItemRepositoryInterface';
const VIEW = ['Magento_Sales::actions_view'];

/** Route declarations of this area (see ../sales.module.ts): Magento_Sales OrderManagementInterface and order items. */
export const managementRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/orders/:id/statuses',
    contract: `${MANAGEMENT}::getStatus`,
    acl: VIEW,
    input: OrderIdInput,
    output: 'string',
    service: OrderHold,
    handler: (s, _ctx, i) => s.status(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/orders/:id/cancel',
    contract: `${MANAGEMENT}::cancel`,
    acl: ['Magento_Sales::cancel'],
    input: OrderIdInput,
    output: 'bool',
    service: OrderCancellation,
    handler: (s, _ctx, i) => s.cancel(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/orders/:id/emails',
    contract: `${MANAGEMENT}::notify`,
    acl: ['Magento_Sales::emails'],
    input: OrderIdInput,
    output: 'bool',
    service: OrderNotifier,
    handler: (s, _ctx, i) => s.notify(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/orders/:id/hold',
    contract: `${MANAGEMENT}::hold`,
    acl: ['Magento_Sales::hold'],
    input: OrderIdInput,
    output: 'bool',
    service: OrderHold,
    handler: (s, _ctx, i) => s.hold(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/orders/:id/unhold',
    contract: `${MANAGEMENT}::unHold`,
    acl: ['Magento_Sales::unhold'],
    input: OrderIdInput,
    output: 'bool',
    service: OrderHold,
    handler: (s, _ctx, i) => s.unhold(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/orders/:id/comments',
    contract: `${MANAGEMENT}::addComment`,
    acl: ['Magento_Sales::comment'],
    input: OrderCommentInput,
    output: 'bool',
    service: OrderComments,
    handler: (s, _ctx, i) => s.add(i.id, i.statusHistory),
  }),
  route({
    method: 'GET',
    path: '/V1/orders/:id/comments',
    contract: `${MANAGEMENT}::getCommentsList`,
    acl: VIEW,
    input: OrderIdInput,
    output: searchResults(OrderStatusHistoryData, 'Magento\\Sales\\Api\\Data\\OrderStatusHistorySearchResultInterface'),
    service: OrderComments,
    handler: (s, _ctx, i) => s.list(i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/orders/items/:id',
    contract: `${ITEMS}::get`,
    acl: VIEW,
    input: OrderItemIdInput,
    output: OrderItemData,
    service: OrderItemRepository,
    handler: (s, _ctx, i) => s.get(i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/orders/items',
    contract: `${ITEMS}::getList`,
    acl: VIEW,
    input: SearchCriteriaInput,
    output: searchResults(OrderItemData, 'Magento\\Sales\\Api\\Data\\OrderItemSearchResultInterface'),
    service: OrderItemRepository,
    handler: (s, _ctx, i) => s.getList(i.searchCriteria),
  }),
];
