import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One directory per test run under the system's temporary directory, removed by the global
 * teardown, so a run leaves nothing behind in /tmp. Global setup points TMPDIR at it: os.tmpdir()
 * reads TMPDIR on every call, and the jest workers and every process a test starts inherit it, so
 * all of a run's temporary files land inside (the embedded PostgreSQL's data, the DATA_DIRs of
 * launchers, media, mail logs, CSV files, the browser's profile) without each test tracking its own.
 */
const PREFIX = 'mercato-test-run-';

/** Makes the run's directory (named after this jest process) and points TMPDIR at it. */
export function makeRunTempDir(): string {
  const base = tmpdir();
  removeAbandonedRunDirs(base);
  const dir = mkdtempSync(join(base, `${PREFIX}${process.pid}-`));
  // As root the embedded PostgreSQL runs as a dedicated user, which must be able to pass through
  // this directory to reach its data directory (embedded-postgres.ts opens that one the same way).
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  process.env.MERCATO_TEST_RUN_DIR = dir;
  process.env.TMPDIR = dir;
  return dir;
}

/** Removes the run's directory (after the servers that wrote into it have stopped). */
export function removeRunTempDir(): void {
  const dir = process.env.MERCATO_TEST_RUN_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * A run stopped before its teardown (Ctrl-C, a killed jest) keeps its directory: removed by the
 * next run once the jest process named in it is gone. Directories of runs still going are left alone.
 */
function removeAbandonedRunDirs(base: string): void {
  for (const name of readdirSync(base)) {
    const pid = Number(/^mercato-test-run-(\d+)-/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(base, name), { recursive: true, force: true });
  }
}

// Jest's global setup loads this before anything else: it stays free of the application's imports.
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
