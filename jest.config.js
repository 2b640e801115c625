/** End-to-end tests over HTTP against the real app on real PostgreSQL (see test/support). */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** This checkout's path as a regular expression: only its own libs/ and apps/ are shared. */
const root = __dirname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

module.exports = {
  rootDir: '.',
  // The transform cache beside the packages it depends on (where other tools keep theirs), not in
  // /tmp, which a test run leaves as it found it (test/support/run-temp-dir.ts).
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/apps/**/*.e2e-spec.ts', '<rootDir>/libs/**/*.spec.ts'],
  // The application's modules (libs/, apps/ but not their tests) and the packages whose classes tests
  // share with it are loaded once per worker from dist/, not once per test file: see
  // test/support/shared-module-transform.js and shared-app-environment.ts.
  testEnvironment: '<rootDir>/test/support/shared-app-environment.ts',
  transform: {
    [`^${root}/(libs|apps)/(?!.*\\.(e2e-)?spec\\.ts$).+\\.ts$`]: ['<rootDir>/test/support/shared-module-transform.js', swc],
    '/node_modules/(typeorm|@nestjs/[^/]+)/.+\\.js$': ['<rootDir>/test/support/shared-module-transform.js', swc],
    '^.+\\.(t|j)sx?$': ['@swc/jest', swc],
  },
  transformIgnorePatterns: ['/node_modules/(?!(typeorm|@nestjs/[^/]+)/)'],
  moduleNameMapper: { '^@mercato/(.*)$': '<rootDir>/libs/$1/src' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
};
