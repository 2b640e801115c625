import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { InvoiceEmails } from './invoice-emails';
import { InvoiceManagement } from './invoice-management';
import { InvoiceOrder } from './invoice-order';
import { InvoiceReader } from './invoice-reader';
import { InvoiceRepository } from './invoice-repository';
import { TransactionRepository } from './transaction-repository';
import { VirtualItemDeduction } from './virtual-item-deduction';
import { invoiceRoutes } from './webapi';

/** Route declarations of this area (see ../sales.module.ts). */
export const invoicesRoutes: RouteDefinition[] = invoiceRoutes;
/** Providers of this area. */
export const invoicesProviders: Provider[] = [
  InvoiceEmails,
  VirtualItemDeduction,
  InvoiceOrder,
  InvoiceReader,
  InvoiceRepository,
  InvoiceManagement,
  TransactionRepository,
];
/** Providers other areas and libs may inject (credit memos read invoices; online payment methods record transactions). */
export const invoicesExports: Provider[] = [InvoiceReader, TransactionRepository];
