import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { MarketplaceError } from '../http/errors';
import { ApplicationService } from './application-service';
import { newSessionToken, SESSION_TOKEN, sha256 } from './credentials';
import { MarketplaceEnvironment } from './environment';

/** Longest (and default) session lifetime in seconds: Adobe answers 7200 today. */
export const MAX_SESSION_SECONDS = 7200;

export interface SessionToken {
  mage_id: string;
  ust: string;
  expires_in: number;
}

/** The account a live session token stands for. */
export interface SessionAccount {
  user_id: number;
  mage_id: string;
}

/**
 * `POST /rest/v1/app/session/token` and the bearer check of later calls: an application's
 * credentials buy a session token (`ust`) for its account, valid `expires_in` seconds in this
 * environment only. Many may be live at once; only their sha256 is stored.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly ds: Database,
    private readonly applications: ApplicationService,
    private readonly environment: MarketplaceEnvironment,
  ) {}

  async issue(credentials: { applicationId: string; secret: string } | null, body: unknown): Promise<SessionToken> {
    if (!credentials) throw new MarketplaceError('INVALID_CREDENTIALS');
    const app = await this.applications.authenticate(credentials.applicationId, credentials.secret);
    if (!app) throw new MarketplaceError('INVALID_CREDENTIALS');
    const here = await this.environment.current();
    if (app.environment !== here) {
      throw new MarketplaceError(
        'WRONG_ENVIRONMENT',
        `The application is registered for the ${app.environment} environment; this is the ${here} environment.`,
      );
    }
    const lifetime = requestedLifetime(body);

    const ust = newSessionToken();
    // One statement: the new token, the account's last sign-in, and the account's expired tokens gone.
    await this.ds.query(
      `WITH purged AS (DELETE FROM marketplace_session WHERE user_id = $2 AND expires_at < now()),
            seen AS (UPDATE marketplace_account SET last_logged_in = now() WHERE user_id = $2)
       INSERT INTO marketplace_session (token_hash, user_id, application_id, environment, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [sha256(ust), app.user_id, app.application_id, here, lifetime],
    );
    return { mage_id: app.mage_id, ust, expires_in: lifetime };
  }

  /** The account of a live token issued in this environment, or a 401. */
  async resolve(ust: string | null): Promise<SessionAccount> {
    if (!ust || !SESSION_TOKEN.test(ust)) throw new MarketplaceError('INVALID_TOKEN');
    const [row]: SessionAccount[] = await this.ds.query(
      `SELECT s.user_id, acc.mage_id
       FROM marketplace_session s
       JOIN marketplace_account acc ON acc.user_id = s.user_id
       JOIN admin_user u ON u.user_id = s.user_id AND u.is_active
       WHERE s.token_hash = $1 AND s.expires_at > now() AND s.environment = $2`,
      [sha256(ust), await this.environment.current()],
    );
    if (!row) throw new MarketplaceError('INVALID_TOKEN');
    return row;
  }
}

/**
 * The body's `grant_type` must be `session`; `expires_in`, optional, is a positive whole number of
 * seconds (a JSON number or a string of digits), capped at the maximum. Other fields are ignored.
 */
function requestedLifetime(body: unknown): number {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new MarketplaceError('INVALID_BODY');
  const { grant_type: grantType, expires_in: expiresIn } = body as Record<string, unknown>;
  if (grantType !== 'session') throw new MarketplaceError('UNSUPPORTED_GRANT_TYPE');
  if (expiresIn === undefined || expiresIn === null) return MAX_SESSION_SECONDS;
  const seconds = typeof expiresIn === 'string' && /^\d+$/.test(expiresIn) ? Number(expiresIn) : expiresIn;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds <= 0) throw new MarketplaceError('INVALID_EXPIRES_IN');
  return Math.min(seconds, MAX_SESSION_SECONDS);
}
