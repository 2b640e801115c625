import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppConfig,
  attachToRunningEmbeddedPostgres,
  Database,
  dataSourceOptions,
  describeDatabase,
  EmbeddedDatabase,
  loadConfig,
  NestLogAdapter,
  runMigrations,
  setLogSilent,
  startEmbeddedPostgres,
} from '@mercato/platform';
import { CoreModule, schema } from '@mercato/setup';

/**
 * The configured database (DATABASE_URL), else the embedded one under DATA_DIR: the running
 * store's server when `npm start` runs there, one started for the command otherwise. The first
 * line a command prints (on stderr) says which, so a forgotten DATA_DIR is seen at once.
 */
async function withConfig(work: (config: AppConfig) => Promise<void>): Promise<void> {
  const config = loadConfig();
  setLogSilent(config.logLevel === 'silent');
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await attachToRunningEmbeddedPostgres(config.dataDir);
    // Said before a server is started, whose start logs lines of its own.
    process.stderr.write(`Database: ${describeDatabase(config, embedded ?? { attached: false })}\n`);
    embedded ??= await startEmbeddedPostgres(config.dataDir);
    config.databaseUrl = embedded.url;
  } else {
    process.stderr.write(`Database: ${describeDatabase(config, null)}\n`);
  }
  try {
    await work(config);
  } finally {
    await embedded?.stop();
  }
}

/** The database, migrated, for commands that only read and write tables. */
export function withDatabase(work: (ds: Database) => Promise<void>): Promise<void> {
  return withConfig(async (config) => {
    const dataSource = new DataSource(dataSourceOptions(config.databaseUrl!, schema, 2));
    try {
      await dataSource.initialize();
      await runMigrations(dataSource);
      await work(new Database(dataSource));
    } finally {
      await dataSource.destroy().catch(() => undefined);
    }
  });
}

/**
 * The domain modules booted without HTTP, as the consumer boots them, for commands that use the
 * same services the web API does (their checks and messages included).
 */
export function withServices(work: (ctx: INestApplicationContext) => Promise<void>): Promise<void> {
  return withConfig(async (config) => {
    const ctx = await NestFactory.createApplicationContext(CoreModule.forRoot(config), { logger: new NestLogAdapter() });
    try {
      await work(ctx);
    } finally {
      await ctx.close();
    }
  });
}

/** A service's error for a person to read: Magento's message with its %1 placeholders filled. */
export function readableError(e: any): string {
  const params: unknown[] = Array.isArray(e?.parameters) ? e.parameters : [];
  return String(e?.message ?? e).replace(/%(\d+)/g, (m, n) => String(params[Number(n) - 1] ?? m));
}
