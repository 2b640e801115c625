import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { CredentialsInput } from './dto/credentials.input';
import { IntegrationCreateInput, IntegrationData, IntegrationIdInput, IntegrationUpdateInput } from './dto/integration.input';
import { AclResourceData, ActivationData } from './dto/integration.output';
import { IntegrationService } from './services/integration-service';
import { IntegrationActivationService } from './services/integration-activation-service';
import { AdminTokenService } from './services/admin-token-service';
import { CustomerTokenService } from './services/customer-token-service';
import { RevokeCustomerTokenInput } from './dto/customer-token.input';

const INTEGRATIONS = ['Magento_Integration::integrations'];
const MANAGED = 'Magento manages integrations in its admin screens; here they are admin REST routes.';
const SERVICE = 'Mercato\\Integration\\Api\\IntegrationServiceInterface';

/** Magento_Integration's web API routes (etc/webapi.xml), and integration management. */
export const integrationRoutes = [
  route({
    method: 'POST',
    path: '/V1/integrations',
    contract: `${SERVICE}::create`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    input: IntegrationCreateInput,
    output: IntegrationData,
    service: IntegrationService,
    handler: (s, ctx, i) => s.create(ctx, i.integration),
  }),
  route({
    method: 'GET',
    path: '/V1/integrations/:id',
    contract: `${SERVICE}::get`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    input: IntegrationIdInput,
    output: IntegrationData,
    service: IntegrationService,
    handler: (s, ctx, i) => s.get(ctx, i.id),
  }),
  route({
    method: 'PUT',
    path: '/V1/integrations/:id',
    contract: `${SERVICE}::update`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    input: IntegrationUpdateInput,
    output: IntegrationData,
    service: IntegrationService,
    handler: (s, ctx, i) => s.update(ctx, i.id, i.integration),
  }),
  route({
    method: 'DELETE',
    path: '/V1/integrations/:id',
    contract: `${SERVICE}::delete`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    input: IntegrationIdInput,
    output: 'bool',
    service: IntegrationService,
    handler: (s, ctx, i) => s.delete(ctx, i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/integrations',
    contract: `${SERVICE}::getList`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    input: SearchCriteriaInput,
    output: searchResults(IntegrationData),
    service: IntegrationService,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'GET',
    path: '/V1/acl/resources',
    contract: `${SERVICE}::aclResources`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    output: [AclResourceData],
    service: IntegrationService,
    handler: (s) => s.aclResources(),
  }),
  route({
    method: 'POST',
    path: '/V1/integrations/:id/activate',
    contract: `${SERVICE}::activate`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    // Answers the integration's consumer key and secret and access token.
    credential: true,
    input: IntegrationIdInput,
    output: ActivationData,
    service: IntegrationActivationService,
    handler: (s, ctx, i) => s.activate(ctx, i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/integrations/:id/revoke',
    contract: `${SERVICE}::revoke`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    input: IntegrationIdInput,
    output: 'bool',
    service: IntegrationActivationService,
    handler: (s, ctx, i) => s.revoke(ctx, i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/integrations/:id/reauthorize',
    contract: `${SERVICE}::reauthorize`,
    acl: INTEGRATIONS,
    extension: MANAGED,
    // Answers a new access token for the integration.
    credential: true,
    input: IntegrationIdInput,
    output: ActivationData,
    service: IntegrationActivationService,
    handler: (s, ctx, i) => s.reauthorize(ctx, i.id),
  }),
  route({
    method: 'POST',
    path: '/V1/integration/admin/token',
    contract: 'Magento\\Integration\\Api\\AdminTokenServiceInterface::createAdminAccessToken',
    acl: ['anonymous'],
    // Takes the administrator's password, answers a bearer token.
    credential: true,
    input: CredentialsInput,
    output: 'string',
    service: AdminTokenService,
    handler: (s, ctx, i) => s.createAdminAccessToken(ctx, i.username, i.password),
  }),
  route({
    method: 'POST',
    path: '/V1/integration/customer/token',
    contract: 'Magento\\Integration\\Api\\CustomerTokenServiceInterface::createCustomerAccessToken',
    acl: ['anonymous'],
    // Takes the customer's password, answers a bearer token.
    credential: true,
    input: CredentialsInput,
    output: 'string',
    service: CustomerTokenService,
    handler: (s, ctx, i) => s.createCustomerAccessToken(ctx, i.username, i.password),
  }),
  route({
    method: 'POST',
    path: '/V1/integration/customer/revoke-customer-token',
    contract: 'Magento\\Integration\\Api\\CustomerTokenServiceInterface::revokeCustomerAccessToken',
    acl: ['self'],
    // Magento forces customerId from the caller's token; a body value is ignored.
    force: { customerId: '%customer_id%' },
    input: RevokeCustomerTokenInput,
    output: 'bool',
    service: CustomerTokenService,
    handler: (s, _ctx, i) => s.revokeCustomerAccessToken(i.customerId!),
  }),
];
