/**
 * Helpers of the config:* commands: Magento's `--scope` / `--scope-code` options, resolved to the
 * (scope, scope_id) a core_config_data row is stored under, with Magento's scope validator's messages.
 */
import { Database } from '@mercato/platform';
import { StoreScopes } from '@mercato/store';

export type ScopeName = 'default' | 'websites' | 'stores';

export interface ConfigArguments {
  positional: string[];
  scope: string;
  scopeCode: string | null;
}

/** Where a value is stored and, for a store view, the website it inherits from. */
export interface ResolvedScope {
  scope: ScopeName;
  scopeId: number;
  code: string | null;
  websiteId: number | null;
}

/** Magento's Scope\Validator message for a malformed scope code. */
const SCOPE_CODE_FORMAT =
  'The scope code can include only lowercase letters (a-z), numbers (0-9) and underscores (_). ' +
  'Also, the first character must be a letter.';

/** A one-line refusal: printed on stderr, exit code 1, nothing written. */
export class ConfigCommandError extends Error {}

/**
 * Positional arguments and the scope options, given as `--scope x`, `--scope=x` (or `-s`, `-c`),
 * before or after them; null when malformed.
 */
export function parseConfigArguments(args: string[]): ConfigArguments | null {
  const out: ConfigArguments = { positional: [], scope: 'default', scopeCode: null };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].startsWith('-') ? splitOption(args[i]) : [null, undefined];
    if (flag === null) {
      out.positional.push(args[i]);
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined) return null;
    if (flag === '--scope' || flag === '-s') out.scope = value;
    else if (flag === '--scope-code' || flag === '-c') out.scopeCode = value;
    else return null;
  }
  return out;
}

function splitOption(arg: string): [string, string | undefined] {
  const at = arg.indexOf('=');
  return at < 0 ? [arg, undefined] : [arg.slice(0, at), arg.slice(at + 1)];
}

/** Magento's ScopeTypeNormalizer: `website` and `store` name the same scopes as `websites` and `stores`. */
function normalizedScope(scope: string): ScopeName | null {
  if (scope === 'default') return 'default';
  if (scope === 'websites' || scope === 'website') return 'websites';
  if (scope === 'stores' || scope === 'store') return 'stores';
  return null;
}

/** The scope the options name, checked as Magento's Scope\Validator checks it. */
export async function resolveScope(ds: Database, args: ConfigArguments): Promise<ResolvedScope> {
  const scope = normalizedScope(args.scope);
  if (!scope) throw new ConfigCommandError(`The "${args.scope}" value doesn't exist. Enter another value and try again.`);
  if (scope === 'default') {
    if (args.scopeCode) {
      throw new ConfigCommandError(`The "default" scope can't include a scope code. Try again without entering a scope code.`);
    }
    return { scope, scopeId: 0, code: null, websiteId: null };
  }
  if (!args.scopeCode) throw new ConfigCommandError('A scope code is missing. Enter a code and try again.');
  if (!/^[a-z][a-z0-9_]*$/.test(args.scopeCode)) {
    throw new ConfigCommandError(SCOPE_CODE_FORMAT);
  }
  const found = await new StoreScopes(ds).scopeIdByCode(scope, args.scopeCode);
  if (!found) throw new ConfigCommandError(`The "${args.scopeCode}" value doesn't exist. Enter another value and try again.`);
  return { scope, scopeId: found.id, code: args.scopeCode, websiteId: scope === 'stores' ? found.websiteId : null };
}

/** How a scope is named to a person: `default`, `websites "base" (id 1)`. */
export function describeScope(s: ResolvedScope): string {
  return s.scope === 'default' ? 'default' : `${s.scope} "${s.code}" (id ${s.scopeId})`;
}

/** Runs a config command, printing a refusal as one line on stderr with exit code 1. */
export async function reportingConfigErrors(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (e) {
    if (!(e instanceof ConfigCommandError)) throw e;
    process.stderr.write(e.message + '\n');
    process.exitCode = 1;
  }
}
