import { Module } from '@nestjs/common';
import { Mailer } from './services/mailer';
import { MailTransports } from './services/mail-transports';
import { SenderIdentities } from './services/sender-identities';

/**
 * Magento_Email: one mailer for every e-mail the store sends (customer accounts, sales documents).
 * SMTP when `system/smtp/host` is configured, otherwise a mail log under DATA_DIR.
 */
@Module({
  providers: [Mailer, MailTransports, SenderIdentities],
  exports: [Mailer],
})
export class EmailModule {}
