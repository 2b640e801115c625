// @ts-check
import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'var/', 'node_modules/', 'data/', 'bench/results/', 'test/artifacts/'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `any` enters at the boundaries by design and is checked there, not typed: TypeORM's raw `query()` returns `any`
      // rows (over a thousand statements, each row read by column name), Magento request bodies are arbitrary JSON
      // checked by the webapi input schema, and the tests read HTTP response bodies as `any` to assert on them. Typing
      // all of these would describe thousands of row and body shapes without catching more than the e2e tests do.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `Function` is what a class is typed as where it is a key (field and schema registries, entity column caches) and
      // what TypeORM's entity and migration lists and decorators' `target.constructor` give: a narrower type would not fit.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // String() of an `unknown` input value is the intended PHP-style scalar cast (values are scalars by then); the
      // rule cannot tell those from objects.
      '@typescript-eslint/no-base-to-string': 'off',
      // Numeric enums name the integer codes stored in columns, and rows are compared to them after Number().
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
      // `async` without `await` is kept where a synchronous throw must still reach the caller as a rejection (handlers,
      // collectors and interfaces that return a Promise).
      '@typescript-eslint/require-await': 'off',
      // Errors received from a callback (passport, amqplib, the OAuth client) are passed on as they are given.
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      // A leading underscore marks a parameter kept for its position or a key taken out of a rest spread.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Configuration files and Jest's transform and migration scripts are JavaScript, outside the TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Jest loads these as CommonJS.
    files: ['**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier keeps code to its printWidth but cannot wrap
    // strings, template literals (SQL, the admin pages' HTML and CSS) or comments, so this keeps those to it too.
    rules: { 'max-len': ['error', { code: 140, ignoreUrls: true }] },
  },
);
