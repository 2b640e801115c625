import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '@mercato/platform';
import { CoreModule } from '@mercato/setup';

/** The queue consumer: the same domain libraries as the API, without HTTP. */
@Module({})
export class ConsumerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConsumerModule, imports: [CoreModule.forRoot(config)] };
  }
}
