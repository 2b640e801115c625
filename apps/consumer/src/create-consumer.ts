import 'reflect-metadata';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig, logger, setLogSilent, WebApiRegistry } from '@mercato/platform';
import { ConsumerModule } from './consumer.module';

/**
 * Boots the consumer's application context. The queue itself (issue 3) plugs in here; until then
 * the process starts, migrates, knows every route's topic, and idles.
 */
export async function createConsumer(config: AppConfig, name: string): Promise<INestApplicationContext> {
  setLogSilent(config.logLevel === 'silent');
  const ctx = await NestFactory.createApplicationContext(ConsumerModule.forRoot(config), { logger: ['error', 'warn'] });
  const topics = ctx.get(WebApiRegistry).routes().filter((r) => r.method !== 'GET').length;
  logger.info('consumer started', { consumer: name, topics });
  return ctx;
}
