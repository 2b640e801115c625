import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { EavModule } from '@mercato/eav';
import { CatalogModule } from '@mercato/catalog';
import { SearchDocuments } from './services/search-documents';
import { SearchEngine } from './services/search-engine';
import { SearchRequests } from './services/search-requests';
import { SearchService } from './services/search-service';
import { searchRoutes } from './webapi';

/**
 * Magento_Search: GET /V1/search, full-text search over the catalogue (PostgreSQL full-text search with ranking).
 * SearchDocuments is a product part: every product save rebuilds the product's search documents.
 */
@WebApiRoutes(searchRoutes)
@Module({
  imports: [StoreModule, EavModule, CatalogModule],
  providers: [SearchDocuments, SearchRequests, SearchEngine, SearchService],
  exports: [SearchDocuments],
})
export class SearchModule {}
