import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Database } from './database';
import { DbNotifications } from './db-notifications';
import { runMigrations } from './migrate';
import { TableColumns } from './table-columns';

/** The installed schema: every module's migrations, the one source of the database's shape. */
export interface SchemaParts {
  migrations: Function[];
}

export function dataSourceOptions(url: string, schema: SchemaParts, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: schema.migrations,
    // The schema comes from migrations only (no entity classes: every access is SQL);
    // runMigrations applies them at start.
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: 'schema_migrations',
    // Timestamps are stored and read as UTC, whatever the server's or the process's zone. No JIT:
    // set-based statements with per-row subplans have large cost estimates, and PostgreSQL's JIT then
    // compiles them on every execution (70 ms to 1 s for the search documents of 50 products, whose
    // execution takes 10 ms); short statements run here, never analytic scans that would repay it.
    // Prepared statements (Database.query names recurring ones) keep PostgreSQL's default plan
    // cache mode: forcing generic plans made checkout faster but a category listing three times
    // slower and product updates slower, where a custom plan for the given values is much better.
    extra: { max: poolSize, options: '-c TimeZone=UTC -c jit=off' },
  };
}

/**
 * PostgreSQL through TypeORM. Migrations run when the data source opens, under an advisory lock
 * so an API and a consumer starting together do not race.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(schema: SchemaParts): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => {
            if (!config.databaseUrl) throw new Error('DATABASE_URL is not resolved; the launcher starts the embedded server first');
            return dataSourceOptions(config.databaseUrl, schema);
          },
          dataSourceFactory: async (options) => {
            const ds = await new DataSource(options!).initialize();
            await runMigrations(ds);
            return ds;
          },
        }),
      ],
      providers: [Database, DbNotifications, TableColumns],
      exports: [TypeOrmModule, Database, DbNotifications, TableColumns],
    };
  }
}
