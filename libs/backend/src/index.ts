export { backendMigrations } from './migrations';
export { BackendModule } from './backend.module';
export { ModuleList } from './services/module-list';
export { magentoModuleOf } from './services/magento-module-name';
export { AdminUiModule } from './admin/admin-ui.module';
export { AdminUi } from './admin/admin-ui';
