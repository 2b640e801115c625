import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, logger, MetricsServer, NestLogAdapter, setLogSilent, WebApiRegistry } from '@mercato/platform';
import { ConsumerMetrics, DbQueueConsumer, OperationSweeper, QueueConsumer, RabbitConsumer } from '@mercato/async-operations';
import { ConsumerModule } from './consumer.module';

export interface RunningConsumer {
  ctx: INestApplicationContext;
  consumer: QueueConsumer;
  /** Stops taking work, finishes the running batch, closes the context. */
  stop(): Promise<void>;
}

/**
 * Boots the consumer: the same domain modules as the API, without HTTP. With AMQP_URL it consumes
 * RabbitMQ (and relays the outbox); without, it reads the database queue.
 */
export async function createConsumer(config: AppConfig, name: string, options: { maxMessages?: number } = {}): Promise<RunningConsumer> {
  setLogSilent(config.logLevel === 'silent');
  const ctx = await NestFactory.createApplicationContext(ConsumerModule.forRoot(config), { logger: new NestLogAdapter() });
  const consumer: QueueConsumer = config.amqpUrl ? ctx.get(RabbitConsumer) : ctx.get(DbQueueConsumer);
  // The consumer's own metrics (in flight, outcomes, retries) on METRICS_PORT, when it is set.
  ctx.get(ConsumerMetrics).expose();
  const metricsUrl = await ctx.get(MetricsServer).start();
  await consumer.start(options);
  ctx.get(OperationSweeper).start();
  const topics = new Set(
    ctx
      .get(WebApiRegistry)
      .routes()
      .filter((r) => r.method !== 'GET')
      .map((r) => r.topic),
  ).size;
  logger.info('consumer started', {
    consumer: name,
    transport: config.amqpUrl ? 'amqp' : 'db',
    topics,
    max_messages: options.maxMessages,
    metrics: metricsUrl ?? undefined,
  });
  let stopped: Promise<void> | null = null;
  return {
    ctx,
    consumer,
    stop: () =>
      (stopped ??= (async () => {
        await consumer.stop();
        await ctx.close();
      })()),
  };
}
