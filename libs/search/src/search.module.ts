import { Global, Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { searchRoutes } from './webapi';

/**
 * Magento_Search: GET /V1/search, full-text search over the catalogue (PostgreSQL full-text search with ranking).
 */
@Global()
@WebApiRoutes(searchRoutes)
@Module({
  providers: [],
  exports: [],
})
export class SearchModule {}
