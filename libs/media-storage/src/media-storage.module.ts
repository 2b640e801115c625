import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig, Database } from '@mercato/platform';
import { DatabaseFileStorage } from './services/database-storage';
import { FileStorage } from './services/file-storage';
import { LocalFileStorage } from './services/local-storage';

/**
 * Magento_MediaStorage: the one `FileStorage` every library keeps its files through, the adapter
 * picked by FILE_STORAGE (a directory under DATA_DIR, or PostgreSQL shared by every replica).
 */
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG, Database],
      useFactory: (config: AppConfig, db: Database): FileStorage =>
        config.fileStorage === 'database' ? new DatabaseFileStorage(db) : new LocalFileStorage(config.dataDir),
    },
  ],
  exports: [FileStorage],
})
export class MediaStorageModule {}
