/**
 * Lets compiled code resolve `@mercato/<lib>` to `dist/libs/<lib>/src` (tsc keeps the aliases of
 * tsconfig `paths` as written). Imported first by every process entry point.
 */
import { join } from 'node:path';
import { register } from 'tsconfig-paths';

register({ baseUrl: join(__dirname, '..'), paths: { '@mercato/*': ['libs/*/src'] } });
