import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { Metrics } from '@mercato/platform';
import { STATUS_LABELS } from './status-labels';

/** Why an operation that ran (or was due) stays open for a later attempt. */
export type RetryReason = 'transient_failure' | 'entity_order';

/**
 * What the consumer does with operations: how many it runs now, how each ended (by topic and
 * status) and how many it put back for a later attempt. Counted by OperationRunner, the one place
 * both transports run operations through, after the batch's commit (a batch rolled back counts
 * nothing). The metrics join the registry only in a process that consumes (`expose`): the API
 * has the same runner and would only show zeros.
 */
@Injectable()
export class ConsumerMetrics {
  private readonly inFlight = new Gauge({
    name: 'mercato_consumer_operations_in_flight',
    help: 'Operations in the batches this consumer is running.',
    registers: [],
  });
  private readonly handled = new Counter({
    name: 'mercato_consumer_operations_total',
    help: 'Operations this consumer ran to an end, by topic and outcome (the status it recorded).',
    labelNames: ['topic', 'outcome'],
    registers: [],
  });
  private readonly retries = new Counter({
    name: 'mercato_consumer_retries_total',
    help: 'Operations left open for a later attempt, by topic and reason: a transient failure, or an earlier open operation of its entity.',
    labelNames: ['topic', 'reason'],
    registers: [],
  });

  private exposed = false;

  constructor(private readonly metrics: Metrics) {}

  /** Adds the consumer's metrics to this process's registry. */
  expose(): void {
    if (this.exposed) return;
    this.exposed = true;
    for (const metric of [this.inFlight, this.handled, this.retries]) this.metrics.registry.registerMetric(metric);
  }

  /** Counts `operations` as running until `work` ends. */
  async running<T>(operations: number, work: () => Promise<T>): Promise<T> {
    this.inFlight.inc(operations);
    try {
      return await work();
    } finally {
      this.inFlight.dec(operations);
    }
  }

  ended(topic: string, status: number): void {
    this.handled.inc({ topic, outcome: STATUS_LABELS[status] ?? String(status) });
  }

  retried(topic: string, reason: RetryReason): void {
    this.retries.inc({ topic, reason });
  }
}
