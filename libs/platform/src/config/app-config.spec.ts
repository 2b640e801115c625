import { loadConfig } from './app-config';

describe('loadConfig (the runtime contract)', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: null, amqpUrl: null, baseUrl: 'http://127.0.0.1:3000' });
    expect(c.dataDir).toMatch(/\/var$/);
    expect(c.developerMode).toBe(false);
    expect(c).toMatchObject({ metricsToken: null, metricsPort: null, fileStorage: 'local' });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/store',
      AMQP_URL: 'amqp://guest:guest@mq:5672',
      DATA_DIR: '/srv/data',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'long-enough',
      BASE_URL: 'https://shop.example/',
      MAGE_MODE: 'developer',
      METRICS_TOKEN: 'a-long-scrape-token',
      METRICS_PORT: '9464',
      FILE_STORAGE: 'database',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/store',
      amqpUrl: 'amqp://guest:guest@mq:5672',
      dataDir: '/srv/data',
      adminUsername: 'root',
      adminPassword: 'long-enough',
      baseUrl: 'https://shop.example',
      developerMode: true,
      metricsToken: 'a-long-scrape-token',
      metricsPort: 9464,
      fileStorage: 'database',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ AMQP_URL: 'not a url' }, /AMQP_URL/],
    [{ ADMIN_USERNAME: 'a' }, /together/],
    [{ ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'short' }, /at least 7/],
    [{ MAGE_MODE: 'debug' }, /MAGE_MODE/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
    [{ METRICS_TOKEN: 'sixteen chars or more' }, /METRICS_TOKEN/],
    [{ METRICS_PORT: 'x' }, /METRICS_PORT/],
    [{ FILE_STORAGE: 's3' }, /^FILE_STORAGE must be local or database, got "s3"$/],
  ])('refuses %j at start', (env, message) => {
    expect(() => loadConfig(env as Record<string, string>)).toThrow(message);
  });
});
