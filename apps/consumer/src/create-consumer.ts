import 'reflect-metadata';
import { INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, logger, MetricsServer, NestLogAdapter, setLogSilent, WebApiRegistry } from '@mercato/platform';
import {
  ConsumerMetrics,
  DbQueueConsumer,
  OperationsServer,
  OperationSweeper,
  QueueConsumer,
  RabbitConsumer,
} from '@mercato/async-operations';
import { ConsumerModule } from './consumer.module';

export interface RunningConsumer {
  app: INestMicroservice;
  /** Resolves when the consumer stopped by itself (--max-messages reached) or was stopped. */
  finished: Promise<void>;
  /** Stops taking work, finishes the running batch, closes the application. */
  stop(): Promise<void>;
}

/**
 * Boots the consumer as a Nest microservice: the same domain modules as the API, without HTTP, and
 * OperationsServer as its transport strategy. With AMQP_URL RabbitMQ carries the operations (and the
 * consumer relays the outbox); without, the database queue does.
 */
export async function createConsumer(config: AppConfig, name: string, options: { maxMessages?: number } = {}): Promise<RunningConsumer> {
  setLogSilent(config.logLevel === 'silent');
  const server = new OperationsServer();
  const app = await NestFactory.createMicroservice(ConsumerModule.forRoot(config), { strategy: server, logger: new NestLogAdapter() });
  const carrier: QueueConsumer = config.amqpUrl ? app.get(RabbitConsumer) : app.get(DbQueueConsumer);
  const topics = [
    ...new Set(
      app
        .get(WebApiRegistry)
        .routes()
        .filter((r) => r.method !== 'GET')
        .map((r) => r.topic),
    ),
  ];
  const transport = config.amqpUrl ? 'amqp' : 'db';
  server.carry(carrier, { maxMessages: options.maxMessages, topics, transport });
  // The consumer's own metrics (in flight, outcomes, retries) on METRICS_PORT, when it is set.
  app.get(ConsumerMetrics).expose();
  const metricsUrl = await app.get(MetricsServer).start();
  await app.listen();
  app.get(OperationSweeper).start();
  logger.info('consumer started', {
    consumer: name,
    transport,
    topics: topics.length,
    max_messages: options.maxMessages,
    metrics: metricsUrl ?? undefined,
  });
  let stopped: Promise<void> | null = null;
  return {
    app,
    finished: server.finished,
    // Closing the application closes the server first: the carrier stops taking work and finishes its batches.
    stop: () => (stopped ??= app.close()),
  };
}
