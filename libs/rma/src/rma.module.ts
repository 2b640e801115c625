import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { rmaRoutes } from './webapi';

/**
 * Magento_Rma (commerce edition): returns (RMA) per order item with reasons, conditions, resolutions, statuses, comments, tracking numbers, labels and attribute metadata.
 */
@Global()
@WebApiRoutes(rmaRoutes)
@Module({
  providers: [],
  exports: [],
})
export class RmaModule {}
