import { Injectable } from '@nestjs/common';
import {
  AuthenticationException,
  Database,
  InputException,
  PasswordHasher,
  RequestContext,
  REQUIRED_FIELD,
  UserType,
} from '@mercato/platform';
import { TokenThrottler } from './token-throttler';
import { UserTokens } from './user-tokens';

export const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** Magento\Integration\Api\AdminTokenServiceInterface */
@Injectable()
export class AdminTokenService {
  constructor(
    private readonly ds: Database,
    private readonly hasher: PasswordHasher,
    private readonly throttler: TokenThrottler,
    private readonly tokens: UserTokens,
  ) {}

  async createAdminAccessToken(_ctx: RequestContext, username: string, password: string): Promise<string> {
    validateCredentials(username, password);
    if (await this.throttler.isLocked(username, UserType.Admin)) throw new AuthenticationException(SIGN_IN_FAILED);
    const [user]: { user_id: number; password: string; is_active: boolean }[] = await this.ds.query(
      `SELECT user_id, password, is_active FROM admin_user WHERE username = $1`,
      [username],
    );
    const ok = !!user && user.is_active && (await this.hasher.verify(password, user.password));
    if (!ok) {
      await this.throttler.recordFailure(username, UserType.Admin);
      throw new AuthenticationException(SIGN_IN_FAILED);
    }
    await this.throttler.reset(username, UserType.Admin);
    return this.tokens.issue(user.user_id, UserType.Admin);
  }
}

/** Magento CredentialsValidator: both must be non-empty strings. */
export function validateCredentials(username: string, password: string): void {
  const errors = [];
  if (typeof username !== 'string' || username.length === 0)
    errors.push({ message: REQUIRED_FIELD, parameters: { fieldName: 'username' } });
  if (typeof password !== 'string' || password.length === 0)
    errors.push({ message: REQUIRED_FIELD, parameters: { fieldName: 'password' } });
  if (errors.length) throw InputException.fromEntries(errors);
}
