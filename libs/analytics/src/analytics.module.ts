import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { IntegrationModule } from '@mercato/integration';
import { BackendModule } from '@mercato/backend';
import { MediaStorageModule } from '@mercato/media-storage';
import { AnalyticsFiles } from './http/analytics-files';
import { Cryptographer } from './services/cryptographer';
import { ExportDataHandler } from './services/export-data-handler';
import { FileInfoManager } from './services/file-info';
import { FileRecorder } from './services/file-recorder';
import { FlagManager } from './services/flag-manager';
import { LinkProvider } from './services/link-provider';
import { MediaBaseUrl } from './services/media-base-url';
import { UsageReport } from './services/usage-report';
import { analyticsRoutes } from './webapi';

/**
 * Magento_Analytics: GET /V1/analytics/link, the URL and IV of the store's encrypted usage report
 * export, which `analytics:prepare` (ExportDataHandler) writes under the media directory.
 */
@WebApiRoutes(analyticsRoutes)
@Module({
  imports: [StoreModule, IntegrationModule, BackendModule, MediaStorageModule],
  providers: [
    FlagManager,
    FileInfoManager,
    Cryptographer,
    UsageReport,
    FileRecorder,
    ExportDataHandler,
    MediaBaseUrl,
    LinkProvider,
    AnalyticsFiles,
  ],
  exports: [ExportDataHandler, AnalyticsFiles],
})
export class AnalyticsModule {}
