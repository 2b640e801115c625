import { Injectable } from '@nestjs/common';
import { AuthenticationException, Database, PasswordHasher, RequestContext, UserType } from '@mercato/platform';
import { SIGN_IN_FAILED, validateCredentials } from './admin-token-service';
import { TokenThrottler } from './token-throttler';
import { UserTokens } from './user-tokens';

export const EMAIL_NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";

interface CustomerRow {
  entity_id: number;
  password_hash: string | null;
  is_active: boolean;
  confirmation: string | null;
}

/**
 * Magento\Integration\Api\CustomerTokenServiceInterface: customer sign-in for a bearer token, and
 * revocation of all of a customer's tokens. The user name is the e-mail address, looked up in the
 * website of the store in the URL (any website under `/rest/all`). Same validation and lockout as
 * the admin route; every failure counts towards the lockout, an unconfirmed e-mail address too.
 */
@Injectable()
export class CustomerTokenService {
  constructor(
    private readonly ds: Database,
    private readonly hasher: PasswordHasher,
    private readonly throttler: TokenThrottler,
    private readonly tokens: UserTokens,
  ) {}

  async createCustomerAccessToken(ctx: RequestContext, username: string, password: string): Promise<string> {
    validateCredentials(username, password);
    if (await this.throttler.isLocked(username, UserType.Customer)) throw new AuthenticationException(SIGN_IN_FAILED);
    const websiteId = ctx.store.websiteId;
    const [customer]: CustomerRow[] = await this.ds.query(
      `SELECT entity_id, password_hash, is_active, confirmation FROM customer_entity
       WHERE lower(email) = lower($1) AND ($2::int = 0 OR website_id = $2)
       ORDER BY website_id, entity_id LIMIT 1`,
      [username, websiteId],
    );
    const ok =
      !!customer && customer.is_active && customer.password_hash !== null && (await this.hasher.verify(password, customer.password_hash));
    if (!ok) {
      await this.throttler.recordFailure(username, UserType.Customer);
      throw new AuthenticationException(SIGN_IN_FAILED);
    }
    // Magento checks the password first, then the confirmation (EmailNotConfirmedException, a 401).
    if (customer.confirmation !== null) {
      await this.throttler.recordFailure(username, UserType.Customer);
      throw new AuthenticationException(EMAIL_NOT_CONFIRMED);
    }
    await this.throttler.reset(username, UserType.Customer);
    return this.tokens.issue(customer.entity_id, UserType.Customer);
  }

  /** Revokes every token the customer holds. */
  async revokeCustomerAccessToken(customerId: number): Promise<boolean> {
    await this.tokens.revokeAll(customerId, UserType.Customer);
    return true;
  }
}
