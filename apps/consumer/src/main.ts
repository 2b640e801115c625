import '../../register-paths';
import { loadConfig, logger } from '@mercato/platform';
import { CONSUMERS } from './consumers';
import { createConsumer } from './create-consumer';

const USAGE = 'usage: consumer start <name> | consumer list';

/** CLI: `consumer start async.operations.all`, `consumer list`. */
async function main(argv: string[]): Promise<void> {
  const [command, name] = argv;
  if (command === 'list') {
    for (const [consumer, description] of Object.entries(CONSUMERS)) process.stdout.write(`${consumer}\t${description}\n`);
    return;
  }
  if (command !== 'start' || !name) {
    process.stderr.write(USAGE + '\n');
    process.exit(2);
  }
  if (!CONSUMERS[name]) {
    process.stderr.write(`Consumer "${name}" does not exist. Known consumers: ${Object.keys(CONSUMERS).join(', ')}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('consumer needs DATABASE_URL; use `npm start` for the embedded default');
  const ctx = await createConsumer(config, name);
  const stop = async () => {
    await ctx.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main(process.argv.slice(2)).catch((e) => {
  logger.error('consumer failed', { error: e?.message, stack: e?.stack });
  process.exit(1);
});
