import { route } from '@mercato/platform';
import { ApplicationCreateInput, ApplicationIdInput } from './dto/application.input';
import { ApplicationSummaryData, RegisteredApplicationData } from './dto/application.output';
import { ApplicationService, PARTNERS_RESOURCE } from './services/application-service';

const PARTNERS = [PARTNERS_RESOURCE];
const MANAGED =
  'Adobe issues developer-marketplace application keys in its developer portal; ' +
  'here administrators register them through admin REST routes.';
const SERVICE = 'Mercato\\Marketplace\\Api\\ApplicationManagementInterface';

/** Registration of developer-marketplace applications (the `/rest/v1/...` API itself is in http/). */
export const marketplaceRoutes = [
  route({
    method: 'POST',
    path: '/V1/marketplace/applications',
    contract: `${SERVICE}::register`,
    acl: PARTNERS,
    extension: MANAGED,
    // Answers the application's secret, once.
    credential: true,
    input: ApplicationCreateInput,
    output: RegisteredApplicationData,
    service: ApplicationService,
    handler: (s, ctx, i) => s.register(ctx, i.application),
  }),
  route({
    method: 'GET',
    path: '/V1/marketplace/applications',
    contract: `${SERVICE}::getList`,
    acl: PARTNERS,
    extension: MANAGED,
    output: [ApplicationSummaryData],
    service: ApplicationService,
    handler: (s, ctx) => s.list(ctx),
  }),
  route({
    method: 'DELETE',
    path: '/V1/marketplace/applications/:applicationId',
    contract: `${SERVICE}::delete`,
    acl: PARTNERS,
    extension: MANAGED,
    input: ApplicationIdInput,
    output: 'bool',
    service: ApplicationService,
    handler: (s, ctx, i) => s.delete(ctx, i.applicationId),
  }),
];
