import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { Database } from '../database/database';
import { Metrics } from './metrics';

/** The connection pool TypeORM's pg driver holds, read from the pool at each scrape (no statement). */
@Injectable()
export class DatabasePoolMetrics {
  constructor(metrics: Metrics, ds: Database) {
    const registers = [metrics.registry];
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    gauge('mercato_db_pool_connections', 'Connections the database pool holds open (idle and in use).', () => ds.poolUse().total);
    gauge('mercato_db_pool_idle_connections', 'Open pool connections no one uses.', () => ds.poolUse().idle);
    gauge('mercato_db_pool_waiting_clients', 'Callers waiting for a pool connection (the pool is exhausted).', () => ds.poolUse().waiting);
    gauge('mercato_db_pool_max_connections', 'The largest number of connections the pool opens.', () => ds.poolUse().max);
    gauge(
      'mercato_db_pool_waiting_transactions',
      'Transactions waiting to take a pool connection: all those transactions may hold are in use (a fifth stays for single statements).',
      () => ds.poolUse().waitingTransactions,
    );
  }
}
