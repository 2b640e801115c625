import { Module } from '@nestjs/common';
import { ASYNC_SCHEDULER, QUEUE_HEALTH, WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { IntegrationModule } from '@mercato/integration';
import { ConsumerMetrics } from './metrics/consumer-metrics';
import { BulkRetryService } from './services/bulk-retry-service';
import { BulkScheduler } from './services/bulk-scheduler';
import { OperationLogStatistics } from './services/operation-log-statistics';
import { BulkStatusService } from './services/bulk-status-service';
import { EntityOrder } from './services/entity-order';
import { OperationRunner } from './services/operation-runner';
import { OperationSweeper } from './services/operation-sweeper';
import { DbQueueConsumer } from './transport/db-queue-consumer';
import { OutboxRelay } from './transport/outbox-relay';
import { RabbitConnection } from './transport/rabbitmq-connection';
import { RabbitConsumer } from './transport/rabbitmq-consumer';
import { asyncOperationsRoutes } from './webapi';

/**
 * Magento_AsynchronousOperations / WebapiAsync: accepting async and bulk requests for every
 * declared write route, the transports (RabbitMQ with an outbox, or the database queue), the
 * consumer's runner and the bulk status routes.
 */
@WebApiRoutes(asyncOperationsRoutes)
@Module({
  imports: [StoreModule, IntegrationModule],
  providers: [
    BulkScheduler,
    OperationLogStatistics,
    { provide: ASYNC_SCHEDULER, useExisting: BulkScheduler },
    BulkStatusService,
    BulkRetryService,
    EntityOrder,
    OperationRunner,
    ConsumerMetrics,
    OperationSweeper,
    RabbitConnection,
    { provide: QUEUE_HEALTH, useExisting: RabbitConnection },
    OutboxRelay,
    DbQueueConsumer,
    RabbitConsumer,
  ],
  exports: [
    ASYNC_SCHEDULER,
    QUEUE_HEALTH,
    OperationRunner,
    ConsumerMetrics,
    OperationSweeper,
    OutboxRelay,
    DbQueueConsumer,
    RabbitConsumer,
    RabbitConnection,
    // The admin pages' bulk actions log (libs/backend/src/admin) calls these as the REST routes do.
    BulkStatusService,
    BulkRetryService,
  ],
})
export class AsyncOperationsModule {}
