import { escapeHtml, MailContent } from '@mercato/email';

/**
 * The customer account e-mails, as plain functions of their data (Magento_Customer's email
 * templates, same subjects and wording, without the store's design around them).
 */
export interface AccountMailData {
  customerName: string;
  email: string;
  storeName: string;
}

function html(paragraphs: string[]): string {
  return `<html><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

function link(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;
}

/** customer_create_account_email_template: welcome, confirmation not required. */
export function welcome(d: AccountMailData & { accountUrl: string; forgotUrl: string }): MailContent {
  return {
    subject: `Welcome to ${d.storeName}`,
    text: [
      `${d.customerName},`,
      `Welcome to ${d.storeName}.`,
      `To sign in to our site, use these credentials during checkout or on the My Account page: ${d.accountUrl}`,
      `Email: ${d.email}`,
      'Password: Password you set when creating account',
      `Forgot your account password? Click here to reset it: ${d.forgotUrl}`,
    ].join('\n\n'),
    html: html([
      `${escapeHtml(d.customerName)},`,
      `Welcome to ${escapeHtml(d.storeName)}.`,
      `To sign in to our site, use these credentials during checkout or on the ${link(d.accountUrl, 'My Account')} page:`,
      `Email: ${escapeHtml(d.email)}<br>Password: Password you set when creating account`,
      `Forgot your account password? ${link(d.forgotUrl, 'Click here to reset it')}.`,
    ]),
  };
}

/** customer_create_account_email_no_password_template: welcome with a link to set a password. */
export function welcomeNoPassword(d: AccountMailData & { setPasswordUrl: string }): MailContent {
  return {
    subject: `Welcome to ${d.storeName}`,
    text: [
      `${d.customerName},`,
      `Welcome to ${d.storeName}.`,
      `To sign in to our site and set a password, click on the link: ${d.setPasswordUrl}`,
    ].join('\n\n'),
    html: html([
      `${escapeHtml(d.customerName)},`,
      `Welcome to ${escapeHtml(d.storeName)}.`,
      `To sign in to our site and set a password, click on the ${link(d.setPasswordUrl, 'link')}.`,
    ]),
  };
}

/** customer_create_account_email_confirmation_template: the confirmation link. */
export function confirmAccount(d: AccountMailData & { confirmUrl: string }): MailContent {
  return {
    subject: `Please confirm your ${d.storeName} account`,
    text: [
      `${d.customerName},`,
      `You must confirm your ${d.email} email before you can sign in (link is only valid once):`,
      `Confirm Your Account: ${d.confirmUrl}`,
    ].join('\n\n'),
    html: html([
      `${escapeHtml(d.customerName)},`,
      `You must confirm your ${escapeHtml(d.email)} email before you can sign in (link is only valid once):`,
      link(d.confirmUrl, 'Confirm Your Account'),
    ]),
  };
}

/** customer_create_account_email_confirmed_template: welcome after confirming. */
export function accountConfirmed(d: AccountMailData & { accountUrl: string }): MailContent {
  return {
    subject: `Welcome to ${d.storeName}`,
    text: [
      `${d.customerName},`,
      `Thank you for confirming your ${d.storeName} account.`,
      `To sign in to our site, use these credentials during checkout or on the My Account page: ${d.accountUrl}`,
      `Email: ${d.email}`,
    ].join('\n\n'),
    html: html([
      `${escapeHtml(d.customerName)},`,
      `Thank you for confirming your ${escapeHtml(d.storeName)} account.`,
      `To sign in to our site, use these credentials during checkout or on the ${link(d.accountUrl, 'My Account')} page:`,
      `Email: ${escapeHtml(d.email)}`,
    ]),
  };
}

/** customer_password_forgot_email_template (`email_reset`): the reset link. */
export function passwordReset(d: AccountMailData & { resetUrl: string }): MailContent {
  return {
    subject: `Reset your ${d.storeName} password`,
    text: [
      `${d.customerName},`,
      'There was recently a request to change the password for your account.',
      `If you requested this change, set a new password here: ${d.resetUrl}`,
      'If you did not make this request, you can ignore this email and your password will remain the same.',
    ].join('\n\n'),
    html: html([
      `${escapeHtml(d.customerName)},`,
      'There was recently a request to change the password for your account.',
      `If you requested this change, set a new password here: ${link(d.resetUrl, 'Set a New Password')}`,
      'If you did not make this request, you can ignore this email and your password will remain the same.',
    ]),
  };
}

/** customer_password_remind_email_template (`email_reminder`): the same link, as a reminder. */
export function passwordReminder(d: AccountMailData & { resetUrl: string }): MailContent {
  return {
    subject: `Your ${d.storeName} password`,
    text: [`${d.customerName},`, `To set a new password for your ${d.storeName} account, click here: ${d.resetUrl}`].join('\n\n'),
    html: html([
      `${escapeHtml(d.customerName)},`,
      `To set a new password for your ${escapeHtml(d.storeName)} account, ${link(d.resetUrl, 'click here')}.`,
    ]),
  };
}

/** customer_password_reset_password_template: the password was changed. */
export function passwordChanged(d: AccountMailData & { supportEmail: string }): MailContent {
  return {
    subject: `Your ${d.storeName} password has been changed`,
    text: [
      `Hello, ${d.customerName}`,
      `We have received a request to change the following information associated with your account at ${d.storeName}: password.`,
      `If you have not authorized this action, please contact us immediately at ${d.supportEmail}.`,
      `Thanks, ${d.storeName}`,
    ].join('\n\n'),
    html: html([
      `Hello, ${escapeHtml(d.customerName)}`,
      `We have received a request to change the following information ` +
        `associated with your account at ${escapeHtml(d.storeName)}: password.`,
      `If you have not authorized this action, please contact us immediately at ${escapeHtml(d.supportEmail)}.`,
      `Thanks, ${escapeHtml(d.storeName)}`,
    ]),
  };
}
