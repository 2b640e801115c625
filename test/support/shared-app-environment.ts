import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { TestEnvironment } from 'jest-environment-node';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

const ROOT = join(__dirname, '../..');
const nativeRequire = createRequire(join(ROOT, 'package.json'));
let aliasesRegistered = false;

/**
 * The worker's one copy of an application module (compiled, in dist/) or of a library the tests
 * share classes with, loaded by Node itself and kept for every test file the worker runs; see
 * test/support/shared-module-transform.js.
 */
function sharedModule(file: string): unknown {
  if (!existsSync(file))
    throw new Error(`${relative(ROOT, file)} is missing: the tests run the compiled application, build it first (npm run build)`);
  if (!aliasesRegistered) {
    // dist/ resolves `@mercato/<lib>` as the app's own entry points do.
    nativeRequire(join(ROOT, 'dist/apps/register-paths'));
    aliasesRegistered = true;
  }
  return nativeRequire(file);
}

/**
 * Node's test environment with the shared application modules: a test file's imports of libs/,
 * apps/, typeorm or @nestjs all reach the same module instances the app it boots uses, and the
 * worker loads them once instead of once per file.
 */
export default class SharedAppEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    (this.global as unknown as Record<string, unknown>).__mercatoShared = sharedModule;
  }
}
