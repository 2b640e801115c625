import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { CreditmemoIdInput, RefundInvoiceInput, RefundOrderInput } from './dto/refund.input';
import {
  CreditmemoCommentData,
  CreditmemoCommentSaveInput,
  CreditmemoData,
  CreditmemoRefundInput,
  CreditmemoSaveInput,
} from './dto/creditmemo.input';
import { CreditmemoManagement } from './creditmemo-management';
import { CreditmemoNotifier } from './creditmemo-notifier';
import { CreditmemoReader } from './creditmemo-reader';
import { CreditmemoRefunds, RefundCall } from './creditmemo-refunds';

const API = 'Magento\\Sales\\Api';
const MEMOS = ['Magento_Sales::sales_creditmemo'];
/** The refund request arguments shared by both refund contracts. */
function refundCall(i: RefundOrderInput | RefundInvoiceInput): Omit<RefundCall, 'orderId'> {
  return {
    items: i.items,
    notify: i.notify,
    appendComment: i.appendComment,
    comment: i.comment,
    shippingAmount: i.arguments?.shipping_amount,
    adjustmentPositive: i.arguments?.adjustment_positive,
    adjustmentNegative: i.arguments?.adjustment_negative,
    returnToStockItems: i.arguments?.extension_attributes?.return_to_stock_items,
  };
}

/** Route declarations of this area (see ../sales.module.ts): refunds and credit memos. */
export const creditmemosRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/order/:orderId/refund',
    contract: `${API}\\RefundOrderInterface::execute`,
    acl: ['Magento_Sales::creditmemo'],
    input: RefundOrderInput,
    output: 'int',
    service: CreditmemoRefunds,
    handler: (s, _ctx, i) => s.refundOrder({ ...refundCall(i), orderId: i.orderId }),
  }),
  route({
    method: 'POST',
    path: '/V1/invoice/:invoiceId/refund',
    contract: `${API}\\RefundInvoiceInterface::execute`,
    acl: ['Magento_Sales::sales_invoice'],
    input: RefundInvoiceInput,
    output: 'int',
    service: CreditmemoRefunds,
    handler: (s, _ctx, i) => s.refundInvoice({ ...refundCall(i), invoiceId: i.invoiceId, isOnline: !!i.isOnline }),
  }),
  route({
    method: 'GET',
    path: '/V1/creditmemo/:id',
    contract: `${API}\\CreditmemoRepositoryInterface::get`,
    acl: MEMOS,
    input: CreditmemoIdInput,
    output: CreditmemoData,
    service: CreditmemoReader,
    handler: (s, _ctx, i) => s.get(i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/creditmemos',
    contract: `${API}\\CreditmemoRepositoryInterface::getList`,
    acl: MEMOS,
    input: SearchCriteriaInput,
    output: searchResults(CreditmemoData, 'Magento\\Sales\\Api\\Data\\CreditmemoSearchResultInterface'),
    service: CreditmemoReader,
    handler: (s, _ctx, i) => s.getList(i.searchCriteria),
  }),
  route({
    method: 'GET',
    path: '/V1/creditmemo/:id/comments',
    contract: `${API}\\CreditmemoManagementInterface::getCommentsList`,
    acl: MEMOS,
    input: CreditmemoIdInput,
    output: searchResults(CreditmemoCommentData, 'Magento\\Sales\\Api\\Data\\CreditmemoCommentSearchResultInterface'),
    service: CreditmemoReader,
    handler: (s, _ctx, i) => s.comments(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/creditmemo/:id/comments',
    contract: `${API}\\CreditmemoCommentRepositoryInterface::save`,
    acl: MEMOS,
    input: CreditmemoCommentSaveInput,
    output: CreditmemoCommentData,
    service: CreditmemoManagement,
    handler: (s, _ctx, i) => s.saveComment(i.id, i.entity),
  }),
  route({
    method: 'POST',
    path: '/V1/creditmemo/:id/emails',
    contract: `${API}\\CreditmemoManagementInterface::notify`,
    acl: MEMOS,
    input: CreditmemoIdInput,
    output: 'bool',
    service: CreditmemoNotifier,
    handler: (s, _ctx, i) => s.notifyById(i.id),
  }),
  route({
    method: 'PUT',
    path: '/V1/creditmemo/:id',
    contract: `${API}\\CreditmemoManagementInterface::cancel`,
    acl: MEMOS,
    input: CreditmemoIdInput,
    output: 'bool',
    service: CreditmemoManagement,
    handler: (s, _ctx, i) => s.cancel(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/creditmemo',
    contract: `${API}\\CreditmemoRepositoryInterface::save`,
    acl: MEMOS,
    input: CreditmemoSaveInput,
    output: CreditmemoData,
    service: CreditmemoManagement,
    handler: (s, _ctx, i) => s.save(i.entity),
  }),
  route({
    method: 'POST',
    path: '/V1/creditmemo/refund',
    contract: `${API}\\CreditmemoManagementInterface::refund`,
    acl: MEMOS,
    input: CreditmemoRefundInput,
    output: CreditmemoData,
    service: CreditmemoManagement,
    handler: (s, _ctx, i) => s.refund(i.creditmemo, i.offlineRequested),
  }),
];
