export * from './entities';
export { bundleMigrations } from './migrations';
export { BundleModule } from './bundle.module';
