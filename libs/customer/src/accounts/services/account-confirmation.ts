import { Injectable } from '@nestjs/common';
import { LocalizedException, RequestContext, ScopeConfig } from '@mercato/platform';
import { AccountEmails } from '../notifications/account-emails';
import { AccountScope } from './account-scope';
import { CONFIRM_PATH } from './account-management';
import { CustomerRecords, CustomerRow } from './customer-records';
import { CustomerRepository } from './customer-repository';

export const ACCOUNT_CONFIRMED = 'account_confirmed';
export const ACCOUNT_CONFIRMATION_REQUIRED = 'account_confirmation_required';
export const ACCOUNT_CONFIRMATION_NOT_REQUIRED = 'account_confirmation_not_required';

/**
 * E-mail confirmation of accounts (AccountManagementInterface::activate, activateById,
 * getConfirmationStatus, resendConfirmation). While `confirmation` holds a key the customer cannot
 * sign in; the key comes in the confirmation e-mail.
 */
@Injectable()
export class AccountConfirmation {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly records: CustomerRecords,
    private readonly scope: AccountScope,
    private readonly emails: AccountEmails,
    private readonly config: ScopeConfig,
  ) {}

  async activate(ctx: RequestContext, email: string, confirmationKey: string): Promise<Record<string, unknown>> {
    return this.confirm(await this.customers.requireByEmail(email, this.scope.websiteOf(ctx)), confirmationKey);
  }

  async activateById(_ctx: RequestContext, customerId: number, confirmationKey: string): Promise<Record<string, unknown>> {
    return this.confirm(await this.customers.require(customerId), confirmationKey);
  }

  async getConfirmationStatus(_ctx: RequestContext, customerId: number): Promise<string> {
    const customer = await this.customers.require(customerId);
    if (!customer.confirmation) return ACCOUNT_CONFIRMED;
    return (await this.config.getFlag(CONFIRM_PATH)) ? ACCOUNT_CONFIRMATION_REQUIRED : ACCOUNT_CONFIRMATION_NOT_REQUIRED;
  }

  /** Sends the confirmation e-mail again, with the same key. */
  async resendConfirmation(_ctx: RequestContext, email: string, websiteId: number, redirectUrl?: string | null): Promise<boolean> {
    const customer = await this.customers.requireByEmail(email, websiteId);
    if (!customer.confirmation) throw new LocalizedException("Confirmation isn't needed.");
    await this.emails.newAccount(customer, 'confirmation', { redirectUrl });
    return true;
  }

  private async confirm(customer: CustomerRow, key: string): Promise<Record<string, unknown>> {
    if (!customer.confirmation) throw new LocalizedException('The account is already active.');
    if (customer.confirmation !== key) throw new LocalizedException('The confirmation token is invalid. Verify the token and try again.');
    await this.records.confirm(customer.entity_id);
    await this.emails.newAccount(customer, 'confirmed');
    return this.customers.present(await this.customers.require(customer.entity_id));
  }
}
