import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '../support/app';
import { CLI, CONSUMER, freePort, launch, LAUNCHER, waitFor } from '../support/launched';
import { describeOnce } from '../support/modes';

function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/ Z /.test(stat.replace(/^.*\)/, ' '));
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The embedded server's watchdog of a launcher: a node process given the launcher's pid. */
function watchdogOf(launcherPid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.includes('-e') && args.includes(String(launcherPid)) && args.some((a) => a.includes('process.kill(server')))
        found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * `npm start` on the embedded default: one command, data that survives restarts, one launcher per
 * data directory. It starts its own embedded server whatever services the run was given, so it
 * runs once, in the embedded run (CI's real-services run would repeat it to the letter: a minute).
 */
describeOnce('embedded launcher (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mercato-launcher-'));
  let port: number;
  beforeAll(async () => {
    if (!existsSync(LAUNCHER)) throw new Error('dist is missing: npm test builds it first (pretest)');
    port = await freePort();
  });

  it('starts, serves, refuses a second launcher on the same data, stops cleanly, and keeps the data', async () => {
    const env = { DATA_DIR: dataDir, PORT: String(port), ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-pass-1' };
    const first = launch(env);
    await waitFor(first, 'mercato ready');
    const anon = new Client(`http://127.0.0.1:${port}`);
    expect((await anon.get('/health')).body).toEqual({ status: 'ok' });
    const token = (await anon.post<string>('/rest/V1/integration/admin/token', { username: 'owner', password: 'owner-pass-1' })).body;
    const admin = new Client(anon.base, token);
    const created = await admin.post('/rest/V1/products', {
      product: { sku: 'persisted', name: 'Persisted', price: 3, type_id: 'simple' },
    });
    expect(created.status).toBe(200);

    // Structured request log: one JSON line per request with method, path, status and duration.
    await waitFor(first, '"path":"/rest/V1/products"');
    const line = first
      .output()
      .split('\n')
      .find((l) => l.includes('"path":"/rest/V1/products"'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 'info', msg: 'request', method: 'POST', status: 200, duration_ms: expect.any(Number) });

    const second = launch({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('DATA_DIR is in use by another launcher');

    first.proc.kill('SIGTERM');
    expect({ code: await first.exited, output: first.output() }).toMatchObject({ code: 0 });
    expect(first.output()).toContain('embedded PostgreSQL stopped');
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const again = launch({ DATA_DIR: dataDir, PORT: String(port) });
    await waitFor(again, 'mercato ready');
    const token2 = (await anon.post<string>('/rest/V1/integration/admin/token', { username: 'owner', password: 'owner-pass-1' })).body;
    const product = await new Client(anon.base, token2).get('/rest/V1/products/persisted');
    expect(product).toMatchObject({ status: 200, body: { sku: 'persisted', name: 'Persisted', price: 3 } });
    again.proc.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('runs commands and a consumer beside a running store, on its server; each says which database it uses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-launcher-'));
    const env = { DATA_DIR: dir, PORT: String(await freePort()) };
    const store = launch(env);
    await waitFor(store, 'mercato ready');
    // The server's address and credentials, for the owner only.
    expect(statSync(join(dir, 'postgres.url')).mode & 0o777).toBe(0o600);

    const command = launch(env, CLI, ['downloadable:domains:show']);
    expect(await command.exited).toBe(0);
    expect(command.output().split('\n')[0]).toBe(`Database: embedded PostgreSQL of the store running on DATA_DIR=${dir}`);
    expect(command.output()).toContain('Downloadable domains:');

    const consumer = launch(env, CONSUMER, ['start', 'async.operations.all']);
    await waitFor(consumer, 'consumer database');
    expect(consumer.output()).toContain(`embedded PostgreSQL of the store running on DATA_DIR=${dir}`);
    consumer.proc.kill('SIGTERM');
    expect(await consumer.exited).toBe(0);

    store.proc.kill('SIGTERM');
    expect(await store.exited).toBe(0);
    expect(existsSync(join(dir, 'postgres.url'))).toBe(false);

    // No store: a command starts the server for itself and says so; a consumer refuses in one line.
    const alone = launch(env, CLI, ['downloadable:domains:show']);
    expect(await alone.exited).toBe(0);
    expect(alone.output().split('\n')[0]).toBe(
      `Database: embedded PostgreSQL under DATA_DIR=${dir} (no store runs there; started for this process)`,
    );
    const refused = launch(env, CONSUMER, ['start', 'async.operations.all']);
    expect(await refused.exited).toBe(2);
    expect(refused.output().trim()).toBe(
      `consumer: DATABASE_URL is not set and no store runs on DATA_DIR=${dir}: set DATABASE_URL, or start the store there (npm start)`,
    );
  }, 120_000);

  it('a launcher killed with SIGKILL takes its PostgreSQL down; the next start comes up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-launcher-'));
    const env = { DATA_DIR: dir, PORT: String(await freePort()) };
    const first = launch(env);
    await waitFor(first, 'mercato ready');
    const server = postmasterPid(dir)!;
    expect(alive(server)).toBe(true);
    first.proc.kill('SIGKILL');
    await first.exited;
    // The watchdog stops the server once its launcher is gone.
    await until(() => !alive(server), 20_000, 'the embedded server to stop after its launcher died');

    const again = launch(env);
    await waitFor(again, 'mercato ready', 60_000);
    expect((await new Client(`http://127.0.0.1:${env.PORT}`).get('/health')).body).toEqual({ status: 'ok' });
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('a start stops a PostgreSQL left running on its data directory and comes up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-launcher-'));
    const env = { DATA_DIR: dir, PORT: String(await freePort()) };
    const first = launch(env);
    await waitFor(first, 'mercato ready');
    const server = postmasterPid(dir)!;
    // Launcher and watchdog both gone (as if the whole supervision were killed): the server stays.
    const watchdogs = watchdogOf(first.proc.pid!);
    expect(watchdogs).toHaveLength(1);
    for (const pid of watchdogs) process.kill(pid, 'SIGKILL');
    first.proc.kill('SIGKILL');
    await first.exited;
    await new Promise((r) => setTimeout(r, 1500));
    expect(alive(server)).toBe(true);

    const again = launch(env);
    await waitFor(again, 'mercato ready', 60_000);
    expect(again.output()).toContain('stopping a PostgreSQL server left running on this data directory');
    expect(alive(server)).toBe(false);
    expect((await new Client(`http://127.0.0.1:${env.PORT}`).get('/health')).body).toEqual({ status: 'ok' });
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('creates an administrator with a random password, printed once, when none exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mercato-launcher-'));
    const l = launch({ DATA_DIR: dir, PORT: String(await freePort()) });
    await waitFor(l, 'mercato ready');
    const m = /username "admin", password "([^"]+)"/.exec(l.output());
    expect(m).not.toBeNull();
    l.proc.kill('SIGTERM');
    expect({ code: await l.exited, output: l.output() }).toMatchObject({ code: 0 });
    const again = launch({ DATA_DIR: dir, PORT: String(await freePort()) });
    await waitFor(again, 'mercato ready');
    expect(again.output()).not.toContain('password "');
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
