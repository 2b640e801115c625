import { resolve } from 'node:path';

/**
 * The runtime contract's environment variables, read in one place and validated at start.
 * Nothing else in the code base reads process.env.
 */
export interface AppConfig {
  port: number;
  host: string;
  /** Unset means: start the embedded PostgreSQL under dataDir/postgres. */
  databaseUrl: string | null;
  /** Unset means: keep the queue in the database. */
  amqpUrl: string | null;
  dataDir: string;
  /**
   * `FILE_STORAGE`: where uploaded and generated files live (product images, downloadable files,
   * wrapping images, analytics exports). `local` (the default) keeps them under dataDir; `database`
   * keeps them in PostgreSQL (Magento's media storage in database), shared by every replica.
   */
  fileStorage: 'local' | 'database';
  adminUsername: string | null;
  adminPassword: string | null;
  baseUrl: string;
  /** Magento's developer mode: 500 answers carry the real message and a trace. */
  developerMode: boolean;
  logLevel: 'info' | 'silent';
  /**
   * `INTEGRATION_CALLBACK_ALLOWED_HOSTS`: hosts an integration's callback and identity-link URLs may
   * name even though they are (or resolve to) loopback, link-local or private addresses; lower case.
   */
  integrationCallbackAllowedHosts: string[];
  /** Largest JSON body accepted from an authenticated caller, in bytes; must admit a 10,000-record price call. */
  maxBodyBytes: number;
  /** Largest body accepted from an anonymous caller (guest carts, token requests, anonymous bulks). */
  maxAnonymousBodyBytes: number;
  /** Bytes of request bodies one process holds at once; beyond it requests get 503 with Retry-After. */
  maxBodyBytesInFlight: number;
  /**
   * `EDITION`: `commerce` (the default) serves the commerce-edition routes of spec §4.9 (gift cards,
   * store credit, rewards, gift wrapping and registries, returns, the card-payment module) beside
   * the open-source ones; `open-source` serves the open-source routes only.
   */
  edition: 'commerce' | 'open-source';
  /**
   * `METRICS_TOKEN`: the bearer token `GET /metrics` (and the consumer's metrics port) require. Unset,
   * the metrics answer loopback clients only, so a store bound to a public address does not publish them.
   */
  metricsToken: string | null;
  /** `METRICS_PORT`: the consumer serves its own `/metrics` on this port (on HOST); unset, it serves none. */
  metricsPort: number | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const adminUsername = env.ADMIN_USERNAME || null;
  const adminPassword = env.ADMIN_PASSWORD || null;
  if ((adminUsername === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== null && adminPassword.length < 7) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 7 characters');
  }
  const baseUrl = url(env, 'BASE_URL', ['http:', 'https:']) ?? `http://${host}:${port}`;
  const mode = env.MAGE_MODE ?? 'production';
  if (!['production', 'developer', 'default'].includes(mode)) {
    throw new ConfigError(`MAGE_MODE must be production, developer or default, got "${mode}"`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as AppConfig['logLevel'];
  if (!['info', 'silent'].includes(logLevel)) throw new ConfigError('LOG_LEVEL must be info or silent');
  const edition = (env.EDITION || 'commerce') as AppConfig['edition'];
  if (!['commerce', 'open-source'].includes(edition)) throw new ConfigError(`EDITION must be commerce or open-source, got "${edition}"`);
  const fileStorage = (env.FILE_STORAGE || 'local') as AppConfig['fileStorage'];
  if (!['local', 'database'].includes(fileStorage)) throw new ConfigError(`FILE_STORAGE must be local or database, got "${fileStorage}"`);
  const maxBodyBytes = integer(env, 'MAX_BODY_BYTES', 64 * 1024 * 1024, 1024, 1024 * 1024 * 1024);
  return {
    port,
    host,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    amqpUrl: url(env, 'AMQP_URL', ['amqp:', 'amqps:']),
    dataDir: resolve(env.DATA_DIR || './var'),
    fileStorage,
    adminUsername,
    adminPassword,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    developerMode: mode === 'developer',
    logLevel,
    integrationCallbackAllowedHosts: (env.INTEGRATION_CALLBACK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^\[(.*)\]$/, '$1'),
      )
      .filter((h) => h.length > 0),
    maxBodyBytes,
    maxAnonymousBodyBytes: integer(env, 'MAX_ANONYMOUS_BODY_BYTES', 256 * 1024, 1024, maxBodyBytes),
    maxBodyBytesInFlight: integer(env, 'MAX_BODY_BYTES_IN_FLIGHT', 4 * maxBodyBytes, maxBodyBytes, 16 * 1024 * 1024 * 1024),
    edition,
    metricsToken: metricsToken(env),
    metricsPort: env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? null : integer(env, 'METRICS_PORT', 0, 0, 65535),
  };
}

/** A guessable token would protect nothing: at least 16 characters, and no spaces (it travels in a header). */
function metricsToken(env: Env): string | null {
  const token = env.METRICS_TOKEN;
  if (token === undefined || token === '') return null;
  if (token.length < 16 || /\s/.test(token)) throw new ConfigError('METRICS_TOKEN must have at least 16 characters and no spaces');
  return token;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
