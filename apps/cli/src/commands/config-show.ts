import { ConfigPaths, ConfigSnapshot, ConfigValues } from '@mercato/platform';
import { withDatabase } from '../database';
import { CliCommand } from './command';
import {
  ConfigCommandError,
  describeScope,
  parseConfigArguments,
  reportingConfigErrors,
  ResolvedScope,
  resolveScope,
} from './config-scope';

const MASK = '******';

/** One stored value as a scope reads it, and the scope it is stored at. */
interface ReadValue {
  value: string | null;
  from: string;
}

/**
 * `config:show [<path>] [--scope … --scope-code …]`: Magento's command over core_config_data. Every
 * value the scope reads (its own, else its website's, else the default) as `path - value` lines; one
 * path prints just its value (a section prefix lists its paths). Secrets print as `******`. The
 * scope read and where a single value comes from go to stderr, so stdout stays the value alone.
 */
export const configShow: CliCommand = {
  name: 'config:show',
  usage: '[<path>] [--scope default|websites|stores] [--scope-code <code>]',
  accepts: (args) => (parseConfigArguments(args)?.positional.length ?? 2) <= 1,
  run: (args) =>
    reportingConfigErrors(() =>
      withDatabase(async (ds) => {
        const parsed = parseConfigArguments(args)!;
        const [path] = parsed.positional;
        const scope = await resolveScope(ds, parsed);
        const values = readValues(await new ConfigSnapshot(ds).values(), scope);
        const paths = new ConfigPaths();
        const shown = (p: string, v: string | null) => (v && paths.isSensitive(p) ? MASK : (v ?? ''));
        const exact = path === undefined ? undefined : values.get(path);
        if (path !== undefined && exact) {
          process.stderr.write(`Scope ${chain(scope)}; "${path}" is stored at ${exact.from}.\n`);
          process.stdout.write(shown(path, exact.value) + '\n');
          return;
        }
        const listed = [...values.keys()].filter((p) => path === undefined || p.startsWith(path.replace(/\/$/, '') + '/')).sort();
        if (path !== undefined && !listed.length) {
          throw new ConfigCommandError(
            paths.get(path)
              ? `No value is stored for "${path}" at scope ${chain(scope)}: the built-in default applies.`
              : `Configuration for path: "${path}" doesn't exist`,
          );
        }
        process.stderr.write(`Scope ${chain(scope)}.\n`);
        process.stdout.write(listed.map((p) => `${p} - ${shown(p, values.get(p)!.value)}\n`).join(''));
      }),
    ),
};

/** The scopes read, nearest first, as core_config_data keys them and as a person reads them. */
function scopesRead(scope: ResolvedScope): [string, string][] {
  const read: [string, string][] = [[`${scope.scope}:${scope.scopeId}`, describeScope(scope)]];
  if (scope.websiteId !== null) read.push([`websites:${scope.websiteId}`, `websites (id ${scope.websiteId})`]);
  if (scope.scope !== 'default') read.push(['default:0', 'default']);
  return read;
}

function chain(scope: ResolvedScope): string {
  const [own, ...inherited] = scopesRead(scope).map(([, name]) => name);
  return inherited.length ? `${own}, inheriting ${inherited.join(' and ')}` : own;
}

/** Every path stored in the scope or one it inherits from, with the nearest value (Magento's ScopeConfig). */
function readValues(all: ConfigValues, scope: ResolvedScope): Map<string, ReadValue> {
  const out = new Map<string, ReadValue>();
  for (const [key, name] of scopesRead(scope)) {
    for (const [path, value] of all.get(key) ?? []) if (!out.has(path)) out.set(path, { value, from: name });
  }
  return out;
}
