import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, FrontController, HealthController, InputLimits } from '@mercato/platform';
import { CoreModule } from '@mercato/setup';

/** The HTTP process: /health, and Magento's REST front controller over every declared route. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [CoreModule.forRoot(config)],
      controllers: [HealthController],
      providers: [FrontController, InputLimits],
    };
  }
}
