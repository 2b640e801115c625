import { Injectable } from '@nestjs/common';
import { Passport } from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { Caller, CallerAuthenticator, GUEST } from '@mercato/platform';
import { UserTokens } from './user-tokens';

/**
 * Resolves the caller from `Authorization: Bearer …` through passport-http-bearer. As in Magento,
 * a missing or invalid token is not an error: the request goes on as a guest and the route's ACL
 * decides.
 */
@Injectable()
export class BearerAuthenticator implements CallerAuthenticator {
  private readonly passport = new Passport();

  constructor(private readonly tokens: UserTokens) {
    this.passport.use(
      'bearer',
      new BearerStrategy((token, done) => {
        tokens.resolve(token).then(
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
}
