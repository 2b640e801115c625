import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { RmaAttributesManagement } from './services/rma-attributes';
import { RmaComments, RmaTracks } from './services/rma-comments-tracks';
import { RmaReader } from './services/rma-reader';
import { RmaWriter } from './services/rma-writer';
import { rmaRoutes } from './webapi';

/**
 * Magento_Rma (commerce edition): returns (RMA) per order item with reasons, conditions, resolutions, statuses, comments,
 * tracking numbers, labels and attribute metadata.
 */
@WebApiRoutes(rmaRoutes)
@Module({
  providers: [RmaReader, RmaWriter, RmaComments, RmaTracks, RmaAttributesManagement],
  exports: [RmaReader],
})
export class RmaModule {}
