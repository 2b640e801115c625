import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The conventions docs/architecture.md states, kept by a test so they stay true: routes are declared
 * only in `webapi.ts` files, and a dot in a file name is only for the kinds the tools look for
 * (`.module`, `.input`, `.output`, `.spec`, `.e2e-spec`); every other role is the last kebab word
 * (`cart-service.ts`, `order-repository.ts`).
 */
const root = join(__dirname, '..', '..', '..');
const DOTTED = new Set(['module', 'input', 'output', 'spec', 'e2e-spec']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = ['libs', 'apps'].flatMap((dir) => sources(join(root, dir))).map((path) => relative(root, path));

describe('library layout', () => {
  it('declares routes only in webapi.ts files', () => {
    const elsewhere = files.filter((file) => !file.endsWith('/webapi.ts') && /\broute\(\{/.test(readFileSync(join(root, file), 'utf8')));
    expect(elsewhere).toEqual([]);
  });

  it('uses a dot in a file name only for modules, inputs, outputs and specs', () => {
    const odd = files.filter((file) => {
      const name = file.slice(file.lastIndexOf('/') + 1, -'.ts'.length);
      // Migrations are named by TypeORM's convention: `<timestamp>-<name>.ts`.
      if (/^\d+-/.test(name) || !name.includes('.')) return false;
      return !DOTTED.has(name.slice(name.indexOf('.') + 1));
    });
    expect(odd).toEqual([]);
  });
});
