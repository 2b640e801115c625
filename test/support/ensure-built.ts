import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');

/**
 * The tests run the compiled application in dist/ (test/support/shared-module-transform.js; the
 * CLI and consumer child processes always did). `npm test` builds first; a run started some other
 * way after an edit builds here, so no test ever runs code older than its source.
 */
export function ensureBuilt(): void {
  const stale = staleSources();
  if (!stale.length) return;
  process.stderr.write(`dist/ is older than ${stale.length} source file(s) (${stale.slice(0, 3).join(', ')}…): building (npm run build)\n`);
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  } catch {
    // Type errors still emit (tsc's default); `npm test` type-checks on its own.
  }
  // A source saved without a change is not emitted again (tsc compares contents): its output is current.
  const now = new Date();
  for (const source of staleSources()) {
    const built = builtFile(join(ROOT, source));
    if (existsSync(built)) utimesSync(built, now, now);
  }
}

function builtFile(source: string): string {
  return join(ROOT, 'dist', relative(ROOT, source)).replace(/\.ts$/, '.js');
}

/** Sources under libs/ and apps/ whose compiled file is missing or older. */
function staleSources(): string[] {
  const stale: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (entry.name.endsWith('.ts') && !/\.(e2e-)?spec\.ts$|\.d\.ts$/.test(entry.name)) {
        const built = builtFile(path);
        if (!existsSync(built) || statSync(built).mtimeMs < statSync(path).mtimeMs) stale.push(relative(ROOT, path));
      }
    }
  };
  for (const top of ['libs', 'apps']) walk(join(ROOT, top));
  return stale;
}
