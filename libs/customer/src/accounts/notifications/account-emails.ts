import { Injectable } from '@nestjs/common';
import { MailContent, Mailer, SENDER_IDENTITIES, SenderIdentity } from '@mercato/email';
import { ScopeConfig } from '@mercato/platform';
import { AccountScope } from '../services/account-scope';
import { CustomerRow } from '../services/customer-records';
import * as templates from './templates';

/** Magento's new-account e-mail kinds (EmailNotificationInterface::NEW_ACCOUNT_EMAIL_*). */
export type NewAccountKind = 'registered' | 'registered_no_password' | 'confirmation' | 'confirmed';

/** The templates initiatePasswordReset accepts. */
export const EMAIL_RESET = 'email_reset';
export const EMAIL_REMINDER = 'email_reminder';

type Recipient = Pick<
  CustomerRow,
  'entity_id' | 'email' | 'store_id' | 'confirmation' | 'prefix' | 'firstname' | 'middlename' | 'lastname' | 'suffix'
>;

/**
 * The customer account e-mails (Magento's EmailNotification): which template, which sender
 * (`customer/create_account/email_identity`, `customer/password/forgot_email_identity`), the
 * store's links. Each is sent once the change it reports has been committed.
 */
@Injectable()
export class AccountEmails {
  constructor(
    private readonly mailer: Mailer,
    private readonly scope: AccountScope,
    private readonly config: ScopeConfig,
  ) {}

  async newAccount(
    customer: Recipient,
    kind: NewAccountKind,
    options: { redirectUrl?: string | null; resetToken?: string | null } = {},
  ): Promise<void> {
    const { data, base } = await this.data(customer);
    let content: MailContent;
    if (kind === 'confirmation') {
      const query = new URLSearchParams({
        id: String(customer.entity_id),
        key: customer.confirmation ?? '',
        back_url: options.redirectUrl ?? '',
      });
      content = templates.confirmAccount({ ...data, confirmUrl: `${base}customer/account/confirm/?${query.toString()}` });
    } else if (kind === 'registered_no_password') {
      content = templates.welcomeNoPassword({ ...data, setPasswordUrl: this.resetUrl(base, customer.entity_id, options.resetToken ?? '') });
    } else if (kind === 'confirmed') {
      content = templates.accountConfirmed({ ...data, accountUrl: `${base}customer/account/` });
    } else {
      content = templates.welcome({
        ...data,
        accountUrl: `${base}customer/account/`,
        forgotUrl: `${base}customer/account/forgotpassword/`,
      });
    }
    await this.send(customer, 'customer/create_account/email_identity', 'general', content);
  }

  /** `email_reset` (forgot password) or `email_reminder`: both carry the reset link. */
  async passwordReset(customer: Recipient, token: string, template: typeof EMAIL_RESET | typeof EMAIL_REMINDER): Promise<void> {
    const { data, base } = await this.data(customer);
    const resetUrl = this.resetUrl(base, customer.entity_id, token);
    const content =
      template === EMAIL_RESET ? templates.passwordReset({ ...data, resetUrl }) : templates.passwordReminder({ ...data, resetUrl });
    await this.send(customer, 'customer/password/forgot_email_identity', 'support', content);
  }

  async passwordChanged(customer: Recipient): Promise<void> {
    const { data } = await this.data(customer);
    const supportEmail = (await this.config.get('trans_email/ident_support/email')) ?? SENDER_IDENTITIES.support.email;
    await this.send(customer, 'customer/password/forgot_email_identity', 'support', templates.passwordChanged({ ...data, supportEmail }));
  }

  private async send(customer: Recipient, identityPath: string, fallback: SenderIdentity, content: MailContent): Promise<void> {
    const identity = ((await this.config.get(identityPath)) ?? fallback) as SenderIdentity;
    await this.mailer.sendAfterCommit({ to: { email: customer.email, name: customerName(customer) }, identity, ...content });
  }

  private async data(customer: Recipient): Promise<{ data: templates.AccountMailData; base: string }> {
    const store = await this.scope.mailStore(customer.store_id);
    return { data: { customerName: customerName(customer), email: customer.email, storeName: store.name }, base: store.baseUrl };
  }

  private resetUrl(base: string, customerId: number, token: string): string {
    return `${base}customer/account/createPassword/?${new URLSearchParams({ id: String(customerId), token }).toString()}`;
  }
}

/** Magento's CustomerViewHelper::getCustomerName: prefix, first, middle and last name, suffix. */
export function customerName(c: Pick<CustomerRow, 'prefix' | 'firstname' | 'middlename' | 'lastname' | 'suffix'>): string {
  return [c.prefix, c.firstname, c.middlename, c.lastname, c.suffix].filter((p) => p && p.trim()).join(' ');
}
