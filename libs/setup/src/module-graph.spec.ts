import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { graphedModules, importCycle, isGlobal, withModuleGraph } from './module-graph';

describe('module graph', () => {
  it('is drawn in docs/architecture.md as the modules declare it (npm run docs:graph redraws it)', () => {
    const document = readFileSync(join(__dirname, '../../../docs/architecture.md'), 'utf8');
    expect(document).toBe(withModuleGraph(document));
  });

  it('has no global module outside the platform: each module imports what it uses', () => {
    expect(graphedModules.filter(isGlobal).map((m) => m.name)).toEqual([]);
  });

  it('has no cycle: libraries depend only downward', () => {
    expect(importCycle(graphedModules)).toBeNull();
  });
});
