import { Module } from '@nestjs/common';
import { AsyncOperationsModule } from '@mercato/async-operations';
import { IntegrationModule } from '@mercato/integration';
import { AdminUi } from './admin-ui';
import { BulksController } from './controllers/bulks-controller';
import { IntegrationActivationController } from './controllers/integration-activation-controller';
import { IntegrationsController } from './controllers/integrations-controller';
import { SignInController } from './controllers/sign-in-controller';
import { BulkLog } from './read-models/bulk-log';
import { AdminSessions } from './session/admin-sessions';

/**
 * The admin web pages (Magento_Backend's adminhtml area): sign-in, integrations, bulk actions
 * log. Imported by the API process only; it calls the integration and async operations services
 * as their REST routes do.
 */
@Module({
  imports: [IntegrationModule, AsyncOperationsModule],
  providers: [AdminSessions, BulkLog, SignInController, IntegrationsController, IntegrationActivationController, BulksController, AdminUi],
  exports: [AdminUi],
})
export class AdminUiModule {}
