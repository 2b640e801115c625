import { resolve } from 'node:path';
import { logger } from '../logging/logger';
import { AppConfig, ConfigError } from './app-config';

/**
 * How a process's entry point ends on a failed start: a configuration mistake is one line naming
 * the variable and what to do (exit 2), anything else is logged with its stack (exit 1).
 */
export function failedStart(processName: string): (error: unknown) => never {
  return (error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${processName}: ${error.message}\n`);
      process.exit(2);
    }
    const e = error as Error | undefined;
    logger.error(`${processName} failed`, { error: e?.message, stack: e?.stack });
    process.exit(1);
  };
}

/** The database a process uses, in words, for its first line (never the password). */
export function describeDatabase(config: AppConfig, embedded: { attached?: boolean } | null): string {
  if (embedded) {
    const dir = resolve(config.dataDir);
    return embedded.attached
      ? `embedded PostgreSQL of the store running on DATA_DIR=${dir}`
      : `embedded PostgreSQL under DATA_DIR=${dir} (no store runs there; started for this process)`;
  }
  const url = new URL(config.databaseUrl!);
  url.password = '';
  return `${url.toString().replace(/:@/, '@')} (DATABASE_URL)`;
}
