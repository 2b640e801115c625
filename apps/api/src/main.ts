import '../../register-paths';
import { beginOrderlyStop, ConfigError, failedStart, loadConfig, logger } from '@mercato/platform';
import { createApiApp } from './create-api-app';

/** `npm run start:api`: the API process alone, against DATABASE_URL (production form). */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL is not set: set it, or use `npm start` for the embedded default');
  const app = await createApiApp(config);
  await app.listen(config.port, config.host);
  // Stop taking requests, let Nest's shutdown hooks close the relay and the pools, exit 0. Taken
  // before the line that says it listens, so that whoever waits for that line may signal at once.
  const stop = async (signal: string) => {
    beginOrderlyStop();
    logger.info('api stopping', { signal });
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  logger.info('api listening', { url: `http://${config.host}:${config.port}` });
}

main().catch(failedStart('api'));
