export { schema } from './schema';
export { CoreModule, commerceModules, domainModules } from './core.module';
