import { Injectable } from '@nestjs/common';
import { Database, logger } from '@mercato/platform';
import { MailContent } from './mail-content';
import { MailTransports } from './mail-transports';
import { SenderIdentities, SenderIdentity } from './sender-identities';

export interface MailMessage extends MailContent {
  to: { email: string; name?: string };
  /** Which store address sends it (Magento's `…/email_identity` settings). */
  identity: SenderIdentity;
}

/**
 * Sends the store's e-mail. As in Magento, a failure to send never fails the business operation
 * that asked for it: it is logged and `send` answers false.
 */
@Injectable()
export class Mailer {
  constructor(
    private readonly transports: MailTransports,
    private readonly identities: SenderIdentities,
    private readonly db: Database,
  ) {}

  async send(message: MailMessage): Promise<boolean> {
    try {
      const from = await this.identities.sender(message.identity);
      const delivery = await this.transports.deliver({
        from,
        to: { name: message.to.name ?? '', address: message.to.email },
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      return delivery !== 'disabled';
    } catch (error) {
      logger.warn('e-mail not sent', { to: message.to.email, subject: message.subject, error: (error as Error)?.message });
      return false;
    }
  }

  /**
   * Sends once the current transaction has committed (at once outside one): an e-mail about an
   * account must never go out for a change that was rolled back, nor twice for a retried one.
   */
  sendAfterCommit(message: MailMessage): Promise<void> {
    return this.db.afterCommit(async () => {
      await this.send(message);
    });
  }
}
