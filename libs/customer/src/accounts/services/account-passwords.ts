import { Injectable } from '@nestjs/common';
import { AuthenticationException, InputException, PasswordHasher, REQUIRED_FIELD, RequestContext } from '@mercato/platform';
import { AccountEmails, EMAIL_REMINDER, EMAIL_RESET } from '../notifications/account-emails';
import { AccountScope } from './account-scope';
import { CustomerRecords } from './customer-records';
import { CustomerRepository } from './customer-repository';
import { PasswordPolicy } from './password-policy';
import { ResetTokens } from './reset-tokens';

/**
 * Customer passwords (AccountManagementInterface::changePasswordById, initiatePasswordReset,
 * validateResetPasswordLinkToken, resetPassword): checks and messages as Magento's. A new password
 * uses up the reset token and is confirmed to the customer by e-mail.
 */
@Injectable()
export class AccountPasswords {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly records: CustomerRecords,
    private readonly scope: AccountScope,
    private readonly policy: PasswordPolicy,
    private readonly hasher: PasswordHasher,
    private readonly tokens: ResetTokens,
    private readonly emails: AccountEmails,
  ) {}

  async changePasswordById(_ctx: RequestContext, customerId: number, currentPassword: string, newPassword: string): Promise<boolean> {
    const customer = await this.records.byId(customerId);
    if (!customer) throw new AuthenticationException('Invalid login or password.');
    const secure = await this.records.secure(customerId);
    if (!secure?.password_hash || !(await this.hasher.verify(currentPassword, secure.password_hash))) {
      throw new AuthenticationException("The password doesn't match this account. Verify the password and try again.");
    }
    this.policy.checkDifferentFromEmail(customer.email, newPassword);
    await this.policy.checkStrength(newPassword);
    await this.records.setPassword(customerId, await this.hasher.hash(newPassword));
    await this.emails.passwordChanged(customer);
    return true;
  }

  /**
   * A new reset token, sent with the `email_reset` (forgot password) or `email_reminder` template.
   * As in Magento the token is replaced before the template is checked.
   */
  async initiatePasswordReset(ctx: RequestContext, email: string, template: string, websiteId?: number | null): Promise<boolean> {
    const customer = await this.customers.requireByEmail(email, this.scope.websiteOf(ctx, websiteId));
    const token = await this.tokens.issue(customer.entity_id);
    if (template !== EMAIL_RESET && template !== EMAIL_REMINDER) {
      throw new InputException('Invalid value of "%value" provided for the %fieldName field. Possible values: %template1 or %template2.', {
        value: template,
        fieldName: 'template',
        template1: EMAIL_REMINDER,
        template2: EMAIL_RESET,
      });
    }
    await this.emails.passwordReset(customer, token, template);
    return true;
  }

  async validateResetPasswordLinkToken(_ctx: RequestContext, customerId: number, token: string): Promise<boolean> {
    await this.tokens.assertValid(customerId, token);
    return true;
  }

  async resetPassword(ctx: RequestContext, email: string, resetToken: string, newPassword: string): Promise<boolean> {
    if (!email) throw new InputException(REQUIRED_FIELD, { fieldName: 'email' });
    const customer = await this.customers.requireByEmail(email, this.scope.websiteOf(ctx));
    await this.tokens.assertValid(customer.entity_id, resetToken);
    this.policy.checkDifferentFromEmail(email, newPassword);
    await this.policy.checkStrength(newPassword);
    await this.records.setPassword(customer.entity_id, await this.hasher.hash(newPassword));
    await this.emails.passwordChanged(customer);
    return true;
  }
}
