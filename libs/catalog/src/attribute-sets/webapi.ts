import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { AttributeGroupService } from './attribute-group-service';
import { AttributeManagementService } from './attribute-management-service';
import { AttributeSetService } from './attribute-set-service';
import {
  AttributeAssignInput,
  AttributeGroupData,
  AttributeGroupIdInput,
  AttributeGroupPutInput,
  AttributeGroupSaveInput,
  AttributeSetCreateInput,
  AttributeSetData,
  AttributeSetIdInput,
  AttributeSetSaveInput,
  AttributeUnassignInput,
  EavAttributeSetCreateInput,
} from './dto/attribute-sets.input';
import { ProductAttributeData } from '../attributes/dto/attribute.input';

const SETS = ['Magento_Catalog::sets'];
const CATALOG_SETS = 'Magento\\Catalog\\Api\\AttributeSetRepositoryInterface';
const EAV_SETS = 'Magento\\Eav\\Api\\AttributeSetRepositoryInterface';
const MANAGEMENT = 'Magento\\Catalog\\Api\\ProductAttributeManagementInterface';
const GROUPS = 'Magento\\Catalog\\Api\\ProductAttributeGroupRepositoryInterface';

/** Attribute sets and groups (Magento_Catalog and Magento_Eav webapi.xml). */
export const attributeSetRoutes = [
  route({
    method: 'GET', path: '/V1/products/attribute-sets/sets/list', contract: `${CATALOG_SETS}::getList`, acl: SETS,
    input: SearchCriteriaInput, output: searchResults(AttributeSetData),
    service: AttributeSetService, handler: (s, _c, i) => s.getList(i.searchCriteria, true),
  }),
  route({
    method: 'GET', path: '/V1/products/attribute-sets/:attributeSetId', contract: `${CATALOG_SETS}::get`, acl: SETS,
    input: AttributeSetIdInput, output: AttributeSetData,
    service: AttributeSetService, handler: (s, _c, i) => s.get(i.attributeSetId, true),
  }),
  route({
    method: 'DELETE', path: '/V1/products/attribute-sets/:attributeSetId', contract: `${CATALOG_SETS}::deleteById`, acl: SETS,
    input: AttributeSetIdInput, output: 'bool', service: AttributeSetService, handler: (s, _c, i) => s.deleteById(i.attributeSetId, true),
  }),
  route({
    method: 'POST', path: '/V1/products/attribute-sets', contract: 'Magento\\Catalog\\Api\\AttributeSetManagementInterface::create', acl: SETS,
    input: AttributeSetCreateInput, output: AttributeSetData, service: AttributeSetService,
    handler: (s, _c, i) => s.create('catalog_product', i.attributeSet, i.skeletonId, true),
  }),
  route({
    method: 'PUT', path: '/V1/products/attribute-sets/:attributeSetId', contract: `${CATALOG_SETS}::save`, acl: SETS,
    input: AttributeSetSaveInput, output: AttributeSetData,
    service: AttributeSetService, handler: (s, _c, i) => s.save(i.attributeSetId, i.attributeSet, true),
  }),
  route({
    method: 'GET', path: '/V1/products/attribute-sets/:attributeSetId/attributes', contract: `${MANAGEMENT}::getAttributes`, acl: SETS,
    input: AttributeSetIdInput, output: [ProductAttributeData],
    service: AttributeManagementService, handler: (s, _c, i) => s.getAttributes(i.attributeSetId),
  }),
  route({
    method: 'POST', path: '/V1/products/attribute-sets/attributes', contract: `${MANAGEMENT}::assign`, acl: SETS,
    input: AttributeAssignInput, output: 'int', service: AttributeManagementService,
    handler: (s, _c, i) => s.assign(i.attributeSetId, i.attributeGroupId, i.attributeCode, i.sortOrder),
  }),
  route({
    method: 'DELETE', path: '/V1/products/attribute-sets/:attributeSetId/attributes/:attributeCode', contract: `${MANAGEMENT}::unassign`, acl: SETS,
    input: AttributeUnassignInput, output: 'bool',
    service: AttributeManagementService, handler: (s, _c, i) => s.unassign(i.attributeSetId, i.attributeCode),
  }),
  route({
    method: 'GET', path: '/V1/products/attribute-sets/groups/list', contract: `${GROUPS}::getList`, acl: SETS,
    input: SearchCriteriaInput, output: searchResults(AttributeGroupData),
    service: AttributeGroupService, handler: (s, _c, i) => s.getList(i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/products/attribute-sets/groups', contract: `${GROUPS}::save`, acl: SETS,
    input: AttributeGroupSaveInput, output: AttributeGroupData, service: AttributeGroupService, handler: (s, _c, i) => s.save(i.group),
  }),
  route({
    // Magento's REST layer writes the path's set id into the body's group.
    method: 'PUT', path: '/V1/products/attribute-sets/:attributeSetId/groups', contract: `${GROUPS}::save`, acl: SETS,
    input: AttributeGroupPutInput, output: AttributeGroupData, service: AttributeGroupService,
    handler: (s, _c, i) => s.save({ ...i.group, attribute_set_id: i.attributeSetId }),
  }),
  route({
    method: 'DELETE', path: '/V1/products/attribute-sets/groups/:groupId', contract: `${GROUPS}::deleteById`, acl: SETS,
    input: AttributeGroupIdInput, output: 'bool', service: AttributeGroupService, handler: (s, _c, i) => s.deleteById(i.groupId),
  }),
  route({
    method: 'GET', path: '/V1/eav/attribute-sets/list', contract: `${EAV_SETS}::getList`, acl: SETS,
    input: SearchCriteriaInput, output: searchResults(AttributeSetData),
    service: AttributeSetService, handler: (s, _c, i) => s.getList(i.searchCriteria),
  }),
  route({
    method: 'GET', path: '/V1/eav/attribute-sets/:attributeSetId', contract: `${EAV_SETS}::get`, acl: SETS,
    input: AttributeSetIdInput, output: AttributeSetData, service: AttributeSetService, handler: (s, _c, i) => s.get(i.attributeSetId),
  }),
  route({
    method: 'DELETE', path: '/V1/eav/attribute-sets/:attributeSetId', contract: `${EAV_SETS}::deleteById`, acl: SETS,
    input: AttributeSetIdInput, output: 'bool', service: AttributeSetService, handler: (s, _c, i) => s.deleteById(i.attributeSetId),
  }),
  route({
    method: 'POST', path: '/V1/eav/attribute-sets', contract: 'Magento\\Eav\\Api\\AttributeSetManagementInterface::create', acl: SETS,
    input: EavAttributeSetCreateInput, output: AttributeSetData, service: AttributeSetService,
    handler: (s, _c, i) => s.create(i.entityTypeCode, i.attributeSet, i.skeletonId),
  }),
  route({
    method: 'PUT', path: '/V1/eav/attribute-sets/:attributeSetId', contract: `${EAV_SETS}::save`, acl: SETS,
    input: AttributeSetSaveInput, output: AttributeSetData,
    service: AttributeSetService, handler: (s, _c, i) => s.save(i.attributeSetId, i.attributeSet),
  }),
];
