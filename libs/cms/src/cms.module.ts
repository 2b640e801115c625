import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { StoreModule } from '@mercato/store';
import { BlockRepository } from './services/block-repository';
import { BlockRows } from './services/block-rows';
import { BlockWriter } from './services/block-writer';
import { PageDesignAuthorization } from './services/page-design-authorization';
import { PageRepository } from './services/page-repository';
import { PageRows } from './services/page-rows';
import { PageWriter } from './services/page-writer';
import { StoreAssignment } from './services/store-assignment';
import { cmsRoutes } from './webapi';

/**
 * Magento_Cms: CMS pages and blocks (CRUD, search, identifiers unique per store, store assignment, active flag).
 */
@WebApiRoutes(cmsRoutes)
@Module({
  imports: [StoreModule],
  providers: [StoreAssignment, PageRows, PageDesignAuthorization, PageWriter, PageRepository, BlockRows, BlockWriter, BlockRepository],
  exports: [PageRepository, BlockRepository],
})
export class CmsModule {}
