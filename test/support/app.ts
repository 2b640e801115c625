import { INestApplication } from '@nestjs/common';
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
    const h: Record<string, string> = { ...headers };
    if (this.token) h.Authorization = `Bearer ${this.token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(this.base + path, { method, headers: h, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
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
