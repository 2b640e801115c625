import { DataSource } from 'typeorm';
import { GiftRegistries, GiftRegistryView, RegistryItemInput } from '@mercato/gift-registry';

export const GIFT_REGISTRY_USAGE = [
  '       mercato giftregistry:create --customer <email> --type <code> --title <title> [--message <text>] [--website <code>]',
  '               [--address <customer address id>] --item <sku>:<qty> [--item <sku>:<qty> ...] [--public] [--inactive]',
  '       mercato giftregistry:show <id>',
];

type WithDatabase = (work: (ds: DataSource) => Promise<void>) => Promise<void>;

interface CreateOptions {
  customer?: string;
  type?: string;
  title?: string;
  message?: string;
  website?: string;
  address?: number;
  items: RegistryItemInput[];
  isPublic: boolean;
  isActive: boolean;
}

/**
 * `giftregistry:create` and `giftregistry:show`: gift registries from the command line (Magento
 * has no REST route to create one). Answers false when argv is not one of them or is malformed,
 * for the caller to print its usage.
 */
export async function giftRegistryCommand(argv: string[], withDatabase: WithDatabase): Promise<boolean> {
  const [command, ...rest] = argv;
  if (command === 'giftregistry:show' && rest.length === 1 && /^\d+$/.test(rest[0])) {
    await withDatabase((ds) => reportErrors(async () => print(await new GiftRegistries(ds).get(Number(rest[0])))));
    return true;
  }
  if (command !== 'giftregistry:create') return false;
  const options = parseCreate(rest);
  if (!options) return false;
  await withDatabase((ds) =>
    reportErrors(async () => {
      const registries = new GiftRegistries(ds);
      const created = await registries.create({
        customerId: await registries.customerIdByEmail(options.customer!, options.website),
        type: options.type!,
        title: options.title!,
        message: options.message ?? null,
        addressId: options.address,
        items: options.items,
        isPublic: options.isPublic,
        isActive: options.isActive,
      });
      process.stdout.write(`Created gift registry ${created.entity_id} with url_key ${created.url_key}\n`);
      for (const item of created.items) process.stdout.write(`  item ${item.item_id}: ${item.sku} x ${item.qty}\n`);
    }),
  );
  return true;
}

function parseCreate(args: string[]): CreateOptions | null {
  const options: CreateOptions = { items: [], isPublic: false, isActive: true };
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
        // The quantity follows the last colon: SKUs may hold colons of their own.
        const at = value.lastIndexOf(':');
        const qty = Number(value.slice(at + 1));
        if (at <= 0 || value.slice(at + 1).trim() === '' || Number.isNaN(qty)) return null;
        options.items.push({ sku: value.slice(0, at), qty });
      } else return null;
    }
  }
  return options.customer && options.type && options.title && options.items.length ? options : null;
}

function print(registry: GiftRegistryView): void {
  process.stdout.write(JSON.stringify(registry, null, 2) + '\n');
}

/** A refused request prints Magento's message with its placeholders filled and exits 1. */
async function reportErrors(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    if (typeof e?.httpStatus !== 'number') throw e;
    process.stderr.write(fillMessage(String(e.message), e.parameters) + '\n');
    process.exitCode = 1;
  }
}

function fillMessage(message: string, parameters: unknown): string {
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
  return extra.length ? `${text} (${extra.map(([k, v]) => `${k}: ${v}`).join(', ')})` : text;
}
