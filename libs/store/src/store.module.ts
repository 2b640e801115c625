import { Module } from '@nestjs/common';
import { STORE_RESOLVER, WebApiRoutes } from '@mercato/platform';
import { StoreDirectory } from './services/store-directory';
import { ScopedConfig } from './services/scoped-config';
import { StoreRepository } from './services/store-repository';
import { StoreScopes } from './services/store-scopes';
import { storeRoutes } from './webapi';

@WebApiRoutes(storeRoutes)
@Module({
  providers: [StoreDirectory, StoreScopes, ScopedConfig, StoreRepository, { provide: STORE_RESOLVER, useExisting: StoreDirectory }],
  exports: [StoreDirectory, StoreScopes, ScopedConfig, StoreRepository, STORE_RESOLVER],
})
export class StoreModule {}
