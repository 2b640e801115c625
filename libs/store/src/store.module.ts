import { Global, Module } from '@nestjs/common';
import { STORE_RESOLVER } from '@mercato/platform';
import { StoreDirectory } from './services/store-directory';

@Global()
@Module({
  providers: [StoreDirectory, { provide: STORE_RESOLVER, useExisting: StoreDirectory }],
  exports: [StoreDirectory, STORE_RESOLVER],
})
export class StoreModule {}
