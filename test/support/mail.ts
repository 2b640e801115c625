import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The mail log an app writes under its DATA_DIR when no SMTP server is configured (libs/email):
 * start the app (and the consumer) with a DATA_DIR of its own and read what was sent.
 */

/** A DATA_DIR of its own, so a test reads only the e-mails of its app. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'mercato-mail-'));
}

export interface LoggedMail {
  date: string;
  from: { address: string; name: string };
  to: { address: string; name: string }[];
  subject: string;
  text: string;
  html: string;
}

export function readMailLog(dataDir: string): LoggedMail[] {
  const file = join(dataDir, 'mail', 'mail.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** The e-mails sent to an address, waiting a little for the expected count (sending follows the commit). */
export async function mailsTo(dataDir: string, email: string, atLeast = 1, timeoutMs = 5000): Promise<LoggedMail[]> {
  const start = Date.now();
  for (;;) {
    const mails = readMailLog(dataDir).filter((m) => m.to.some((t) => t.address === email));
    if (mails.length >= atLeast || Date.now() - start > timeoutMs) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}
