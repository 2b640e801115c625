import { Global, Module } from '@nestjs/common';
import { WebApiRegistry } from './registry';

/** The route registry, shared by the API (front controller) and the consumer (dispatch by topic). */
@Global()
@Module({
  providers: [WebApiRegistry],
  exports: [WebApiRegistry],
})
export class WebApiModule {}
