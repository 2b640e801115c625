import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { AttributeMetadataData } from '@mercato/customer';
import {
  AttributeCodeInput,
  CommentAddInput,
  FormCodeInput,
  RmaCommentData,
  RmaData,
  RmaDeleteInput,
  RmaIdInput,
  RmaSaveInput,
  RmaTrackData,
  RmaUpdateInput,
  TrackAddInput,
  TrackRemoveInput,
} from './dto/rma.input';
import { RmaAttributesManagement } from './services/rma-attributes';
import { RmaComments, RmaTracks } from './services/rma-comments-tracks';
import { RmaReader } from './services/rma-reader';
import { RmaWriter } from './services/rma-writer';

const ACL = ['Magento_Rma::magento_rma'];
const API = 'Magento\\Rma\\Api\\';
const edition = 'commerce' as const;

/** Rma's web API routes (commerce edition: every declaration carries `edition: 'commerce'`). */
// Literal paths are declared before `:attributeCode`, which would otherwise capture `custom`.
export const rmaRoutes: RouteDefinition[] = [
  route({
    method: 'POST', path: '/V1/returns', contract: `${API}RmaManagementInterface::saveRma`, acl: ACL, edition,
    input: RmaSaveInput, output: RmaData, service: RmaWriter, handler: (s, _ctx, i) => s.save(i.rmaDataObject),
  }),
  route({
    method: 'PUT', path: '/V1/returns/:id', contract: `${API}RmaManagementInterface::saveRma`, acl: ACL, edition,
    input: RmaUpdateInput, output: RmaData, service: RmaWriter, handler: (s, _ctx, i) => s.save(i.rmaDataObject, i.id),
  }),
  route({
    method: 'GET', path: '/V1/returns/:id', contract: `${API}RmaRepositoryInterface::get`, acl: ACL, edition,
    input: RmaIdInput, output: RmaData, service: RmaReader, handler: (s, _ctx, i) => s.get(i.id),
  }),
  route({
    method: 'DELETE', path: '/V1/returns/:id', contract: `${API}RmaRepositoryInterface::delete`, acl: ACL, edition,
    input: RmaDeleteInput, output: 'bool', service: RmaWriter, handler: (s, _ctx, i) => s.delete(i.id),
  }),
  route({
    method: 'GET', path: '/V1/returns', contract: `${API}RmaManagementInterface::search`, acl: ACL, edition,
    input: SearchCriteriaInput, output: searchResults(RmaData), service: RmaReader, handler: (s, _ctx, i) => s.search(i.searchCriteria),
  }),
  route({
    method: 'POST', path: '/V1/returns/:id/comments', contract: `${API}CommentManagementInterface::addComment`, acl: ACL, edition,
    input: CommentAddInput, output: 'bool', service: RmaComments, handler: (s, _ctx, i) => s.addComment(i.id, i.data),
  }),
  route({
    method: 'GET', path: '/V1/returns/:id/comments', contract: `${API}CommentManagementInterface::commentsList`, acl: ACL, edition,
    input: RmaIdInput, output: searchResults(RmaCommentData, 'Magento\\Rma\\Api\\Data\\CommentSearchResultInterface'),
    service: RmaComments, handler: (s, _ctx, i) => s.commentsList(i.id),
  }),
  route({
    method: 'POST', path: '/V1/returns/:id/tracking-numbers', contract: `${API}TrackManagementInterface::addTrack`, acl: ACL, edition,
    input: TrackAddInput, output: 'bool', service: RmaTracks, handler: (s, _ctx, i) => s.addTrack(i.id, i.track),
  }),
  route({
    method: 'DELETE', path: '/V1/returns/:id/tracking-numbers/:trackId', contract: `${API}TrackManagementInterface::removeTrackById`, acl: ACL, edition,
    input: TrackRemoveInput, output: 'bool', service: RmaTracks, handler: (s, _ctx, i) => s.removeTrackById(i.id, i.trackId),
  }),
  route({
    method: 'GET', path: '/V1/returns/:id/tracking-numbers', contract: `${API}TrackManagementInterface::getTracks`, acl: ACL, edition,
    input: RmaIdInput, output: searchResults(RmaTrackData, 'Magento\\Rma\\Api\\Data\\TrackSearchResultInterface'),
    service: RmaTracks, handler: (s, _ctx, i) => s.getTracks(i.id),
  }),
  route({
    method: 'GET', path: '/V1/returns/:id/labels', contract: `${API}TrackManagementInterface::getShippingLabelPdf`, acl: ACL, edition,
    input: RmaIdInput, output: 'string', service: RmaTracks, handler: (s, _ctx, i) => s.getShippingLabelPdf(i.id),
  }),
  route({
    method: 'GET', path: '/V1/returnsAttributeMetadata/form/:formCode', contract: `${API}RmaAttributesManagementInterface::getAttributes`, acl: ACL, edition,
    input: FormCodeInput, output: [AttributeMetadataData],
    service: RmaAttributesManagement, handler: (s, _ctx, i) => s.getAttributes(i.formCode),
  }),
  route({
    method: 'GET', path: '/V1/returnsAttributeMetadata', contract: `${API}RmaAttributesManagementInterface::getAllAttributesMetadata`, acl: ACL, edition,
    output: [AttributeMetadataData],
    service: RmaAttributesManagement, handler: (s) => s.getAllAttributesMetadata(),
  }),
  route({
    method: 'GET', path: '/V1/returnsAttributeMetadata/custom', contract: `${API}RmaAttributesManagementInterface::getCustomAttributesMetadata`, acl: ACL, edition,
    output: [AttributeMetadataData],
    service: RmaAttributesManagement, handler: (s) => s.getCustomAttributesMetadata(),
  }),
  route({
    method: 'GET', path: '/V1/returnsAttributeMetadata/:attributeCode', contract: `${API}RmaAttributesManagementInterface::getAttributeMetadata`, acl: ACL, edition,
    input: AttributeCodeInput, output: AttributeMetadataData,
    service: RmaAttributesManagement, handler: (s, _ctx, i) => s.getAttributeMetadata(i.attributeCode),
  }),
];
