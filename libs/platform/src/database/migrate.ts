import { DataSource } from 'typeorm';
import { logger } from '../logging/logger';

/** Arbitrary constant key for pg_advisory_lock: one migrator at a time per database. */
const MIGRATION_LOCK = 7_346_100_231;

export async function runMigrations(ds: DataSource): Promise<void> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await ds.runMigrations({ transaction: 'each' });
    if (applied.length) logger.info('migrations applied', { migrations: applied.map((m) => m.name) });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
