import { route, RouteDefinition, SearchCriteriaInput, searchResults } from '@mercato/platform';
import {
  InvoiceCommentData,
  InvoiceCommentSaveInput,
  InvoiceData,
  InvoiceIdInput,
  InvoiceOrderInput,
  InvoiceSaveInput,
  TransactionIdInput,
} from './dto/invoice.input';
import { TransactionData } from './dto/transaction.output';
import { InvoiceManagement } from './invoice-management';
import { InvoiceOrder } from './invoice-order';
import { InvoiceReader } from './invoice-reader';
import { InvoiceRepository } from './invoice-repository';
import { TransactionRepository } from './transaction-repository';

const API = 'Magento\\Sales\\Api\\';
const INVOICES = ['Magento_Sales::sales_invoice'];

/** Magento_Sales invoice and payment-transaction routes (etc/webapi.xml). */
export const invoiceRoutes: RouteDefinition[] = [
  route({
    method: 'POST',
    path: '/V1/order/:orderId/invoice',
    contract: `${API}InvoiceOrderInterface::execute`,
    acl: ['Magento_Sales::invoice'],
    input: InvoiceOrderInput,
    output: 'int',
    service: InvoiceOrder,
    handler: (s, _ctx, i) => s.execute(i),
  }),
  route({
    method: 'GET',
    path: '/V1/invoices/:id',
    contract: `${API}InvoiceRepositoryInterface::get`,
    acl: INVOICES,
    input: InvoiceIdInput,
    output: InvoiceData,
    service: InvoiceReader,
    handler: (s, _ctx, i) => s.get(i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/invoices',
    contract: `${API}InvoiceRepositoryInterface::getList`,
    acl: INVOICES,
    input: SearchCriteriaInput,
    output: searchResults(InvoiceData, 'Magento\\Sales\\Api\\Data\\InvoiceSearchResultInterface'),
    service: InvoiceReader,
    handler: (s, _ctx, i) => s.getList(i.searchCriteria),
  }),
  route({
    method: 'GET',
    path: '/V1/invoices/:id/comments',
    contract: `${API}InvoiceManagementInterface::getCommentsList`,
    acl: INVOICES,
    input: InvoiceIdInput,
    output: searchResults(InvoiceCommentData, 'Magento\\Sales\\Api\\Data\\InvoiceCommentSearchResultInterface'),
    service: InvoiceReader,
    handler: (s, _ctx, i) => s.comments(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/invoices/:id/emails',
    contract: `${API}InvoiceManagementInterface::notify`,
    acl: INVOICES,
    input: InvoiceIdInput,
    output: 'bool',
    service: InvoiceManagement,
    handler: (s, _ctx, i) => s.notify(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/invoices/:id/void',
    contract: `${API}InvoiceManagementInterface::setVoid`,
    acl: INVOICES,
    input: InvoiceIdInput,
    output: 'bool',
    service: InvoiceManagement,
    handler: (s, _ctx, i) => s.setVoid(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/invoices/:id/capture',
    contract: `${API}InvoiceManagementInterface::setCapture`,
    acl: INVOICES,
    input: InvoiceIdInput,
    output: 'bool',
    service: InvoiceManagement,
    handler: (s, _ctx, i) => s.setCapture(i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/invoices/comments',
    contract: `${API}InvoiceCommentRepositoryInterface::save`,
    acl: INVOICES,
    input: InvoiceCommentSaveInput,
    output: InvoiceCommentData,
    service: InvoiceRepository,
    handler: (s, _ctx, i) => s.saveComment(i.entity),
  }),
  route({
    method: 'POST',
    path: '/V1/invoices/',
    contract: `${API}InvoiceRepositoryInterface::save`,
    acl: INVOICES,
    input: InvoiceSaveInput,
    output: InvoiceData,
    service: InvoiceRepository,
    handler: (s, _ctx, i) => s.save(i.entity),
  }),
  route({
    method: 'GET',
    path: '/V1/transactions/:id',
    contract: `${API}TransactionRepositoryInterface::get`,
    acl: ['Magento_Sales::transactions_fetch'],
    input: TransactionIdInput,
    output: TransactionData,
    service: TransactionRepository,
    handler: (s, _ctx, i) => s.get(i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/transactions',
    contract: `${API}TransactionRepositoryInterface::getList`,
    acl: ['Magento_Sales::transactions_fetch'],
    input: SearchCriteriaInput,
    output: searchResults(TransactionData, 'Magento\\Sales\\Api\\Data\\TransactionSearchResultInterface'),
    service: TransactionRepository,
    handler: (s, _ctx, i) => s.getList(i.searchCriteria),
  }),
];
