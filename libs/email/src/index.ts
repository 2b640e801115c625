export { EmailModule } from './email.module';
export { Mailer, MailMessage } from './services/mailer';
export { MailContent, escapeHtml } from './services/mail-content';
export { SenderIdentity, SENDER_IDENTITIES } from './services/sender-identities';
export { MAIL_LOG } from './services/mail-transports';
