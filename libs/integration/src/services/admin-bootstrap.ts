import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig, Database, logger, PasswordHasher } from '@mercato/platform';

/**
 * The runtime contract's administrator bootstrap: ADMIN_USERNAME/ADMIN_PASSWORD create or update
 * that administrator; with neither set and no administrator at all, `admin` is created with a
 * random password that is printed once.
 */
@Injectable()
export class AdminBootstrap {
  constructor(
    private readonly ds: Database,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run(): Promise<void> {
    const { adminUsername, adminPassword } = this.config;
    if (adminUsername && adminPassword) {
      await this.upsert(adminUsername, adminPassword);
      return;
    }
    const [{ count }] = await this.ds.query(`SELECT count(*)::int AS count FROM admin_user`);
    if (count > 0) return;
    const password = randomBytes(12).toString('base64url');
    const created = await this.upsert('admin', password, false);
    if (created) {
      process.stdout.write(
        `\nAn administrator was created: username "admin", password "${password}".\n` +
          `It is shown only this once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n\n`,
      );
    }
  }

  /** Returns true when a row was written. */
  private async upsert(username: string, password: string, overwrite = true): Promise<boolean> {
    const hash = await this.hasher.hash(password);
    const rows = await this.ds.query(
      `INSERT INTO admin_user (username, password, firstname, lastname, email, is_active)
       VALUES ($1, $2, 'Store', 'Administrator', NULL, true)
       ON CONFLICT (username) DO ${overwrite ? 'UPDATE SET password = EXCLUDED.password, is_active = true, modified = now()' : 'NOTHING'}
       RETURNING user_id`,
      [username, hash],
    );
    if (rows.length) logger.info('administrator ready', { username });
    return rows.length > 0;
  }
}
