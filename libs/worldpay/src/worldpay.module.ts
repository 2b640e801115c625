import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { WorldpayCheckout } from './services/worldpay-checkout';
import { WorldpayGateway } from './services/worldpay-gateway';
import { WorldpayMethod } from './services/worldpay-method';
import { worldpayRoutes } from './webapi';

/**
 * The commerce edition's Worldpay-type card-payment module: POST /V1/worldpay-guest-carts/:cartId/payment-information, through a
 * configurable HTTP gateway.
 */
@Global()
@WebApiRoutes(worldpayRoutes)
@Module({
  providers: [WorldpayMethod, WorldpayGateway, WorldpayCheckout],
  exports: [],
})
export class WorldpayModule {}
