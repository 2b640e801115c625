import { workerName } from './workers';

/**
 * Runs before each test file in its worker: points the file at the worker's own database and
 * virtual host (made by global-setup.ts), as MERCATO_TEST_DATABASE_URL / MERCATO_TEST_AMQP_URL /
 * MERCATO_TEST_VHOST.
 */
const server = process.env.MERCATO_TEST_SERVER_URL;
const base = process.env.MERCATO_TEST_DATABASE;
if (server && base) {
  const url = new URL(server);
  url.pathname = '/' + workerName(base);
  process.env.MERCATO_TEST_DATABASE_URL = url.toString();
}
const amqp = process.env.MERCATO_TEST_AMQP_BASE_URL;
const vhost = process.env.MERCATO_TEST_VHOST_BASE;
if (amqp && vhost) {
  const url = new URL(amqp);
  url.pathname = '/' + workerName(vhost);
  process.env.MERCATO_TEST_AMQP_URL = url.toString();
  process.env.MERCATO_TEST_VHOST = workerName(vhost);
}
