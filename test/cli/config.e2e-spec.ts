import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { Mailer } from '@mercato/email';
import { SecretBox } from '@mercato/integration';
import { ScopeConfig } from '@mercato/platform';
import { adminClient, Client, startIsolatedApp, TestApp, withoutDatabaseLine } from '../support/app';
import { startSmtpSink } from '../support/smtp-sink';
import { describeOnce } from '../support/modes';

const CLI = join(__dirname, '../../dist/apps/cli/src/main.js');

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * `mercato config:set`, `config:show` and `config:sensitive:set` run as child processes against the
 * database of a running API, as an operator runs them beside `npm start`. Its own database: it
 * changes configuration.
 */
describeOnce('configuration from the command line', () => {
  let t: TestApp;
  let admin: Client;
  /** Runs the command without blocking this process, which serves the API the test calls. */
  const mercato = (...args: string[]) =>
    new Promise<Run>((resolve) => {
      execFile(
        process.execPath,
        [CLI, ...args],
        { env: { ...process.env, DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' } },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr: withoutDatabaseLine(stderr) }),
      );
    });
  const rows = (path: string): Promise<{ scope: string; scope_id: number; value: string | null }[]> =>
    t.ds.query(`SELECT scope, scope_id, value FROM core_config_data WHERE path = $1 ORDER BY scope, scope_id`, [path]);

  beforeAll(async () => {
    t = await startIsolatedApp('config_cli');
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('stores a value at the default, website and store view scopes, and shows what each scope reads', async () => {
    const path = 'carriers/flatrate/price';
    expect(await mercato('config:set', path, '6.5')).toMatchObject({ status: 0, stdout: `Value was saved (${path}, scope default).\n` });
    expect(await mercato('config:set', '--scope', 'websites', '--scope-code', 'base', path, '7.25')).toMatchObject({ status: 0 });
    expect(await rows(path)).toEqual([
      { scope: 'default', scope_id: 0, value: '6.5' },
      { scope: 'websites', scope_id: 1, value: '7.25' },
    ]);

    const byDefault = await mercato('config:show', path);
    expect(byDefault).toMatchObject({ status: 0, stdout: '6.5\n' });
    expect(byDefault.stderr).toBe(`Scope default; "${path}" is stored at default.\n`);
    const byStore = await mercato('config:show', path, '--scope=stores', '--scope-code=default');
    expect(byStore).toMatchObject({ status: 0, stdout: '7.25\n' });
    expect(byStore.stderr).toContain(
      'stores "default" (id 1), inheriting websites (id 1) and default; "carriers/flatrate/price" is stored at websites',
    );

    expect(await mercato('config:set', path, '8', '--scope', 'store', '--scope-code', 'default')).toMatchObject({ status: 0 });
    expect(await rows(path)).toContainEqual({ scope: 'stores', scope_id: 1, value: '8' });
    expect((await mercato('config:show', 'carriers/flatrate', '--scope', 'stores', '--scope-code', 'default')).stdout).toBe(
      `${path} - 8\n`,
    );
  });

  it('refuses an unknown path, an invalid value and an unknown scope with one line, writing nothing', async () => {
    const before = await t.ds.query(`SELECT count(*)::int AS n FROM core_config_data`);
    expect(await mercato('config:set', 'tax/calculation/no_such_setting', '1')).toEqual({
      status: 1,
      stdout: '',
      stderr: `The "tax/calculation/no_such_setting" path doesn't exist. Verify and try again.\n`,
    });
    expect(await mercato('config:set', 'tax/calculation/algorithm', 'ROW')).toMatchObject({
      status: 1,
      stderr:
        'Invalid value "ROW" for "tax/calculation/algorithm": expected one of UNIT_BASE_CALCULATION, ROW_BASE_CALCULATION, ' +
        'TOTAL_BASE_CALCULATION.\n',
    });
    expect(await mercato('config:set', 'checkout/options/enable_agreements', 'yes')).toMatchObject({
      status: 1,
      stderr: 'Invalid value "yes" for "checkout/options/enable_agreements": expected 0 (No) or 1 (Yes).\n',
    });
    expect(
      await mercato('config:set', 'checkout/options/enable_agreements', '1', '--scope', 'websites', '--scope-code', 'mars'),
    ).toMatchObject({
      status: 1,
      stderr: `The "mars" value doesn't exist. Enter another value and try again.\n`,
    });
    expect(await mercato('config:set', 'checkout/options/enable_agreements', '1', '--scope', 'websites')).toMatchObject({
      status: 1,
      stderr: 'A scope code is missing. Enter a code and try again.\n',
    });
    expect(await mercato('config:show', 'no/such/path')).toMatchObject({
      status: 1,
      stderr: `Configuration for path: "no/such/path" doesn't exist\n`,
    });
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM core_config_data`)).toEqual(before);
  });

  it('keeps a secret sealed with the instance key and shows it masked', async () => {
    const path = 'payment/worldpay/api_key';
    const clear = 'wp-live-key-0123456789';
    expect(await mercato('config:set', path, clear)).toMatchObject({
      status: 1,
      stderr: `The "${path}" path holds a secret: set it with config:sensitive:set, which stores it encrypted.\n`,
    });
    expect(await mercato('config:sensitive:set', 'payment/checkmo/title', 'x')).toMatchObject({
      status: 1,
      stderr: 'The "payment/checkmo/title" path is not sensitive: set it with config:set.\n',
    });
    expect(await mercato('config:sensitive:set', 'crypt/key', 'x')).toMatchObject({ status: 1 });

    expect(await mercato('config:sensitive:set', path, clear)).toMatchObject({ status: 0 });
    const [stored] = await rows(path);
    expect(stored.value).toMatch(/^v1:/);
    expect(stored.value).not.toContain(clear);
    // The running API opens it with the same key (Worldpay reads it so).
    expect(await t.app.get(SecretBox).open(stored.value!)).toBe(clear);

    expect((await mercato('config:show', path)).stdout).toBe('******\n');
    const all = await mercato('config:show');
    expect(all.status).toBe(0);
    expect(all.stderr).toBe('Scope default.\n');
    expect(all.stdout).toContain(`${path} - ******\n`);
    expect(all.stdout).toContain('crypt/key - ******\n');
    expect(all.stdout).toContain('carriers/flatrate/price - 6.5\n');
    expect(all.stdout).not.toContain(clear);
  });

  it('seals the SMTP password, which the mailer opens to log in', async () => {
    const sink = await startSmtpSink();
    const config = t.app.get(ScopeConfig);
    try {
      for (const [path, value] of [
        ['system/smtp/host', '127.0.0.1'],
        ['system/smtp/port', String(sink.port)],
        ['system/smtp/auth', 'plain'],
        ['system/smtp/username', 'shop'],
      ]) {
        expect(await mercato('config:set', path, value)).toMatchObject({ status: 0 });
      }
      expect(await mercato('config:sensitive:set', 'system/smtp/password', 'smtp-pass-42')).toMatchObject({ status: 0 });
      const [stored] = await rows('system/smtp/password');
      expect(stored.value).toMatch(/^v1:/);
      expect(stored.value).not.toContain('smtp-pass-42');
      expect((await mercato('config:show', 'system/smtp/password')).stdout).toBe('******\n');

      // The command's writes reach the API's snapshot through the notification; wait for the last one.
      while ((await config.get('system/smtp/password')) !== stored.value) await new Promise((r) => setTimeout(r, 20));
      const sent = await t.app.get(Mailer).send({
        to: { email: 'someone@example.com' },
        identity: 'general',
        subject: 'sealed',
        text: 'hello',
        html: '<p>hello</p>',
      });
      expect(sent).toBe(true);
      expect(sink.logins).toEqual(['shop:smtp-pass-42']);
    } finally {
      for (const path of ['host', 'port', 'auth', 'username', 'password']) await config.set(`system/smtp/${path}`, null);
      await sink.close();
    }
  });

  it('reaches the running API within a second', async () => {
    const search = () => admin.get('/rest/V1/products?searchCriteria[pageSize]=50');
    expect((await search()).status).toBe(200);
    expect(await mercato('config:set', 'webapi/validation/maximum_page_size', '40')).toMatchObject({ status: 0 });
    const written = Date.now();
    let reply = await search();
    while (reply.status === 200 && Date.now() - written < 1000) {
      await new Promise((r) => setTimeout(r, 20));
      reply = await search();
    }
    expect(Date.now() - written).toBeLessThan(1000);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'Maximum SearchCriteria pageSize is %max', parameters: { max: 40 } });
  });
});
