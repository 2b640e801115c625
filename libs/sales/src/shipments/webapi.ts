import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import {
  ShipmentCommentData,
  ShipmentCommentSaveInput,
  ShipmentData,
  ShipmentIdInput,
  ShipmentSaveInput,
  ShipmentTrackData,
  ShipmentTrackSaveInput,
  ShipOrderInput,
} from './dto/shipment.input';
import { ShipOrder } from './services/ship-order';
import { ShipmentReader } from './services/shipment-reader';
import { ShipmentRepository } from './services/shipment-repository';

const API = 'Magento\\Sales\\Api';
const SHIPMENT = ['Magento_Sales::shipment'];

/** Magento_Sales shipment routes (etc/webapi.xml), with MSI's shipment source. */
export const shipmentRouteDeclarations = [
  route({
    method: 'POST', path: '/V1/order/:orderId/ship', contract: `${API}\\ShipOrderInterface::execute`, acl: ['Magento_Sales::ship'],
    input: ShipOrderInput, output: 'int', service: ShipOrder, handler: (s, _ctx, i) => s.execute(i),
  }),
  route({
    method: 'GET', path: '/V1/shipment/:id', contract: `${API}\\ShipmentRepositoryInterface::get`, acl: SHIPMENT,
    input: ShipmentIdInput, output: ShipmentData, service: ShipmentReader, handler: (s, _ctx, i) => s.get(i.id),
  }),
  route({
    method: 'GET', path: '/V1/shipments', contract: `${API}\\ShipmentRepositoryInterface::getList`, acl: SHIPMENT,
    input: SearchCriteriaInput, output: searchResults(ShipmentData, 'Magento\\Sales\\Api\\Data\\ShipmentSearchResultInterface'),
    service: ShipmentReader, handler: (s, _ctx, i) => s.getList(i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/shipment/', contract: `${API}\\ShipmentRepositoryInterface::save`, acl: SHIPMENT,
    input: ShipmentSaveInput, output: ShipmentData, service: ShipmentRepository, handler: (s, _ctx, i) => s.save(i.entity),
  }),
  route({
    method: 'GET', path: '/V1/shipment/:id/comments', contract: `${API}\\ShipmentManagementInterface::getCommentsList`, acl: SHIPMENT,
    input: ShipmentIdInput, output: searchResults(ShipmentCommentData, 'Magento\\Sales\\Api\\Data\\ShipmentCommentSearchResultInterface'),
    service: ShipmentReader, handler: (s, _ctx, i) => s.comments(i.id),
  }),
  route({
    method: 'POST', path: '/V1/shipment/:id/comments', contract: `${API}\\ShipmentCommentRepositoryInterface::save`, acl: SHIPMENT,
    input: ShipmentCommentSaveInput, output: ShipmentCommentData,
    service: ShipmentRepository, handler: (s, _ctx, i) => s.saveComment(i.id, i.entity),
  }),
  route({
    method: 'POST', path: '/V1/shipment/:id/emails', contract: `${API}\\ShipmentManagementInterface::notify`, acl: SHIPMENT,
    input: ShipmentIdInput, output: 'bool', service: ShipmentRepository, handler: (s, _ctx, i) => s.notify(i.id),
  }),
  route({
    method: 'POST', path: '/V1/shipment/track', contract: `${API}\\ShipmentTrackRepositoryInterface::save`, acl: SHIPMENT,
    input: ShipmentTrackSaveInput, output: ShipmentTrackData, service: ShipmentRepository, handler: (s, _ctx, i) => s.saveTrack(i.entity),
  }),
  route({
    method: 'DELETE', path: '/V1/shipment/track/:id', contract: `${API}\\ShipmentTrackRepositoryInterface::deleteById`, acl: SHIPMENT,
    input: ShipmentIdInput, output: 'bool', service: ShipmentRepository, handler: (s, _ctx, i) => s.deleteTrack(i.id),
  }),
  route({
    method: 'GET', path: '/V1/shipment/:id/label', contract: `${API}\\ShipmentManagementInterface::getLabel`, acl: SHIPMENT,
    input: ShipmentIdInput, output: 'string', service: ShipmentReader, handler: (s, _ctx, i) => s.label(i.id),
  }),
];
