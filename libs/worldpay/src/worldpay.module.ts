import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { worldpayRoutes } from './webapi';

/**
 * The commerce edition's Worldpay-type card-payment module: POST /V1/worldpay-guest-carts/:cartId/payment-information, through a configurable HTTP gateway.
 */
@Global()
@WebApiRoutes(worldpayRoutes)
@Module({
  providers: [],
  exports: [],
})
export class WorldpayModule {}
