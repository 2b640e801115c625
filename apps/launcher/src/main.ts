import '../../register-paths';
import { beginOrderlyStop, EmbeddedDatabase, failedStart, loadConfig, logger, startEmbeddedPostgres } from '@mercato/platform';
import { createApiApp } from '../../api/src/create-api-app';
import { createConsumer } from '../../consumer/src/create-consumer';

/**
 * `npm start`: the whole service in one launcher. Without DATABASE_URL it starts the embedded
 * PostgreSQL (data under DATA_DIR), then the API and the `async.operations.all` consumer, and
 * stops everything cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
    config.databaseUrl = embedded.url;
  }
  let stopping = false;
  const closers: (() => Promise<void>)[] = [];
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    beginOrderlyStop();
    logger.info('stopping', { signal });
    let clean = true;
    for (const close of closers.reverse()) {
      await close().catch((e) => {
        clean = false;
        logger.error('stop failed', { error: e?.message, stack: e?.stack });
      });
    }
    await embedded?.stop().catch((e) => {
      clean = false;
      logger.error('embedded PostgreSQL did not stop cleanly', { error: e?.message });
    });
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  try {
    const api = await createApiApp(config);
    closers.push(() => api.close());
    await api.listen(config.port, config.host);
    const consumer = await createConsumer(config, 'async.operations.all');
    closers.push(() => consumer.stop());
    logger.info('mercato ready', { url: `http://${config.host}:${config.port}`, database: embedded ? 'embedded' : 'external' });
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
}

main().catch(failedStart('launcher'));
