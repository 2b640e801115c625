/**
 * Jest transform for the application's modules (libs/, apps/) and the libraries whose classes the
 * tests share with it (typeorm, @nestjs): the module compiled as @swc/jest compiles it, behind a
 * guard that, inside a test file's environment (test/support/shared-app-environment.ts), hands out
 * the worker's one compiled copy from dist/ instead (`npm test` builds it first).
 *
 * Why: jest gives every test file a fresh module registry, so each of the ~100 end-to-end files
 * loaded and compiled the whole application (≈2,700 modules, ~3 s of CPU) before booting it. One
 * copy per worker, as a real process has, costs that once. Outside a test environment (globalSetup)
 * the guard is off and the module is the compiled source, as before.
 */
const { createHash } = require('node:crypto');
const { join, relative, sep } = require('node:path');
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const ROOT = join(__dirname, '../..');
const GUARD_VERSION = '1';

/** The file the worker's shared copy is loaded from: dist/ for the application, the package file itself for node_modules. */
function sharedFile(filename) {
  if (filename.split(sep).includes('node_modules')) return filename;
  return join(ROOT, 'dist', relative(ROOT, filename)).replace(/\.ts$/, '.js');
}

function guarded(code, filename) {
  const load = `globalThis.__mercatoShared(${JSON.stringify(sharedFile(filename))})`;
  const guard = `if (globalThis.__mercatoShared) { module.exports = ${load}; return; }`;
  // Keep a leading "use strict" first, where it takes effect; the guard goes on the same line so line numbers stay.
  const strict = /^(["'])use strict\1;?/.exec(code);
  return strict ? strict[0] + guard + code.slice(strict[0].length) : guard + code;
}

module.exports = {
  createTransformer(swcOptions) {
    const swc = createSwcTransformer(swcOptions);
    return {
      process(src, filename, options) {
        // Packages are plain CommonJS already: only the guard is added.
        if (filename.split(sep).includes('node_modules')) return { code: guarded(src, filename) };
        const compiled = swc.process(src, filename, options);
        return { code: guarded(compiled.code, filename), map: compiled.map };
      },
      getCacheKey(src, filename, options) {
        return createHash('sha1')
          .update(swc.getCacheKey(src, filename, options))
          .update(`shared-module-guard-${GUARD_VERSION}`)
          .digest('hex');
      },
    };
  },
};
