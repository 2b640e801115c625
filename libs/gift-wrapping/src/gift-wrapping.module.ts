import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { giftWrappingRoutes } from './webapi';

/**
 * Magento_GiftWrapping (commerce edition): gift wrappings (CRUD and list).
 */
@Global()
@WebApiRoutes(giftWrappingRoutes)
@Module({
  providers: [],
  exports: [],
})
export class GiftWrappingModule {}
