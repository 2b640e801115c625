import { Injectable } from '@nestjs/common';
import { AuthenticationRequest, Caller, CallerAuthenticator } from '@mercato/platform';
import { hasOauthHeader, OauthRequest } from '../oauth/oauth-request';
import { OauthServer } from '../oauth/oauth-server';
import { BearerAuthenticator } from './bearer-authenticator';

/**
 * The caller of a store request: an OAuth 1.0a signature (integrations) when the Authorization
 * header carries one, as Magento's OauthUserContext; otherwise a bearer token (administrators,
 * customers, and integrations when allowed), as its TokenUserContext.
 */
@Injectable()
export class RequestAuthenticator implements CallerAuthenticator {
  constructor(
    private readonly bearer: BearerAuthenticator,
    private readonly oauth: OauthServer,
  ) {}

  authenticate(request: AuthenticationRequest): Promise<Caller> {
    if (hasOauthHeader(request)) return this.oauth.authenticate(new OauthRequest(request));
    return this.bearer.authenticate(request);
  }
}
