import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from './app';

const CONSUMER = join(__dirname, '../../dist/apps/consumer/src/main.js');

export interface ConsumerProcess {
  proc: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM: finish the running batch, then exit. */
  stop(): Promise<number | null>;
  /** SIGKILL: die at once, mid-batch. */
  kill(): Promise<number | null>;
}

/** The real consumer process (`consumer start async.operations.all`), on the test database and broker. */
export function startConsumer(args: string[] = [], env: Record<string, string> = {}): ConsumerProcess {
  if (!existsSync(CONSUMER)) throw new Error('dist is missing: npm test builds it first (pretest)');
  const base: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: process.env.MERCATO_TEST_DATABASE_URL,
    LOG_LEVEL: 'silent',
  };
  if (process.env.MERCATO_TEST_AMQP_URL) base.AMQP_URL = process.env.MERCATO_TEST_AMQP_URL;
  else delete base.AMQP_URL;
  const proc = spawn(process.execPath, [CONSUMER, 'start', 'async.operations.all', ...args], {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return {
    proc,
    output: () => out,
    exited,
    stop: () => {
      proc.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      proc.kill('SIGKILL');
      return exited;
    },
  };
}

/** Waits until the consumer process printed `text` (start it with LOG_LEVEL=info to see its logs). */
export async function waitForOutput(c: ConsumerProcess, text: string, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!c.output().includes(text)) {
    if (c.proc.exitCode !== null) throw new Error(`consumer exited (${c.proc.exitCode}):\n${c.output()}`);
    if (Date.now() - start > timeoutMs) throw new Error(`consumer never printed "${text}":\n${c.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A consumer that has connected and subscribed: tests that time what the consumer does (a first
 * attempt under a lock) must not count its start-up, which takes seconds on a loaded CI machine.
 */
export async function startReadyConsumer(args: string[] = [], env: Record<string, string> = {}): Promise<ConsumerProcess> {
  const consumer = startConsumer(args, { LOG_LEVEL: 'info', ...env });
  await waitForOutput(consumer, '"msg":"consumer started"', 60_000);
  return consumer;
}

/** Waits until the bulk's (first) operation has been attempted at least once; answers its attempts. */
export async function waitForAttempt(db: { query(sql: string, params: unknown[]): Promise<any[]> }, uuid: string, timeoutMs = 30_000) {
  const start = Date.now();
  for (;;) {
    const [{ attempts }] = await db.query(`SELECT attempts FROM magento_operation WHERE bulk_uuid = $1`, [uuid]);
    if (attempts > 0 || Date.now() - start > timeoutMs) return attempts as number;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until no operation of the bulk is open; returns the short status. */
export async function waitForBulk(client: Client, uuid: string, timeoutMs = 30_000): Promise<any> {
  const start = Date.now();
  for (;;) {
    const open = await client.get<number>(`/rest/V1/bulk/${uuid}/operation-status/4`);
    if (open.status !== 200) throw new Error(`status ${open.status}: ${JSON.stringify(open.body)}`);
    if (open.body === 0) return (await client.get(`/rest/V1/bulk/${uuid}/status`)).body;
    if (Date.now() - start > timeoutMs) throw new Error(`bulk ${uuid} still has ${open.body} open operations`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
