import { Injectable } from '@nestjs/common';
import { Database, ScopeConfig, UserType } from '@mercato/platform';

/**
 * Lockout of token requests after repeated failures (Magento RequestThrottler): per user name and
 * type, each failure counts and pushes the lock expiry; at the maximum the request is refused even
 * with the right password until the lock expires; a success clears the count.
 */
@Injectable()
export class TokenThrottler {
  constructor(
    private readonly ds: Database,
    private readonly config: ScopeConfig,
  ) {}

  async isLocked(username: string, type: UserType): Promise<boolean> {
    const max = await this.config.getInt('oauth/authentication_lock/max_failures_count', 6);
    const rows = await this.ds.query(
      `SELECT 1 FROM oauth_token_request_log
       WHERE user_name = $1 AND user_type = $2 AND failures_count >= $3 AND lock_expires_at > now()`,
      [username, type, max],
    );
    return rows.length > 0;
  }

  async recordFailure(username: string, type: UserType): Promise<void> {
    const timeout = await this.config.getInt('oauth/authentication_lock/timeout', 1800);
    await this.ds.query(
      `INSERT INTO oauth_token_request_log (user_name, user_type, failures_count, lock_expires_at)
       VALUES ($1, $2, 1, now() + make_interval(secs => $3))
       ON CONFLICT (user_name, user_type) DO UPDATE SET
         failures_count = CASE WHEN oauth_token_request_log.lock_expires_at <= now() THEN 1
                               ELSE oauth_token_request_log.failures_count + 1 END,
         lock_expires_at = EXCLUDED.lock_expires_at`,
      [username, type, timeout],
    );
  }

  async reset(username: string, type: UserType): Promise<void> {
    await this.ds.query(`DELETE FROM oauth_token_request_log WHERE user_name = $1 AND user_type = $2`, [username, type]);
  }
}
