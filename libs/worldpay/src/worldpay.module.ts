import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { IntegrationModule } from '@mercato/integration';
import { PaymentModule } from '@mercato/payment';
import { QuoteModule } from '@mercato/quote';
import { SalesModule } from '@mercato/sales';
import { WorldpayCheckout } from './services/worldpay-checkout';
import { WorldpayGateway } from './services/worldpay-gateway';
import { WorldpayMethod } from './services/worldpay-method';
import { worldpayRoutes } from './webapi';

/**
 * The commerce edition's Worldpay-type card-payment module: POST /V1/worldpay-guest-carts/:cartId/payment-information, through a
 * configurable HTTP gateway.
 */
@WebApiRoutes(worldpayRoutes)
@Module({
  imports: [IntegrationModule, PaymentModule, QuoteModule, SalesModule],
  providers: [WorldpayMethod, WorldpayGateway, WorldpayCheckout],
  exports: [],
})
export class WorldpayModule {}
