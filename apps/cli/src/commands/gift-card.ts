import { giftCardAccountsOn } from '@mercato/gift-card-account';
import { readableError, withDatabase } from '../database';
import { CliCommand } from './command';

interface CreateOptions {
  balance: number;
  website?: string;
  expires?: string;
  code?: string;
  count: number;
}

/**
 * `giftcard:create` makes gift card accounts (Magento's admin does it, its REST API has no route):
 * `--count` cards with the same balance, website (the default one unless `--website` names
 * another) and expiry, codes generated from the website's code settings unless `--code` gives one.
 * Prints one code per line.
 */
export const giftCardCreate: CliCommand = {
  name: 'giftcard:create',
  edition: 'commerce',
  usage: '--balance <amount> [--website <code>] [--expires YYYY-MM-DD] [--code <code>] [--count <n>]',
  accepts: (args) => parseCreate(args) !== null,
  run: (args) =>
    withDatabase((ds) =>
      reportingRefusals(async () => {
        const o = parseCreate(args)!;
        const created = await giftCardAccountsOn(ds).create({
          balance: o.balance,
          websiteCode: o.website,
          dateExpires: o.expires,
          code: o.code,
          count: o.count,
        });
        process.stdout.write(created.map((c) => c.code).join('\n') + '\n');
      }),
    ),
};

/** `giftcard:show <code>`: the account (balance, state, expiry, website) with its history, as JSON. */
export const giftCardShow: CliCommand = {
  name: 'giftcard:show',
  edition: 'commerce',
  usage: '<code>',
  accepts: (args) => args.length === 1 && args[0].trim() !== '',
  run: ([code]) =>
    withDatabase((ds) =>
      reportingRefusals(async () => {
        process.stdout.write(JSON.stringify(await giftCardAccountsOn(ds).show(code), null, 2) + '\n');
      }),
    ),
};

function parseCreate(args: string[]): CreateOptions | null {
  const o: Partial<CreateOptions> = { count: 1 };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) return null;
    if (flag === '--balance' && /^\d+(\.\d+)?$/.test(value)) o.balance = Number(value);
    else if (flag === '--website') o.website = value;
    else if (flag === '--expires' && /^\d{4}-\d{2}-\d{2}$/.test(value)) o.expires = value;
    else if (flag === '--code') o.code = value;
    else if (flag === '--count' && /^[1-9]\d*$/.test(value)) o.count = Number(value);
    else return null;
  }
  if (o.balance === undefined || (o.code !== undefined && o.count !== 1)) return null;
  return o as CreateOptions;
}

/** A refusal prints Magento's message with its placeholders filled and exits 1. */
async function reportingRefusals(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    if (typeof (e as { httpStatus?: unknown })?.httpStatus !== 'number') throw e;
    const err = e as { message: string; parameters?: unknown };
    const named = err.parameters && !Array.isArray(err.parameters) ? (err.parameters as Record<string, unknown>) : {};
    process.stderr.write(readableError(e).replace(/%(\w+)/g, (m, k: string) => (named[k] === undefined ? m : String(named[k]))) + '\n');
    process.exitCode = 1;
  }
}
