import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { CustomerModule } from '@mercato/customer';
import { CALLER_AUTHENTICATOR, PasswordHasher, SECRET_SEALER, WebApiRoutes } from '@mercato/platform';
import { AdminBootstrap } from './services/admin-bootstrap';
import { AdminTokenService } from './services/admin-token-service';
import { CustomerTokenService } from './services/customer-token-service';
import { BearerAuthenticator } from './services/bearer-authenticator';
import { IntegrationService } from './services/integration-service';
import { IntegrationActivationService } from './services/integration-activation-service';
import { RequestAuthenticator } from './services/request-authenticator';
import { OauthCredentials } from './oauth/oauth-credentials';
import { NonceLedger } from './oauth/nonce-ledger';
import { OauthServer } from './oauth/oauth-server';
import { OauthTokenEndpoint } from './oauth/token-endpoint';
import { SecretBox } from './services/secret-box';
import { SigningKey } from './services/signing-key';
import { TokenThrottler } from './services/token-throttler';
import { UserTokens } from './services/user-tokens';
import { integrationRoutes } from './webapi';

/** Magento_Integration: administrators, integrations and OAuth 1.0a, bearer tokens, the caller's ACL resources. */
@WebApiRoutes(integrationRoutes)
@Module({
  imports: [CustomerModule],
  providers: [
    PasswordHasher,
    SigningKey,
    TokenThrottler,
    UserTokens,
    AdminTokenService,
    CustomerTokenService,
    AdminBootstrap,
    SecretBox,
    IntegrationService,
    IntegrationActivationService,
    OauthCredentials,
    NonceLedger,
    OauthServer,
    OauthTokenEndpoint,
    BearerAuthenticator,
    RequestAuthenticator,
    { provide: CALLER_AUTHENTICATOR, useExisting: RequestAuthenticator },
    // The operation log seals secret arguments with the instance key.
    { provide: SECRET_SEALER, useExisting: SecretBox },
  ],
  exports: [
    CALLER_AUTHENTICATOR,
    SECRET_SEALER,
    UserTokens,
    PasswordHasher,
    AdminTokenService,
    OauthTokenEndpoint,
    SigningKey,
    SecretBox,
    // The admin pages (libs/backend/src/admin) call these services as the REST routes do.
    IntegrationService,
    IntegrationActivationService,
  ],
})
export class IntegrationModule implements OnApplicationBootstrap {
  constructor(private readonly admins: AdminBootstrap) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.admins.run();
  }
}
