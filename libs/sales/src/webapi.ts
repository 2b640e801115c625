import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { OrderAddressData, OrderAddressSaveInput, OrderData, OrderIdInput, OrderSaveInput } from './dto/order.input';
import { OrderAddressRepository } from './orders/order-address-repository';
import { OrderReader } from './orders/order-reader';
import { OrderRepository } from './orders/order-repository';

const ORDERS = 'Magento\\Sales\\Api\\OrderRepositoryInterface';
const VIEW = ['Magento_Sales::actions_view'];
const CREATE = ['Magento_Sales::create'];

/** Magento_Sales order routes (etc/webapi.xml): read, search, raw save and address edits. */
export const salesRoutes = [
  route({
    method: 'GET',
    path: '/V1/orders/:id',
    contract: `${ORDERS}::get`,
    acl: VIEW,
    input: OrderIdInput,
    output: OrderData,
    service: OrderReader,
    handler: (s, _ctx, i) => s.get(i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/orders',
    contract: `${ORDERS}::getList`,
    acl: VIEW,
    input: SearchCriteriaInput,
    output: searchResults(OrderData, 'Magento\\Sales\\Api\\Data\\OrderSearchResultInterface'),
    service: OrderReader,
    handler: (s, _ctx, i) => s.getList(i.searchCriteria),
  }),
  route({
    method: 'POST',
    path: '/V1/orders',
    contract: `${ORDERS}::save`,
    acl: CREATE,
    input: OrderSaveInput,
    output: OrderData,
    service: OrderRepository,
    handler: (s, ctx, i) => s.save(ctx, i.entity),
  }),
  route({
    method: 'PUT',
    path: '/V1/orders/create',
    contract: `${ORDERS}::save`,
    acl: CREATE,
    input: OrderSaveInput,
    output: OrderData,
    service: OrderRepository,
    handler: (s, ctx, i) => s.save(ctx, i.entity),
  }),
  route({
    method: 'PUT',
    path: '/V1/orders/:parent_id',
    contract: 'Magento\\Sales\\Api\\OrderAddressRepositoryInterface::save',
    acl: CREATE,
    input: OrderAddressSaveInput,
    output: OrderAddressData,
    service: OrderAddressRepository,
    handler: (s, _ctx, i) => s.save(i.parent_id, i.entity),
  }),
];
