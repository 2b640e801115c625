import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, MetricsServer } from '@mercato/platform';
import { CoreModule } from '@mercato/setup';
import { OperationsController } from './operations-controller';

/** The queue consumer: the same domain libraries as the API, without their HTTP; its metrics on a port of its own. */
@Module({})
export class ConsumerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConsumerModule,
      imports: [CoreModule.forRoot(config)],
      controllers: [OperationsController],
      providers: [MetricsServer],
    };
  }
}
