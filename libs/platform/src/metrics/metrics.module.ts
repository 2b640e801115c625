import { Global, Module } from '@nestjs/common';
import { DatabasePoolMetrics } from './database-metrics';
import { MetricsEndpoint } from './metrics-endpoint';
import { Metrics } from './metrics';

/**
 * The registry every library adds its metrics to, the database pool's gauges and the `/metrics`
 * answer, in both processes. What only one process measures is provided by that process: HTTP
 * requests (HttpMetrics) by the API, the metrics port (MetricsServer) by the consumer.
 */
@Global()
@Module({
  providers: [Metrics, DatabasePoolMetrics, MetricsEndpoint],
  exports: [Metrics, MetricsEndpoint],
})
export class MetricsModule {}
