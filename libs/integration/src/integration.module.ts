import { Global, Module, OnApplicationBootstrap } from '@nestjs/common';
import { CALLER_AUTHENTICATOR, WebApiRoutes } from '@mercato/platform';
import { AdminBootstrap } from './services/admin-bootstrap';
import { AdminTokenService } from './services/admin-token.service';
import { BearerAuthenticator } from './services/bearer-authenticator';
import { IntegrationService } from './services/integration.service';
import { PasswordHasher } from './services/password-hasher';
import { SecretBox } from './services/secret-box';
import { SigningKey } from './services/signing-key';
import { TokenThrottler } from './services/token-throttler';
import { UserTokens } from './services/user-tokens';
import { integrationRoutes } from './webapi';

/** Magento_Integration: administrators, bearer tokens, the caller's ACL resources. */
@Global()
@WebApiRoutes(integrationRoutes)
@Module({
  providers: [
    PasswordHasher,
    SigningKey,
    TokenThrottler,
    UserTokens,
    AdminTokenService,
    AdminBootstrap,
    SecretBox,
    IntegrationService,
    BearerAuthenticator,
    { provide: CALLER_AUTHENTICATOR, useExisting: BearerAuthenticator },
  ],
  exports: [CALLER_AUTHENTICATOR, UserTokens, PasswordHasher, AdminTokenService],
})
export class IntegrationModule implements OnApplicationBootstrap {
  constructor(private readonly admins: AdminBootstrap) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.admins.run();
  }
}
