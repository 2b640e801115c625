import { AdminUser } from './admin-user.entity';
import { JwtRevoked } from './jwt-revoked.entity';
import { TokenRequestLog } from './token-request-log.entity';
import { Integration, IntegrationStatus } from './integration.entity';
import { OauthConsumer } from './oauth-consumer.entity';
import { OauthNonce } from './oauth-nonce.entity';
import { OauthToken, OauthTokenType } from './oauth-token.entity';

export { AdminUser, Integration, IntegrationStatus, JwtRevoked, OauthConsumer, OauthNonce, OauthToken, OauthTokenType, TokenRequestLog };
export const integrationEntities = [AdminUser, TokenRequestLog, JwtRevoked, OauthConsumer, Integration, OauthToken, OauthNonce];
