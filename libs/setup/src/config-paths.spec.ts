import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigPaths } from '@mercato/platform';
import { METHOD_DEFAULTS } from '@mercato/payment';
import { CARRIER_DEFAULTS } from '@mercato/shipping';

const LIBS = join(__dirname, '../..');

/** The library sources outside tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * The configuration paths config:set accepts (libs/platform/src/config/known-config-paths.ts) cover
 * what the composed libraries read: a path read by new code and not declared there fails here.
 */
describe('the configuration paths the libraries read', () => {
  const paths = new ConfigPaths();

  it('knows every carrier and payment method setting the code reads', () => {
    for (const [code, keys] of Object.entries(CARRIER_DEFAULTS)) {
      for (const key of Object.keys(keys)) expect(paths.get(`carriers/${code}/${key}`)?.path).toBe(`carriers/${code}/${key}`);
    }
    for (const [code, keys] of Object.entries(METHOD_DEFAULTS)) {
      for (const key of Object.keys(keys)) expect(paths.get(`payment/${code}/${key}`)?.path).toBe(`payment/${code}/${key}`);
    }
  });

  it('knows every configuration path written literally in the libraries', () => {
    const literal = /['`]((?:[a-z_]+)\/[a-z_0-9]+\/[a-z_0-9]+)['`]/g;
    const found = new Set<string>();
    for (const file of sources(LIBS)) {
      for (const m of readFileSync(file, 'utf8').matchAll(literal)) found.add(m[1]);
    }
    expect(found.size).toBeGreaterThan(100);
    expect([...found].filter((p) => !paths.get(p)).sort()).toEqual([]);
  });
});
