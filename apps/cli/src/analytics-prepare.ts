import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { EmbeddedDatabase, loadConfig, setLogSilent, startEmbeddedPostgres } from '@mercato/platform';
import { ExportDataHandler } from '@mercato/analytics';
import { CoreModule } from '@mercato/setup';

/**
 * `analytics:prepare`: collects the usage reports, encrypts them and records the file that
 * GET /V1/analytics/link points at (Magento's analytics cron job, run on demand here; schedule it
 * with the system's cron for a daily refresh). It boots the domain modules without HTTP, as the
 * consumer does, because the module list comes from the declared routes. Uses DATABASE_URL, or
 * the embedded database under DATA_DIR when `npm start` is not running; DATA_DIR must be the
 * API's, whose /media/analytics serves the file.
 */
export async function prepareAnalytics(): Promise<void> {
  const config = loadConfig();
  setLogSilent(config.logLevel === 'silent');
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    config.databaseUrl = embedded.url;
  }
  try {
    const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot(config), { logger: ['error', 'warn'] });
    try {
      const path = await ctx.get(ExportDataHandler).prepareExportData();
      process.stdout.write(`Prepared the analytics export: media/${path}\n`);
    } finally {
      await ctx.close();
    }
  } finally {
    await embedded?.stop();
  }
}
