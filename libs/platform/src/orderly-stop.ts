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
