export * from './entities';
export { downloadableMigrations } from './migrations';
export { DownloadableModule } from './downloadable.module';
