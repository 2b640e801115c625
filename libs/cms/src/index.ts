export { cmsMigrations } from './migrations';
export { CmsModule } from './cms.module';
export { PageRepository } from './services/page-repository';
export { BlockRepository } from './services/block-repository';
