import { logger } from './logging/logger';

/**
 * Whether this process is stopping because it was asked to (its SIGTERM or SIGINT arrived): each
 * app's signal handler says so first thing. A connection the database closes from then on is part
 * of that stop, not a fault to warn about: a terminal's Ctrl-C reaches the launcher's embedded
 * PostgreSQL (it runs in the launcher's process group) at the same moment, and the server closes
 * every connection while the API and the consumer are still stopping in order.
 */
let stopping = false;

export function beginOrderlyStop(): void {
  stopping = true;
}

export function orderlyStopBegun(): boolean {
  return stopping;
}

/** How long a failure waits to see whether the process was asked to stop at the same moment. */
const SIGNAL_GRACE_MS = 500;

/**
 * A warning about a lost connection or work that failed with it, logged a moment later and only if
 * this process has not begun an orderly stop by then: the server may close its connections before
 * this process's own signal handler has run.
 */
export function warnUnlessStopping(message: string, fields: Record<string, unknown>): void {
  setTimeout(() => {
    if (!stopping) logger.warn(message, fields);
  }, SIGNAL_GRACE_MS).unref();
}
