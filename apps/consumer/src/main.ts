import '../../register-paths';
import {
  attachToRunningEmbeddedPostgres,
  beginOrderlyStop,
  ConfigError,
  describeDatabase,
  EmbeddedDatabase,
  failedStart,
  loadConfig,
  logger,
} from '@mercato/platform';
import { CONSUMERS } from './consumers';
import { createConsumer } from './create-consumer';

const USAGE = 'usage: consumer start <name> [--max-messages N] | consumer list';

/** CLI: `consumer start async.operations.all [--max-messages N]`, `consumer list`. */
async function main(argv: string[]): Promise<void> {
  const [command, name, ...rest] = argv;
  if (command === 'list') {
    for (const [consumer, description] of Object.entries(CONSUMERS)) process.stdout.write(`${consumer}\t${description}\n`);
    return;
  }
  if (command !== 'start' || !name) return usage();
  let maxMessages: number | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = arg.startsWith('--max-messages=') ? arg.split('=')[1] : arg === '--max-messages' ? rest[++i] : undefined;
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) return usage();
    maxMessages = Number(value);
  }
  if (!CONSUMERS[name]) {
    process.stderr.write(`Consumer "${name}" does not exist. Known consumers: ${Object.keys(CONSUMERS).join(', ')}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  // Without DATABASE_URL: the embedded server of the store running on DATA_DIR, never one of its own.
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await attachToRunningEmbeddedPostgres(config.dataDir);
    if (!embedded) {
      throw new ConfigError(
        `DATABASE_URL is not set and no store runs on DATA_DIR=${config.dataDir}: set DATABASE_URL, or start the store there (npm start)`,
      );
    }
    config.databaseUrl = embedded.url;
  }
  // Signals are taken from the start: one that arrives while booting stops the consumer once up.
  // Taken before the first line is logged, so that whoever waits for that line may signal at once.
  let running: Awaited<ReturnType<typeof createConsumer>> | null = null;
  let stopRequested: string | null = null;
  const stop = async (signal: string) => {
    beginOrderlyStop();
    logger.info('consumer stopping', { signal });
    stopRequested = signal;
    if (!running) return;
    await running.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  logger.info('consumer database', { database: describeDatabase(config, embedded) });
  running = await createConsumer(config, name, { maxMessages });
  if (stopRequested) return void stop(stopRequested);
  await running.finished;
  await running.stop();
  logger.info('consumer finished', { max_messages: maxMessages });
  process.exit(0);
}

function usage(): never {
  process.stderr.write(USAGE + '\n');
  process.exit(2);
}

main(process.argv.slice(2)).catch(failedStart('consumer'));
