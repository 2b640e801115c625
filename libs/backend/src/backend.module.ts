import { Module } from '@nestjs/common';
import { WebApiRoutes } from '@mercato/platform';
import { ModuleList } from './services/module-list';
import { backendRoutes } from './webapi';

/**
 * Magento_Backend: GET /V1/modules, the installed domain modules as Magento names them; exported,
 * so other libraries (the analytics report) read the same list.
 */
@WebApiRoutes(backendRoutes)
@Module({
  providers: [ModuleList],
  exports: [ModuleList],
})
export class BackendModule {}
