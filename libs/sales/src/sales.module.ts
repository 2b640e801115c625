import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { EmailModule } from '@mercato/email';
import { InventoryModule } from '@mercato/inventory';
import { SalesRuleModule } from '@mercato/sales-rule';
import { StoreModule } from '@mercato/store';
import { OrderAdjustments } from './adjustments';
import { DocumentNumbers } from './documents/document-numbers';
import { OrderAddressRepository } from './orders/order-address-repository';
import { OrderConfirmation } from './orders/order-confirmation';
import { OrderPlacement } from './orders/order-placement';
import { OrderReader } from './orders/order-reader';
import { OrderRepository } from './orders/order-repository';
import { OrderWriter } from './orders/order-writer';
import { salesRoutes } from './webapi';
import { creditmemosExports, creditmemosProviders, creditmemosRoutes } from './creditmemos';
import { invoicesExports, invoicesProviders, invoicesRoutes } from './invoices';
import { managementExports, managementProviders, managementRoutes } from './management';
import { shipmentsExports, shipmentsProviders, shipmentsRoutes } from './shipments';

/**
 * Magento_Sales: placing an order from a cart (OrderPlacement, for checkout), reading and searching
 * orders, raw order saves and address edits (orders/); order management and the state machine
 * (management/); invoices and payment transactions (invoices/); shipments from a source
 * (shipments/); refunds and credit memos (creditmemos/).
 */
@WebApiRoutes([...salesRoutes, ...managementRoutes, ...invoicesRoutes, ...shipmentsRoutes, ...creditmemosRoutes])
@Module({
  imports: [EmailModule, InventoryModule, SalesRuleModule, StoreModule],
  providers: [
    DocumentNumbers,
    OrderAdjustments,
    OrderWriter,
    OrderConfirmation,
    OrderPlacement,
    OrderReader,
    OrderRepository,
    OrderAddressRepository,
    ...managementProviders,
    ...invoicesProviders,
    ...shipmentsProviders,
    ...creditmemosProviders,
  ],
  exports: [
    OrderPlacement,
    OrderAdjustments,
    DocumentNumbers,
    OrderReader,
    OrderRepository,
    ...managementExports,
    ...invoicesExports,
    ...shipmentsExports,
    ...creditmemosExports,
  ],
})
export class SalesModule {}
