export { schema } from './schema';
export { CoreModule, domainModules } from './core.module';
