import { ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const DIST = join(__dirname, '..');
export const RESULTS = join(__dirname, '../../bench/results');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Runs the API as its own process (production form), so the load generator does not share its event loop. */
export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const proc: ChildProcess = spawn(process.execPath, [join(DIST, 'apps/api/src/main.js')], {
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
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}

export async function post(base: string, path: string, token: string, body: unknown, method = 'POST'): Promise<{ status: number; body: unknown; ms: number }> {
  const start = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return { status: res.status, body: json, ms: performance.now() - start };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function writeResult(name: string, data: unknown): string {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
