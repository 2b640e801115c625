export { mediaStorageMigrations } from './migrations';
export { MediaStorageModule } from './media-storage.module';
export { FileStorage } from './services/file-storage';
export type { StoredFile } from './services/file-storage';
export { LocalFileStorage } from './services/local-storage';
export { InvalidStoragePath, storagePath, storagePathUnder } from './services/storage-path';
