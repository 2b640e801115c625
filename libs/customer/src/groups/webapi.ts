import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { GroupData, GroupIdInput, GroupSaveInput, GroupUpdateInput, StoreIdInput } from './dto/group.input';
import { GroupManagement } from './services/group-management';
import { GroupRepository } from './services/group-repository';

const GROUP = ['Magento_Customer::group'];
const API = 'Magento\\Customer\\Api\\';

/** Magento_Customer's customer-group routes (etc/webapi.xml). */
export const groupRouteDeclarations = [
  route({
    method: 'GET',
    path: '/V1/customerGroups/:id',
    contract: `${API}GroupRepositoryInterface::getById`,
    acl: GROUP,
    input: GroupIdInput,
    output: GroupData,
    service: GroupRepository,
    handler: (s, ctx, i) => s.getById(ctx, i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/customerGroups/default/:storeId',
    contract: `${API}GroupManagementInterface::getDefaultGroup`,
    acl: GROUP,
    input: StoreIdInput,
    output: GroupData,
    service: GroupManagement,
    handler: (s, ctx, i) => s.getDefaultGroup(ctx, i.storeId),
  }),
  route({
    method: 'GET',
    path: '/V1/customerGroups/default',
    contract: `${API}GroupManagementInterface::getDefaultGroup`,
    acl: GROUP,
    // Same contract method as the store-specific route: its own operation name keeps the schema's ids unique.
    soapOperation: 'getDefaultGroupOfCurrentStore',
    output: GroupData,
    service: GroupManagement,
    handler: (s, ctx) => s.getDefaultGroup(ctx),
  }),
  route({
    method: 'PUT',
    path: '/V1/customerGroups/default/:id',
    contract: `${API}CustomerGroupConfigInterface::setDefaultCustomerGroup`,
    acl: GROUP,
    input: GroupIdInput,
    output: 'int',
    service: GroupManagement,
    handler: (s, ctx, i) => s.setDefaultCustomerGroup(ctx, i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/customerGroups/:id/permissions',
    contract: `${API}GroupManagementInterface::isReadonly`,
    acl: GROUP,
    input: GroupIdInput,
    output: 'bool',
    service: GroupManagement,
    handler: (s, ctx, i) => s.isReadonly(ctx, i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/customerGroups/search',
    contract: `${API}GroupRepositoryInterface::getList`,
    acl: GROUP,
    input: SearchCriteriaInput,
    output: searchResults(GroupData),
    service: GroupRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'POST',
    path: '/V1/customerGroups',
    contract: `${API}GroupRepositoryInterface::save`,
    acl: GROUP,
    input: GroupSaveInput,
    output: GroupData,
    service: GroupRepository,
    handler: (s, ctx, i) => s.save(ctx, i.group),
  }),
  route({
    method: 'PUT',
    path: '/V1/customerGroups/:id',
    contract: `${API}GroupRepositoryInterface::save`,
    acl: GROUP,
    input: GroupUpdateInput,
    output: GroupData,
    service: GroupRepository,
    handler: (s, ctx, i) => s.save(ctx, i.group),
  }),
  route({
    method: 'DELETE',
    path: '/V1/customerGroups/:id',
    contract: `${API}GroupRepositoryInterface::deleteById`,
    acl: GROUP,
    input: GroupIdInput,
    output: 'bool',
    service: GroupRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.id),
  }),
];
