import '../apps/register-paths';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withModuleGraph } from '@mercato/setup';

/** `npm run docs:graph`: redraws the module graph in docs/architecture.md from the modules' imports. */
const file = join(__dirname, '../../docs/architecture.md');
writeFileSync(file, withModuleGraph(readFileSync(file, 'utf8')));
