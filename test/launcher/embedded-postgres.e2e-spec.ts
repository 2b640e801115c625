import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '@mercato/platform';

async function connects(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function withPassword(url: string, password: string): string {
  const u = new URL(url);
  u.password = password;
  return u.toString();
}

/** The embedded server as `npm start` starts it: a random superuser password per data directory. */
describe('embedded PostgreSQL password', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mercato-embedded-'));
  const passwordFile = join(dataDir, 'postgres.password');

  it('generates a password kept in a 0600 file, refuses postgres/postgres, and reuses the directory', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    try {
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(new URL(first.url).password).toBe(password);
      expect(await connects(first.url)).toBe(true);
      expect(await connects(withPassword(first.url, 'postgres'))).toBe(false);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedPostgres(dataDir);
    try {
      expect(new URL(again.url).password).toBe(readFileSync(passwordFile, 'utf8').trim());
      expect(await connects(again.url)).toBe(true);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('moves a directory made with the old postgres/postgres to a generated password', async () => {
    // Recreate what an older version left: the superuser with password "postgres" and no file.
    const before = await startEmbeddedPostgres(dataDir);
    const oldPassword = readFileSync(passwordFile, 'utf8').trim();
    try {
      const client = new Client({ connectionString: before.url });
      await client.connect();
      await client.query(`ALTER ROLE postgres PASSWORD 'postgres'`);
      await client.end();
    } finally {
      await before.stop();
    }
    rmSync(passwordFile);

    const migrated = await startEmbeddedPostgres(dataDir);
    try {
      expect(existsSync(passwordFile)).toBe(true);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      const password = readFileSync(passwordFile, 'utf8').trim();
      expect(password).not.toBe(oldPassword);
      expect(new URL(migrated.url).password).toBe(password);
      expect(await connects(migrated.url)).toBe(true);
      expect(await connects(withPassword(migrated.url, 'postgres'))).toBe(false);
    } finally {
      await migrated.stop();
    }
    const reused = await startEmbeddedPostgres(dataDir);
    try {
      expect(await connects(reused.url)).toBe(true);
    } finally {
      await reused.stop();
    }
  }, 180_000);
});
