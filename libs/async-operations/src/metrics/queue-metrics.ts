import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { Database, Metrics } from '@mercato/platform';
import { OperationStatus } from '../services/operation-status';
import { STATUS_LABELS } from './status-labels';

interface QueueRow {
  topic: string | null;
  status: number | null;
  operations: number | null;
  oldest_age: number | null;
  outbox: number;
}

/**
 * The operation log and the queue as the database holds them, read at each scrape by one
 * statement: operations by topic and status, the open ones (the queue's depth) and the age of the
 * oldest, and the outbox rows not yet relayed to RabbitMQ. What the API's /metrics answers. The
 * statement scans the operation log, so it runs when scraped, never per request.
 */
@Injectable()
export class QueueMetrics {
  private readonly operations: Gauge<'topic' | 'status'>;
  private readonly depth: Gauge;
  private readonly oldestAge: Gauge;
  private readonly outbox: Gauge;

  constructor(
    private readonly ds: Database,
    metrics: Metrics,
  ) {
    const registers = [metrics.registry];
    this.operations = new Gauge({
      name: 'mercato_operations',
      help: 'Asynchronous and bulk operations in the log, by topic and status.',
      labelNames: ['topic', 'status'],
      registers,
    });
    this.depth = new Gauge({ name: 'mercato_queue_depth', help: 'Open operations: accepted and not yet finished.', registers });
    this.oldestAge = new Gauge({
      name: 'mercato_queue_oldest_open_age_seconds',
      help: 'Seconds since the oldest open operation was queued (0 when none is open).',
      registers,
    });
    this.outbox = new Gauge({ name: 'mercato_outbox_backlog', help: 'Accepted operations not yet published to RabbitMQ.', registers });
    metrics.beforeScrape(() => this.refresh());
  }

  private async refresh(): Promise<void> {
    // Gauges of a failed read stay empty rather than repeat the last scrape's figures.
    for (const gauge of [this.operations, this.depth, this.oldestAge, this.outbox]) gauge.reset();
    const rows = await this.ds.query<QueueRow[]>(
      `SELECT g.topic, g.status, g.operations, g.oldest_age, b.outbox
       FROM (SELECT count(*)::int AS outbox FROM queue_outbox) b
       LEFT JOIN (
         SELECT topic_name AS topic, status, count(*)::int AS operations,
                extract(epoch FROM localtimestamp - min(queued_at))::float8 AS oldest_age
         FROM magento_operation GROUP BY topic_name, status
       ) g ON true`,
    );
    let depth = 0;
    let oldest = 0;
    for (const row of rows) {
      if (row.topic === null || row.status === null) continue;
      this.operations.set({ topic: row.topic, status: STATUS_LABELS[row.status] ?? String(row.status) }, row.operations ?? 0);
      if (row.status !== OperationStatus.Open) continue;
      depth += row.operations ?? 0;
      oldest = Math.max(oldest, row.oldest_age ?? 0);
    }
    this.depth.set(depth);
    this.oldestAge.set(oldest);
    this.outbox.set(rows[0]?.outbox ?? 0);
  }
}
