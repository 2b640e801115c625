import { Injectable } from '@nestjs/common';
import { CustomerLookup } from '@mercato/customer';
import { AuthenticationException, PasswordHasher, RequestContext, UserType } from '@mercato/platform';
import { SIGN_IN_FAILED, validateCredentials } from './admin-token-service';
import { TokenThrottler } from './token-throttler';
import { UserTokens } from './user-tokens';

export const EMAIL_NOT_CONFIRMED = "This account isn't confirmed. Verify and try again.";

/**
 * Magento\Integration\Api\CustomerTokenServiceInterface: customer sign-in for a bearer token, and
 * revocation of all of a customer's tokens. The user name is the e-mail address, looked up in the
 * website of the store in the URL (any website under `/rest/all`). Same validation and lockout as
 * the admin route; every failure counts towards the lockout, an unconfirmed e-mail address too.
 */
@Injectable()
export class CustomerTokenService {
  constructor(
    private readonly customers: CustomerLookup,
    private readonly hasher: PasswordHasher,
    private readonly throttler: TokenThrottler,
    private readonly tokens: UserTokens,
  ) {}

  async createCustomerAccessToken(ctx: RequestContext, username: string, password: string): Promise<string> {
    validateCredentials(username, password);
    if (await this.throttler.isLocked(username, UserType.Customer)) throw new AuthenticationException(SIGN_IN_FAILED);
    const customer = await this.customers.credentials(username, ctx.store.websiteId);
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
