import { SalesOrders1763800000080 } from './1763800000080-sales-orders';
import { SalesInvoices1763800000093 } from './1763800000093-sales-invoices';
import { SalesShipments1763800000096 } from './1763800000096-sales-shipments';
import { SalesCreditmemos1763800000099 } from './1763800000099-sales-creditmemos';
import { managementMigrations } from '../management/migrations';
import { OrderAdjustments1763800000280 } from '../adjustments/1763800000280-order-adjustments';
import { OrderAdjustmentCancellations1763800000281 } from '../adjustments/1763800000281-order-adjustment-cancellations';
import { SalesDiscountTaxCompensation1763800000431 } from './1763800000431-sales-discount-tax-compensation';
import { SalesDocumentSequences1763800000496 } from './1763800000496-sales-document-sequences';

export const salesMigrations = [
  SalesOrders1763800000080,
  ...managementMigrations,
  SalesInvoices1763800000093,
  SalesShipments1763800000096,
  SalesCreditmemos1763800000099,
  OrderAdjustments1763800000280,
  OrderAdjustmentCancellations1763800000281,
  SalesDiscountTaxCompensation1763800000431,
  SalesDocumentSequences1763800000496,
];
