export { searchMigrations } from './migrations';
export { SearchModule } from './search.module';
export { SearchDocuments } from './services/search-documents';
export { rebuildDocumentsSql } from './services/document-sql';
