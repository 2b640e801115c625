import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig, ConfigSecrets, ScopeConfig } from '@mercato/platform';

/** The mail log under DATA_DIR: one JSON object per line, one line per e-mail. */
export const MAIL_LOG = join('mail', 'mail.log');

/** Magento 2.4.7+'s own SMTP settings (Advanced › System › Mail Sending Settings). */
const SMTP = {
  disable: 'system/smtp/disable',
  host: 'system/smtp/host',
  port: 'system/smtp/port',
  username: 'system/smtp/username',
  /** sealed by `config:sensitive:set` (or, set before it existed, in clear) */
  password: 'system/smtp/password',
  /** `none`, `login` or `plain` */
  auth: 'system/smtp/auth',
  /** empty, `ssl` (TLS from the start) or `tls` (STARTTLS required) */
  ssl: 'system/smtp/ssl',
};

export type Delivery = 'smtp' | 'log' | 'disabled';

export interface MailAddress {
  name: string;
  address: string;
}

/** What the store sends: one sender, one recipient, a subject and both bodies. */
export interface OutgoingMail {
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where e-mail goes: nowhere when `system/smtp/disable` is set, to the SMTP server named by
 * `system/smtp/host`, or else (no server configured, as on a developer's machine) to the mail log.
 * The SMTP connection is rebuilt when its settings change.
 */
@Injectable()
export class MailTransports implements OnModuleDestroy {
  private smtp: { key: string; transporter: Transporter } | null = null;
  private readonly logPath: string;
  /** The mail log, opened for appending at the first e-mail and kept open (an open and a close per e-mail cost more than the write). */
  private log: number | null = null;

  constructor(
    private readonly config: ScopeConfig,
    private readonly secrets: ConfigSecrets,
    @Inject(APP_CONFIG) app: AppConfig,
  ) {
    this.logPath = join(app.dataDir, MAIL_LOG);
  }

  async deliver(message: OutgoingMail): Promise<Delivery> {
    if (await this.config.getFlag(SMTP.disable)) return 'disabled';
    const smtp = await this.smtpTransporter();
    if (smtp) {
      await smtp.sendMail(message);
      return 'smtp';
    }
    const line = JSON.stringify({ date: new Date().toISOString(), ...logged(message) });
    // One write per e-mail (O_APPEND): lines of the API and the consumer never interleave. Written
    // synchronously: a line of a few kilobytes to the page cache takes a few microseconds, where the
    // thread pool's round trip for an asynchronous write cost 40-70 µs of CPU per e-mail (a
    // measurable share of a checkout, where every order sends one).
    writeSync(this.logFile(), line + '\n');
    return 'log';
  }

  async onModuleDestroy(): Promise<void> {
    this.smtp?.transporter.close();
    const log = this.log;
    this.log = null;
    if (log !== null) closeSync(log);
  }

  /** Opened at the first e-mail; one that fails is tried again at the next (a directory that could not be made may be fixed). */
  private logFile(): number {
    if (this.log === null) {
      mkdirSync(dirname(this.logPath), { recursive: true });
      this.log = openSync(this.logPath, 'a');
    }
    return this.log;
  }

  private async smtpTransporter(): Promise<Transporter | null> {
    const host = (await this.config.get(SMTP.host))?.trim();
    if (!host) return null;
    const settings = {
      host,
      port: await this.config.getInt(SMTP.port, 25),
      username: (await this.config.get(SMTP.username)) ?? '',
      password: (await this.secrets.get(SMTP.password)) ?? '',
      auth: ((await this.config.get(SMTP.auth, 'none')) ?? 'none').toLowerCase(),
      ssl: ((await this.config.get(SMTP.ssl, '')) ?? '').toLowerCase(),
    };
    const key = JSON.stringify(settings);
    if (this.smtp?.key === key) return this.smtp.transporter;
    this.smtp?.transporter.close();
    const authenticate = settings.auth !== 'none' && settings.username !== '';
    const transporter = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.ssl === 'ssl',
      requireTLS: settings.ssl === 'tls',
      auth: authenticate ? { user: settings.username, pass: settings.password } : undefined,
      authMethod: settings.auth === 'plain' ? 'PLAIN' : 'LOGIN',
      // A request that sends mail must not hang on an unreachable server.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.smtp = { key, transporter };
    return transporter;
  }
}

/**
 * A message as the mail log holds it: the fields nodemailer's JSON transport gives (recipients as
 * a list, a Message-ID at the sender's domain), written here because that transport builds the
 * whole MIME tree to give them, which was 4 % of a guest checkout's CPU for a line of a log.
 */
function logged(message: OutgoingMail): Record<string, unknown> {
  return {
    from: message.from,
    to: [message.to],
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: {},
    messageId: `<${randomUUID()}@${message.from.address.split('@').pop() || 'localhost'}>`,
  };
}
