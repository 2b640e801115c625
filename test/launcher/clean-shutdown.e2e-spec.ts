import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { Client } from '../support/app';
import { templateCopy } from '../support/template-database';

const DIST = join(__dirname, '../../dist/apps');
const OWNER = { username: 'owner', password: 'owner-pass-1' };

interface Started {
  proc: ChildProcess;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

const API = { main: join(DIST, 'api/src/main.js'), ready: '"msg":"api listening"' };
/** `npm start`: ready once the consumer runs too, after the API answers. */
const LAUNCHER = { main: join(DIST, 'launcher/src/main.js'), ready: '"msg":"mercato ready"' };

/** The compiled app as its own process, its whole output kept (LOG_LEVEL info), once it says it is ready. */
async function start(
  { main, ready }: { main: string; ready: string },
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): Promise<Started> {
  if (!existsSync(main)) throw new Error('dist is missing: npm test builds it first (pretest)');
  const port = await freePort();
  const base: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'info', PORT: String(port) };
  delete base.DATABASE_URL;
  delete base.AMQP_URL;
  const proc = spawn(process.execPath, [main], {
    env: { ...base, ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached,
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const started = { proc, base: `http://127.0.0.1:${port}`, output: () => out, exited };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`exited (${proc.exitCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`never said it was ready:\n${out}`);
    if (out.includes(ready)) return started;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Calls whose caches subscribe to the database's notifications (they listen from their first read). */
async function useCaches(base: string): Promise<void> {
  const anon = new Client(base);
  const token = (await anon.post<string>('/rest/V1/integration/admin/token', OWNER)).body;
  const admin = new Client(base, token);
  expect((await admin.get('/rest/V1/products/no-such-sku')).status).toBe(404);
  expect((await admin.get('/rest/V1/customerGroups/1')).status).toBe(200);
}

/** Every line but the JSON info log lines: warnings, errors, and anything else printed (a stack, a notice). */
function warnings(output: string): string[] {
  return output.split('\n').filter((line) => line.trim() && !isInfo(line));
}

function isInfo(line: string): boolean {
  try {
    return (JSON.parse(line) as { level?: string }).level === 'info';
  } catch {
    return false;
  }
}

async function listeningBackends(databaseUrl: string): Promise<number[]> {
  const db = new PgClient({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN %'",
    );
    return rows.rows.map((r) => r.pid);
  } finally {
    await db.end();
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A stop asked for is silent; a connection lost while running still warns. */
describe('clean shutdown', () => {
  it('the API alone (start:api) stopped with SIGTERM exits 0 and logs no warning', async () => {
    const database = await templateCopy('clean_shutdown_api');
    try {
      const api = await start(API, { DATABASE_URL: database.url });
      await useCaches(api.base);
      await until('the notification connection', async () => ((await listeningBackends(database.url)).length ? true : undefined));
      api.proc.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(api.output()).toContain('"msg":"api stopping"');
      expect(warnings(api.output())).toEqual([]);
    } finally {
      await database.drop();
    }
  }, 90_000);

  it('Ctrl-C on `npm start` (SIGINT to its process group, the embedded PostgreSQL included) stops it without a warning', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mercato-shutdown-'));
    // Its own process group, as a terminal gives a foreground command: the signal reaches the
    // launcher and the PostgreSQL server it started at the same moment.
    const launcher = await start(LAUNCHER, { DATA_DIR: dataDir }, { detached: true });
    await useCaches(launcher.base);
    await new Promise((r) => setTimeout(r, 500));
    process.kill(-launcher.proc.pid!, 'SIGINT');
    expect(await launcher.exited).toBe(0);
    expect(launcher.output()).toContain('"msg":"embedded PostgreSQL stopped"');
    expect(warnings(launcher.output())).toEqual([]);
  }, 90_000);

  it('a launcher whose embedded PostgreSQL stopped first stops at once when asked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mercato-shutdown-'));
    const launcher = await start(LAUNCHER, { DATA_DIR: dataDir });
    const server = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(server, 'SIGINT');
    await until('the server to stop', async () => (existsSync(join(dataDir, 'postgres', 'postmaster.pid')) ? undefined : true));
    await new Promise((r) => setTimeout(r, 300));
    const asked = Date.now();
    launcher.proc.kill('SIGTERM');
    const code = await launcher.exited;
    // On failure, the launcher's last words: which closer failed, and how.
    expect({ code, last: code === 0 ? [] : launcher.output().trim().split('\n').slice(-15) }).toEqual({ code: 0, last: [] });
    // Not left waiting for the server's exit, which had passed: the stop ends (and says so) at once.
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(launcher.output()).toContain('"msg":"embedded PostgreSQL stopped"');
  }, 90_000);

  it('a notification connection lost while running is a warning, and it comes back', async () => {
    const database = await templateCopy('clean_shutdown_lost');
    try {
      const api = await start(API, { DATABASE_URL: database.url });
      await useCaches(api.base);
      const [listener] = await until('the notification connection', async () => {
        const pids = await listeningBackends(database.url);
        return pids.length ? pids : undefined;
      });
      const admin = new PgClient({ connectionString: database.url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [listener]);
      await admin.end();
      await until('the warning', async () => (api.output().includes('"msg":"notification connection error"') ? true : undefined));
      // Reconnected, on a new backend.
      await until('a new notification connection', async () => {
        const pids = await listeningBackends(database.url);
        return pids.length && !pids.includes(listener) ? true : undefined;
      });
      api.proc.kill('SIGTERM');
      expect(await api.exited).toBe(0);
      expect(warnings(api.output())).toEqual([expect.stringContaining('"msg":"notification connection error"')]);
    } finally {
      await database.drop();
    }
  }, 90_000);
});
