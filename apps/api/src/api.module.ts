import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, FrontController, HealthEndpoint, InputLimits } from '@mercato/platform';
import { CoreModule } from '@mercato/setup';
import { AdminUiModule } from '@mercato/backend';

/** The HTTP process: /health, Magento's REST front controller over every declared route, the admin pages. */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [CoreModule.forRoot(config), AdminUiModule],
      providers: [FrontController, HealthEndpoint, InputLimits],
    };
  }
}
