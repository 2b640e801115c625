/**
 * The test run's jest workers (package.json's `--maxWorkers`, also read here so the setup makes
 * exactly what the workers use): each gets a database and a RabbitMQ virtual host of its own.
 */
export const WORKERS = Number(process.env.MERCATO_TEST_WORKERS ?? 2);

/** `<base>_w1` … `<base>_w<WORKERS>`. */
export function workerNames(base: string): string[] {
  return Array.from({ length: WORKERS }, (_, i) => `${base}_w${i + 1}`);
}

/** This worker's name of `base` (JEST_WORKER_ID is 1 under --runInBand). */
export function workerName(base: string): string {
  return `${base}_w${process.env.JEST_WORKER_ID ?? '1'}`;
}
