import { Type } from '@nestjs/common';
import { GLOBAL_MODULE_METADATA, MODULE_METADATA } from '@nestjs/common/constants';
import { AdminUiModule } from '@mercato/backend';
import { commerceModules, domainModules } from './core.module';

/** docs/architecture.md holds the picture between these two lines. */
const START = "<!-- module-graph: written by `npm run docs:graph` from the modules' imports; do not edit by hand -->";
const END = '<!-- /module-graph -->';

/** Every module of both editions and the admin pages, in the order the composition lists them. */
export const graphedModules: readonly Type[] = [...domainModules, ...commerceModules, AdminUiModule];

/** The modules a module imports, as its `@Module({ imports })` declares them. */
export function importsOf(module: Type): Type[] {
  return Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? [];
}

export function isGlobal(module: Type): boolean {
  return Reflect.getMetadata(GLOBAL_MODULE_METADATA, module) === true;
}

/** A module that reaches itself through its imports, as `A -> B -> A`; null when there is none. */
export function importCycle(modules: readonly Type[]): string | null {
  const done = new Set<Type>();
  const visit = (module: Type, path: Type[]): string | null => {
    if (path.includes(module)) return [...path.slice(path.indexOf(module)), module].map(nodeName).join(' -> ');
    if (done.has(module)) return null;
    for (const imported of importsOf(module)) {
      const cycle = visit(imported, [...path, module]);
      if (cycle) return cycle;
    }
    done.add(module);
    return null;
  };
  for (const module of modules) {
    const cycle = visit(module, []);
    if (cycle) return cycle;
  }
  return null;
}

function nodeName(module: Type): string {
  return module.name.replace(/Module$/, '');
}

/**
 * The module graph as a Mermaid flowchart: one arrow from each module to each module it imports,
 * commerce edition modules dashed. The platform's modules are global and not drawn.
 */
export function moduleGraph(): string {
  const lines = ['```mermaid', 'graph TD'];
  // Every node first, in composition order, so modules nothing imports are drawn too.
  for (const module of graphedModules) lines.push(`  ${nodeName(module)}`);
  for (const module of graphedModules) {
    for (const imported of importsOf(module)) lines.push(`  ${nodeName(module)} --> ${nodeName(imported)}`);
  }
  lines.push('  classDef commerce stroke-dasharray: 5 5');
  lines.push(`  class ${commerceModules.map(nodeName).join(',')} commerce`);
  lines.push('```');
  return lines.join('\n');
}

/** The document with the picture between its markers replaced by the current module graph. */
export function withModuleGraph(document: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The document has no module graph markers (${START} ... ${END})`);
  return `${document.slice(0, start + START.length)}\n${moduleGraph()}\n${document.slice(end)}`;
}
