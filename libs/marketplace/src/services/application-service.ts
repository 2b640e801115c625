import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { AuthorizationException, Database, InputException, NoSuchEntityException, RequestContext, UserType } from '@mercato/platform';
import { ApplicationData } from '../dto/application.input';
import { newApplicationId, newApplicationSecret, newMageId, sha256 } from './credentials';
import { ENVIRONMENTS, MarketplaceEnvironmentName } from './environment';

export const PARTNERS_RESOURCE = 'Magento_Marketplace::partners';

/** Adobe: "up to 3 keys per environment". */
export const MAX_APPLICATIONS_PER_ENVIRONMENT = 3;

/** What registration answers: the only time the secret is shown. */
export interface RegisteredApplication {
  application_id: string;
  application_secret: string;
  mage_id: string;
  environment: MarketplaceEnvironmentName;
}

export interface ApplicationSummary {
  application_id: string;
  name: string;
  environment: string;
  mage_id: string;
  created_at: string;
}

/** An application whose credentials checked out, with its account. */
export interface AuthenticatedApplication {
  application_id: string;
  environment: MarketplaceEnvironmentName;
  user_id: number;
  mage_id: string;
}

/**
 * Marketplace applications, registered by administrators (Adobe issues them in its developer
 * portal). The registering administrator's account (`mage_id`) is made with the first one. The
 * secret is generated, answered once and kept only as its sha256.
 */
@Injectable()
export class ApplicationService {
  constructor(private readonly ds: Database) {}

  async register(ctx: RequestContext, data: ApplicationData): Promise<RegisteredApplication> {
    const userId = adminOf(ctx);
    const name = typeof data.name === 'string' ? data.name.trim() : '';
    if (!name) throw InputException.requiredField('name');
    if (name.length > 255) throw InputException.invalidFieldValue('name', data.name);
    const environment = data.environment as MarketplaceEnvironmentName;
    if (!ENVIRONMENTS.includes(environment)) throw InputException.invalidFieldValue('environment', data.environment);

    const mageId = await this.accountOf(userId);
    const [{ n }] = await this.ds.query(`SELECT count(*)::int AS n FROM marketplace_application WHERE user_id = $1 AND environment = $2`, [
      userId,
      environment,
    ]);
    if (n >= MAX_APPLICATIONS_PER_ENVIRONMENT) {
      throw new InputException('An account can hold at most %1 applications per environment.', [MAX_APPLICATIONS_PER_ENVIRONMENT]);
    }
    const secret = newApplicationSecret();
    for (;;) {
      const applicationId = newApplicationId();
      const rows = await this.ds.query(
        `INSERT INTO marketplace_application (application_id, user_id, name, environment, secret_hash)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (application_id) DO NOTHING RETURNING application_id`,
        [applicationId, userId, name, environment, sha256(secret)],
      );
      if (rows.length) return { application_id: applicationId, application_secret: secret, mage_id: mageId, environment };
    }
  }

  /** Every registered application, never with a secret. */
  async list(_ctx: RequestContext): Promise<ApplicationSummary[]> {
    return this.ds.query(
      `SELECT a.application_id, a.name, a.environment, acc.mage_id, to_char(a.created_at, 'YYYY-MM-DD HH24:MI:SS') AS created_at
       FROM marketplace_application a JOIN marketplace_account acc ON acc.user_id = a.user_id
       ORDER BY a.created_at, a.application_id`,
    );
  }

  /** Deletes an application; session tokens it obtained keep working until they expire (as Adobe documents). */
  async delete(_ctx: RequestContext, applicationId: string): Promise<boolean> {
    // A SELECT around the DELETE: TypeORM answers a bare DELETE with [rows, count], not rows.
    const [{ n }] = await this.ds.query(
      `WITH deleted AS (DELETE FROM marketplace_application WHERE application_id = $1 RETURNING 1) SELECT count(*)::int AS n FROM deleted`,
      [applicationId],
    );
    if (n === 0) throw NoSuchEntityException.singleField('applicationId', applicationId);
    return true;
  }

  /**
   * The application these credentials belong to, or null. An application of an inactive
   * administrator does not authenticate.
   */
  async authenticate(applicationId: string, secret: string): Promise<AuthenticatedApplication | null> {
    const [row]: (AuthenticatedApplication & { secret_hash: string })[] = await this.ds.query(
      `SELECT a.application_id, a.environment, a.user_id, a.secret_hash, acc.mage_id
       FROM marketplace_application a
       JOIN marketplace_account acc ON acc.user_id = a.user_id
       JOIN admin_user u ON u.user_id = a.user_id AND u.is_active
       WHERE a.application_id = $1`,
      [applicationId],
    );
    const given = Buffer.from(sha256(secret), 'hex');
    if (!row || !timingSafeEqual(given, Buffer.from(row.secret_hash, 'hex'))) return null;
    return { application_id: row.application_id, environment: row.environment, user_id: row.user_id, mage_id: row.mage_id };
  }

  /** The administrator's `mage_id`, making the account on first use. */
  private async accountOf(userId: number): Promise<string> {
    for (;;) {
      const [existing] = await this.ds.query(`SELECT mage_id FROM marketplace_account WHERE user_id = $1`, [userId]);
      if (existing) return existing.mage_id;
      // Conflicts on user_id (a concurrent first registration) or, rarely, on mage_id: read again / retry.
      await this.ds.query(`INSERT INTO marketplace_account (user_id, mage_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        userId,
        newMageId(),
      ]);
    }
  }
}

/** Applications belong to an administrator's account: other callers cannot register them. */
function adminOf(ctx: RequestContext): number {
  if (ctx.caller.type !== UserType.Admin || ctx.caller.id === null) throw AuthorizationException.forResources([PARTNERS_RESOURCE]);
  return ctx.caller.id;
}
