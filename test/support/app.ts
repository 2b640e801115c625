import { INestApplication } from '@nestjs/common';
import { Agent, request } from 'node:http';
import { AddressInfo } from 'node:net';
import { ConfigSnapshot, Database, loadConfig } from '@mercato/platform';
import { createApiApp } from '../../apps/api/src/create-api-app';
import { templateCopy } from './template-database';

export const ADMIN = { username: 'admin', password: 'admin-secret-1' };

export interface TestApp {
  app: INestApplication;
  base: string;
  ds: Database;
  /** The database this app runs on (a consumer process for it needs the same). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** Boots the real API on a loopback port against the test database. */
export async function startApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    DATABASE_URL: process.env.MERCATO_TEST_DATABASE_URL,
    ...(process.env.MERCATO_TEST_AMQP_URL ? { AMQP_URL: process.env.MERCATO_TEST_AMQP_URL } : {}),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...env,
  });
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, base: `http://127.0.0.1:${port}`, ds: testDatabase(app), databaseUrl: config.databaseUrl!, close: () => app.close() };
}

/**
 * The app's Database, for a test's own SQL. Configuration a test writes that way reaches the app's
 * ConfigSnapshot at once, as the notification of the table's trigger does moments later: a request
 * sent right after the write must not race that notification.
 */
function testDatabase(app: INestApplication): Database {
  const ds = app.get(Database);
  const snapshot = app.get(ConfigSnapshot);
  const query = ds.query.bind(ds);
  ds.query = async <T>(sql: string, params?: unknown[]): Promise<T> => {
    const result = await query<T>(sql, params);
    if (/core_config_data/.test(sql) && !/^\s*SELECT/i.test(sql)) snapshot.changed();
    return result;
  };
  return ds;
}

/**
 * The real API on a database of its own, made beside the run's test database and dropped on
 * close: for files that change configuration or stores, which would leak into other files. The
 * database is a copy of the run's migrated template (test/support/template-database.ts).
 */
export async function startIsolatedApp(label: string, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await templateCopy(label);
  const t = await startApp({ ...env, DATABASE_URL: database.url });
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.drop();
    },
  };
}

/**
 * Kept-alive connections to the apps under test. The client is node:http rather than fetch: a
 * suite sends thousands of calls, and fetch's streams cost the test process more CPU than the
 * API's own handling of a refused request (a profile of the fuzz sweep: a quarter of its time).
 */
const agent = new Agent({ keepAlive: true });

/** One HTTP exchange: the status, the headers as fetch's `Headers`, the body as text. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  payload: Buffer | undefined,
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const received = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) received.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        resolve({ status: res.statusCode!, headers: received, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as this call went out (its keep-alive timeout, or
      // a restart): sent again on a new one, as Node's documentation advises.
      if (req.reusedSocket && error.code === 'ECONNRESET') send(url, method, headers, payload).then(resolve, reject);
      else reject(error);
    });
    req.end(payload);
  });
}

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small HTTP client for the store API, as a Magento client would call it. */
export class Client {
  constructor(
    readonly base: string,
    public token?: string,
  ) {}

  async call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const h: Record<string, string> = { accept: '*/*', ...headers };
    if (this.token) h.Authorization = `Bearer ${this.token}`;
    let payload: Buffer | undefined;
    if (body !== undefined) {
      payload = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
      h['Content-Type'] ??= 'application/json';
    }
    // As fetch does: a POST, PUT or PATCH without a body says so, rather than being sent chunked.
    if (payload || /^(POST|PUT|PATCH)$/.test(method)) h['Content-Length'] = String(payload?.length ?? 0);
    const res = await send(this.base + path, method, h, payload);
    let parsed: unknown = res.text;
    try {
      parsed = JSON.parse(res.text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.call<T>('DELETE', path);
  }
}

export async function adminClient(t: TestApp): Promise<Client> {
  const anon = new Client(t.base);
  const res = await anon.post<string>('/rest/V1/integration/admin/token', ADMIN);
  if (res.status !== 200) throw new Error(`admin token: ${res.status} ${JSON.stringify(res.body)}`);
  return new Client(t.base, res.body);
}

let counter = 0;
/** A SKU no other test uses. */
export function uniqueSku(prefix = 'sku'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

export async function createProduct(client: Client, product: Record<string, unknown>): Promise<any> {
  const res = await client.post('/rest/V1/products', {
    product: { attribute_set_id: 4, type_id: 'simple', price: 10, name: 'Test product', ...product },
  });
  if (res.status !== 200) throw new Error(`create product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** What a command printed on stderr without its first line naming the database it used (when it got that far). */
export function withoutDatabaseLine(stderr: string): string {
  return stderr.replace(/^Database: .*\n/, '');
}
