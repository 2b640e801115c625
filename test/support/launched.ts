import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The apps' compiled entry points, as `npm start`, `npm run mercato` and `npm run consumer` run them. */
export const LAUNCHER = join(__dirname, '../../dist/apps/launcher/src/main.js');
export const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');
export const CONSUMER = join(__dirname, '../../dist/apps/consumer/src/main.js');

export interface Launched {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The launcher (or another of the apps' entry points) on the embedded default: no DATABASE_URL, no AMQP_URL. */
export function launch(env: Record<string, string>, script = LAUNCHER, args: string[] = []): Launched {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.AMQP_URL;
  const proc = spawn(process.execPath, [script, ...args], { env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, output: () => out, exited };
}

export async function waitFor(l: Launched, text: string, ms = 30_000): Promise<void> {
  const start = Date.now();
  while (!l.output().includes(text)) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for "${text}":\n${l.output()}`);
    if (l.proc.exitCode !== null) throw new Error(`launcher exited (${l.proc.exitCode}):\n${l.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
