import { CustomerLookup } from '@mercato/customer';
import { Directory } from '@mercato/directory';
import { GiftRegistries, GiftRegistryView, RegistryItemInput } from '@mercato/gift-registry';
import { Database } from '@mercato/platform';
import { withDatabase } from '../database';
import { CliCommand } from './command';

interface CreateOptions {
  customer: string;
  type: string;
  title: string;
  message?: string;
  website?: string;
  address?: number;
  items: RegistryItemInput[];
  isPublic: boolean;
  isActive: boolean;
}

/**
 * `giftregistry:create` makes a gift registry for a customer (by e-mail, in website `base` unless
 * `--website` names another) with items by SKU and a copy of one of the customer's stored addresses,
 * and prints its id, url_key and item ids (the ids the estimate routes take as `registryId`).
 * Magento's REST API has no route for this; its storefront and GraphQL do it.
 */
export const giftRegistryCreate: CliCommand = {
  name: 'giftregistry:create',
  edition: 'commerce',
  usage:
    '--customer <email> --type <code> --title <title> [--message <text>] [--website <code>] [--address <customer address id>] ' +
    '--item <sku>:<qty> [--item <sku>:<qty> ...] [--public] [--inactive]',
  accepts: (args) => parseCreate(args) !== null,
  run: (args) =>
    withDatabase((ds) =>
      reportingRefusals(async () => {
        const options = parseCreate(args)!;
        const registries = registriesOn(ds);
        const created = await registries.create({
          customerId: await registries.customerIdByEmail(options.customer, options.website),
          type: options.type,
          title: options.title,
          message: options.message ?? null,
          addressId: options.address,
          items: options.items,
          isPublic: options.isPublic,
          isActive: options.isActive,
        });
        process.stdout.write(`Created gift registry ${created.entity_id} with url_key ${created.url_key}\n`);
        for (const item of created.items) process.stdout.write(`  item ${item.item_id}: ${item.sku} x ${item.qty}\n`);
      }),
    ),
};

/** `giftregistry:show <id>`: the registry with its registrants, address and items, as JSON. */
export const giftRegistryShow: CliCommand = {
  name: 'giftregistry:show',
  edition: 'commerce',
  usage: '<id>',
  accepts: (args) => args.length === 1 && /^\d+$/.test(args[0]),
  run: ([id]) => withDatabase((ds) => reportingRefusals(async () => print(await registriesOn(ds).get(Number(id))))),
};

/** The registries on a bare Database: the commands boot no module. */
function registriesOn(ds: Database): GiftRegistries {
  return new GiftRegistries(ds, new CustomerLookup(ds), new Directory(ds));
}

function parseCreate(args: string[]): CreateOptions | null {
  const options: Partial<CreateOptions> & { items: RegistryItemInput[] } = { items: [], isPublic: false, isActive: true };
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    if (flag === '--public') options.isPublic = true;
    else if (flag === '--inactive') options.isActive = false;
    else {
      const value = args[++i];
      if (value === undefined) return null;
      if (flag === '--customer') options.customer = value;
      else if (flag === '--type') options.type = value;
      else if (flag === '--title') options.title = value;
      else if (flag === '--message') options.message = value;
      else if (flag === '--website') options.website = value;
      else if (flag === '--address' && /^\d+$/.test(value)) options.address = Number(value);
      else if (flag === '--item') {
        // The quantity follows the last colon: a SKU may hold colons of its own.
        const at = value.lastIndexOf(':');
        const qty = value.slice(at + 1).trim();
        if (at <= 0 || qty === '' || Number.isNaN(Number(qty))) return null;
        options.items.push({ sku: value.slice(0, at), qty: Number(qty) });
      } else return null;
    }
  }
  return options.customer && options.type && options.title && options.items.length ? (options as CreateOptions) : null;
}

function print(registry: GiftRegistryView): void {
  process.stdout.write(JSON.stringify(registry, null, 2) + '\n');
}

/** A refusal prints Magento's message with its placeholders filled and exits 1. */
async function reportingRefusals(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    if (typeof e?.httpStatus !== 'number') throw e;
    process.stderr.write(filled(String(e.message), e.parameters) + '\n');
    process.exitCode = 1;
  }
}

function filled(message: string, parameters: unknown): string {
  const params = (parameters ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const text = message.replace(/%(\w+)/g, (m, key: string) => {
    const value = Array.isArray(params) ? params[Number(key) - 1] : params[key];
    if (value === undefined) return m;
    used.add(key);
    return String(value);
  });
  // Parameters the message does not show (the SKU of a missing product) follow it.
  const extra = Array.isArray(params) ? [] : Object.entries(params).filter(([k]) => !used.has(k));
  return extra.length ? `${text} (${extra.map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : text;
}
