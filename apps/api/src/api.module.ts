import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, FrontController, HealthEndpoint, HttpMetrics, InputLimits } from '@mercato/platform';
import { QueueMetrics } from '@mercato/async-operations';
import { CoreModule } from '@mercato/setup';
import { AdminUiModule } from '@mercato/backend';

/**
 * The HTTP process: /health, /metrics, Magento's REST front controller over every declared route,
 * the admin pages. Its metrics add the requests it answers and the state of the operation queue.
 */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [CoreModule.forRoot(config), AdminUiModule],
      providers: [FrontController, HealthEndpoint, InputLimits, HttpMetrics, QueueMetrics],
    };
  }
}
