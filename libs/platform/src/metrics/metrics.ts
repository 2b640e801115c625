import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { logger } from '../logging/logger';

/**
 * CPU, memory, event-loop lag, GC and handles: what an operator looks at first. They describe the
 * process, not an application context, so they are collected once per process (prom-client's
 * collectors add observers that live as long as the process) and appended to every context's answer.
 */
let processMetrics: Registry | null = null;

function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** Work that refreshes gauges read from elsewhere (the database) just before a scrape renders them. */
export type ScrapeHook = () => Promise<void>;

/**
 * The Prometheus registry (prom-client) of one application context, not prom-client's global one:
 * the launcher runs the API and the consumer in one process, and the tests boot several apps in one
 * process, and each must expose its own metrics under the same names.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly hooks: ScrapeHook[] = [];

  /** Runs `hook` before every scrape, e.g. to read a table's counts once for several gauges. */
  beforeScrape(hook: ScrapeHook): void {
    this.hooks.push(hook);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /**
   * The exposition text. A hook that fails (the database is down) leaves its gauges empty and the
   * rest of the scrape intact: the process's own metrics matter most exactly then.
   */
  async render(): Promise<string> {
    const settled = await Promise.allSettled(this.hooks.map((hook) => hook()));
    for (const s of settled) {
      if (s.status === 'rejected') logger.warn('metrics: a scrape hook failed', { error: (s.reason as Error)?.message });
    }
    const [own, process] = await Promise.all([this.registry.metrics(), processRegistry().metrics()]);
    return own + '\n' + process;
  }
}
