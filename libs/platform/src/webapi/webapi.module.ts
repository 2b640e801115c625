import { Global, Module } from '@nestjs/common';
import { ForcedParameters } from './forced-parameters';
import { WebApiRegistry } from './registry';

/** The route registry and forced parameters, shared by the API (front controller) and the consumer (dispatch by topic). */
@Global()
@Module({
  providers: [WebApiRegistry, ForcedParameters],
  exports: [WebApiRegistry, ForcedParameters],
})
export class WebApiModule {}
