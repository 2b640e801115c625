import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { WrappingImages } from './services/wrapping-image';
import { WrappingRepository } from './services/wrapping-repository';
import { WrappingRows } from './services/wrapping-rows';
import { WrappingScopeReader } from './services/wrapping-scope';
import { WrappingWriter } from './services/wrapping-writer';
import { giftWrappingRoutes } from './webapi';

/**
 * Magento_GiftWrapping (commerce edition): gift wrappings (CRUD and list), with store view design
 * labels, websites and an image under media/wrapping.
 */
@Global()
@WebApiRoutes(giftWrappingRoutes)
@Module({
  providers: [WrappingRows, WrappingScopeReader, WrappingImages, WrappingWriter, WrappingRepository],
  exports: [WrappingRepository, WrappingRows],
})
export class GiftWrappingModule {}
