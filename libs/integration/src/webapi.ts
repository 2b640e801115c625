import { route } from '@mercato/platform';
import { CredentialsInput } from './dto/credentials.input';
import { AdminTokenService } from './services/admin-token.service';

/** Magento_Integration's web API routes (etc/webapi.xml). */
export const integrationRoutes = [
  route({
    method: 'POST',
    path: '/V1/integration/admin/token',
    contract: 'Magento\\Integration\\Api\\AdminTokenServiceInterface::createAdminAccessToken',
    acl: ['anonymous'],
    input: CredentialsInput,
    service: AdminTokenService,
    handler: (s, ctx, i) => s.createAdminAccessToken(ctx, i.username, i.password),
  }),
];
