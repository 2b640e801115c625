import { AdminUser } from './admin-user.entity';
import { JwtRevoked } from './jwt-revoked.entity';
import { TokenRequestLog } from './token-request-log.entity';

export { AdminUser, JwtRevoked, TokenRequestLog };
export const integrationEntities = [AdminUser, TokenRequestLog, JwtRevoked];
