/** End-to-end tests over HTTP against the real app on real PostgreSQL (see test/support). */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/apps/**/*.e2e-spec.ts', '<rootDir>/libs/**/*.spec.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@mercato/(.*)$': '<rootDir>/libs/$1/src' },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFiles: ['<rootDir>/test/support/worker-env.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
};
