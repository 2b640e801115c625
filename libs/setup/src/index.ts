export { schema } from './schema';
export { CoreModule, commerceModules, domainModules } from './core.module';
export { graphedModules, importCycle, importsOf, isGlobal, moduleGraph, withModuleGraph } from './module-graph';
