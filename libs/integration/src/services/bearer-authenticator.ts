import { Injectable } from '@nestjs/common';
import { Passport } from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { Caller, CallerAuthenticator, GUEST, ScopeConfig } from '@mercato/platform';
import { OauthTokenType } from '../oauth/oauth-token-type';
import { OauthCredentials } from '../oauth/oauth-credentials';
import { integrationCaller } from '../oauth/oauth-server';
import { UserTokens } from './user-tokens';

/** An integration's access token: 32 characters [0-9a-z] (user tokens are JWS). */
const INTEGRATION_TOKEN = /^[0-9a-z]{32}$/;

/**
 * Resolves the caller from `Authorization: Bearer …` through passport-http-bearer. As in Magento,
 * a missing or invalid token is not an error: the request goes on as a guest and the route's ACL
 * decides.
 */
@Injectable()
export class BearerAuthenticator implements CallerAuthenticator {
  private readonly passport = new Passport();

  constructor(
    private readonly tokens: UserTokens,
    private readonly oauth: OauthCredentials,
    private readonly config: ScopeConfig,
  ) {
    this.passport.use(
      'bearer',
      new BearerStrategy((token, done) => {
        (INTEGRATION_TOKEN.test(token) ? this.integration(token) : tokens.resolve(token)).then(
          (caller) => done(null, caller ?? false),
          (error) => done(error),
        );
      }),
    );
  }

  async authenticate(request: { headers: Record<string, string | string[] | undefined> }): Promise<Caller> {
    const header = request.headers.authorization;
    if (!header) return GUEST;
    // A token already verified (by the strategy below) skips passport's per-request set-up,
    // a quarter of a cached product read; its user's state is still checked every time.
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (token && this.tokens.isKnown(token)) return (await this.tokens.resolve(token)) ?? GUEST;
    return new Promise((resolve, reject) => {
      const handler = this.passport.authenticate('bearer', { session: false }, (error: unknown, caller: Caller | false) => {
        if (error) reject(error);
        else resolve(caller || GUEST);
      });
      // The strategy reads only the request; with a callback it never writes the response.
      handler(request, {}, reject);
    });
  }

  /**
   * An integration access token sent as a bearer token (Magento 2.4.4+): honoured only when
   * `oauth/consumer/enable_integration_as_bearer` is on, as there it is off by default.
   */
  private async integration(token: string): Promise<Caller | null> {
    if (!(await this.config.getFlag('oauth/consumer/enable_integration_as_bearer'))) return null;
    const record = await this.oauth.token(token);
    if (!record || record.type !== OauthTokenType.Access || record.revoked) return null;
    const consumer = await this.oauth.consumerById(record.consumerId);
    return consumer ? integrationCaller(consumer) : null;
  }
}
