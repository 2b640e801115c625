import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { IncrementIds } from './orders/increment-ids';
import { OrderAddressRepository } from './orders/order-address-repository';
import { OrderConfirmation } from './orders/order-confirmation';
import { OrderPlacement } from './orders/order-placement';
import { OrderReader } from './orders/order-reader';
import { OrderRepository } from './orders/order-repository';
import { OrderWriter } from './orders/order-writer';
import { salesRoutes } from './webapi';

/**
 * Magento_Sales (orders): placing an order from a cart (OrderPlacement, for checkout), reading and
 * searching orders, raw order saves and address edits. Global, so checkout injects OrderPlacement.
 */
@Global()
@WebApiRoutes(salesRoutes)
@Module({
  providers: [IncrementIds, OrderWriter, OrderConfirmation, OrderPlacement, OrderReader, OrderRepository, OrderAddressRepository],
  exports: [OrderPlacement, OrderReader, OrderRepository],
})
export class SalesModule {}
