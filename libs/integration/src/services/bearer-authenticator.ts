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

  constructor(tokens: UserTokens) {
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

  authenticate(request: { headers: Record<string, string | string[] | undefined> }): Promise<Caller> {
    if (!request.headers.authorization) return Promise.resolve(GUEST);
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
