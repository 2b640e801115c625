import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Dispatcher, Pool } from 'undici';
import { EmbeddedDatabase, processAlive, startEmbeddedPostgres } from '@mercato/platform';

export const DIST = join(__dirname, '..');
/** The checkout: the nearest directory up with a package.json (this file runs from dist/bench/, tests load it from bench/). */
const ROOT = repositoryRoot(__dirname);
/** The recorded results, committed: docs/performance.md cites them. */
export const RESULTS = join(ROOT, 'bench/results');

/**
 * Where a run writes its results: a run is not a record, so bench/results/local/ (git ignores it)
 * unless BENCH_RECORD=1 asks to record it in bench/results/ over the committed files.
 */
export function resultsDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.BENCH_RECORD === '1' ? RESULTS : join(RESULTS, 'local');
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Runs the API as its own process (production form), so the load generator does not share its event loop.
 * BENCH_API_DIST runs another build's API (a copy of the base's dist) under this build's benches, for before/after.
 */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const proc: ChildProcess = spawn(process.execPath, [join(process.env.BENCH_API_DIST ?? DIST, 'apps/api/src/main.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(base + '/health')).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: proc.pid!,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

/**
 * The embedded PostgreSQL on a data directory of its own under the system's temporary directory,
 * removed when it stops (a full run leaves about 2 GB there). A directory a bench killed before its
 * end left behind is removed by the next run, once the process named in it is gone.
 */
export async function startTemporaryEmbeddedPostgres(): Promise<EmbeddedDatabase> {
  removeAbandonedDirectories();
  const directory = mkdtempSync(join(tmpdir(), `mercato-bench-${process.pid}-`));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  let database: EmbeddedDatabase;
  try {
    database = await startEmbeddedPostgres(directory);
  } catch (e) {
    remove();
    throw e;
  }
  return {
    url: database.url,
    stop: async () => {
      try {
        await database.stop();
      } finally {
        remove();
      }
    },
  };
}

function removeAbandonedDirectories(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^mercato-bench-(\d+)-/.exec(name)?.[1]);
    if (pid && !processAlive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export async function post(
  base: string,
  path: string,
  token: string,
  body: unknown,
  method = 'POST',
): Promise<{ status: number; body: unknown; ms: number }> {
  const start = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return { status: res.status, body: json, ms: performance.now() - start };
}

/**
 * The load generator's HTTP client for benches that shop many calls side by side: undici's pool
 * (Node's own HTTP client library, under its fetch) over kept-alive connections. It spends about
 * 45 µs of CPU per call where node:http spent 105 and the global fetch about three times that, on
 * the same two cores as the API and PostgreSQL it measures.
 */
const pools = new Map<string, Pool>();
function poolFor(base: string): Pool {
  let pool = pools.get(base);
  if (!pool) pools.set(base, (pool = new Pool(base, { connections: 64 })));
  return pool;
}

/** POSTs (or `method`s) JSON and answers the status and the parsed JSON answer. */
export async function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method: Dispatcher.HttpMethod = 'POST',
): Promise<{ status: number; body: unknown }> {
  const res = await poolFor(base).request({
    path,
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.body.text();
  try {
    return { status: res.statusCode, body: text ? JSON.parse(text) : null };
  } catch (error) {
    throw new Error(`${method} ${path}: ${res.statusCode} answered no JSON: ${text.slice(0, 200)}`, { cause: error });
  }
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function writeResult(name: string, data: unknown): string {
  const directory = resultsDirectory();
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `${name}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Runs `n` calls of `work` (given the call's index) with `width` in flight; answers their results in call order. */
export async function pool<T>(n: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

/** Calls `call` once per id, `width` at a time: calls per second, p50/p99 latency and failures. */
export async function timedCalls(
  ids: readonly number[],
  width: number,
  call: (id: number) => Promise<{ status: number; ms: number }>,
): Promise<{ per_s: number; p50_ms: number; p99_ms: number; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < ids.length) {
        const res = await call(ids[next++]);
        latencies.push(res.ms);
        if (res.status !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    per_s: round(ids.length / seconds),
    p50_ms: round(latencies[Math.floor(latencies.length / 2)]),
    p99_ms: round(latencies[Math.floor(latencies.length * 0.99)]),
    failed,
  };
}

/** Clock ticks per second of /proc's CPU times (Linux: 100). */
let ticksPerSecond: number | undefined;
function ticks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** User + system CPU seconds of a process from /proc (its reaped children's too, with `children`); 0 when gone. */
function processCpuSeconds(pid: number | string, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may hold spaces: utime and stime are the 12th and
    // 13th after it, cutime and cstime (children waited for) the 14th and 15th.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(f[11]) + Number(f[12]);
    return (own + (children ? Number(f[13]) + Number(f[14]) : 0)) / ticks();
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by the API process and by every PostgreSQL server process on the machine
 * (the postmaster counted with the backends it has reaped, so backends that exit keep counting).
 * On a machine where only the bench's database is busy, the difference over a timed phase is the
 * work the phase cost each side: steadier than throughput on 2 shared cores, where the two take CPU
 * from each other.
 */
export function cpuSnapshot(apiPid: number): { api: number; postgres: number } {
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let comm: string;
    try {
      comm = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (comm === 'postgres') postgres += processCpuSeconds(entry, true);
  }
  return { api: processCpuSeconds(apiPid), postgres };
}
