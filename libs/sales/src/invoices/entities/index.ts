import { SalesInvoice, SalesInvoiceComment, SalesInvoiceItem, SalesSequenceInvoice } from './invoice.entity';
import { SalesPaymentTransaction } from './transaction.entity';

export { SalesInvoice, SalesInvoiceComment, SalesInvoiceItem, SalesPaymentTransaction, SalesSequenceInvoice };
export const invoiceEntities = [SalesInvoice, SalesInvoiceItem, SalesInvoiceComment, SalesPaymentTransaction, SalesSequenceInvoice];
