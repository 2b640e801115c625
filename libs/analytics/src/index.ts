export { analyticsMigrations } from './migrations';
export { AnalyticsModule } from './analytics.module';
export { ExportDataHandler } from './services/export-data-handler';
export { AnalyticsFiles } from './http/analytics-files';
export { analyticsEncryptionKey } from './services/cryptographer';
