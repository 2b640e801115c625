import { Client } from 'pg';
import { ConfigSnapshot, ScopeConfig } from '@mercato/platform';
import { ScopedConfig } from '@mercato/store';
import { startApp, TestApp } from '../support/app';

/** Configuration is held in memory by every process, and a change made anywhere reaches it at once. */
describe('configuration snapshot', () => {
  const path = `mercato/test/snapshot_${process.pid}`;
  let t: TestApp;
  let other: Client;

  beforeAll(async () => {
    t = await startApp();
    other = new Client({ connectionString: t.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other.query(`DELETE FROM core_config_data WHERE path = $1`, [path]);
    await other.end();
    await t.close();
  });

  /** How long until the app's configuration answers `expected` for the path (fails after 2 s). */
  const shows = async (expected: string | null): Promise<number> => {
    const config = t.app.get(ScopeConfig);
    const start = Date.now();
    while ((await config.get(path)) !== expected) {
      if (Date.now() - start > 2000) throw new Error(`still not ${expected}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return Date.now() - start;
  };

  it('reads from memory, and sees a change written by another connection within a second', async () => {
    await shows(null);
    const load = jest.spyOn(t.ds, 'query');
    try {
      await t.app.get(ScopeConfig).get(path);
      await t.app.get(ConfigSnapshot).values();
      expect(load.mock.calls.filter(([sql]) => /core_config_data/.test(sql))).toEqual([]);
    } finally {
      load.mockRestore();
    }
    await other.query(`INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, $1, 'one')`, [path]);
    expect(await shows('one')).toBeLessThan(1000);
    await other.query(`UPDATE core_config_data SET value = 'two' WHERE path = $1`, [path]);
    expect(await shows('two')).toBeLessThan(1000);
    await other.query(`DELETE FROM core_config_data WHERE path = $1`, [path]);
    expect(await shows(null)).toBeLessThan(1000);
  });

  it("answers a store view's value, else its website's, else the default, else the caller's fallback", async () => {
    const scoped = t.app.get(ScopedConfig);
    const value = () => scoped.value({ storeId: 1, websiteId: 1 }, path, 'fallback');
    expect(await value()).toBe('fallback');
    await other.query(
      `INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('default', 0, $1, 'default'), ('websites', 1, $1, 'website'),
         ('stores', 1, $1, 'store'), ('stores', 2, $1, 'other store')`,
      [path],
    );
    const settle = async (expected: string) => {
      for (let i = 0; i < 200 && (await value()) !== expected; i++) await new Promise((r) => setTimeout(r, 5));
      return value();
    };
    expect(await settle('store')).toBe('store');
    await other.query(`DELETE FROM core_config_data WHERE path = $1 AND scope = 'stores'`, [path]);
    expect(await settle('website')).toBe('website');
    await other.query(`DELETE FROM core_config_data WHERE path = $1 AND scope = 'websites'`, [path]);
    expect(await settle('default')).toBe('default');
  });

  it('computes a derived value once per configuration version, frozen, and again after a change made elsewhere', async () => {
    const scoped = t.app.get(ScopedConfig);
    const scope = { storeId: 1, websiteId: 1 };
    const key = `test-derived-${process.pid}`;
    let computed = 0;
    const derived = () =>
      scoped.derive(scope, key, (config) => {
        computed += 1;
        return { value: config.get(path, 'fallback') };
      });
    await other.query(`DELETE FROM core_config_data WHERE path = $1`, [path]);
    await shows(null);
    const first = await derived();
    expect(await derived()).toBe(first);
    expect(computed).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
    await other.query(`INSERT INTO core_config_data (scope, scope_id, path, value) VALUES ('websites', 1, $1, 'changed')`, [path]);
    let next = await derived();
    for (let i = 0; i < 200 && next.value !== 'changed'; i++) {
      await new Promise((r) => setTimeout(r, 5));
      next = await derived();
    }
    expect(next).toEqual({ value: 'changed' });
    expect(computed).toBe(2);
  });
});
