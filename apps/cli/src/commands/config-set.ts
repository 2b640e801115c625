import { ConfigPaths, ConfigSecrets, ConfigSnapshot, ScopeConfig } from '@mercato/platform';
import { withDatabase } from '../database';
import { CliCommand } from './command';
import { ConfigCommandError, describeScope, parseConfigArguments, reportingConfigErrors, resolveScope } from './config-scope';

const USAGE = '<path> <value> [--scope default|websites|stores] [--scope-code <code>]';

/**
 * Writes one checked value at a scope: the two set commands differ only in which paths they take
 * and whether the value is sealed first.
 */
function setCommand(name: string, sensitive: boolean): CliCommand {
  return {
    name,
    usage: USAGE,
    accepts: (args) => parseConfigArguments(args)?.positional.length === 2,
    run: (args) =>
      reportingConfigErrors(() =>
        withDatabase(async (ds) => {
          const parsed = parseConfigArguments(args)!;
          const [path, value] = parsed.positional;
          const paths = new ConfigPaths();
          if (!sensitive && paths.isSensitive(path) && !paths.get(path)?.locked) {
            throw new ConfigCommandError(`The "${path}" path holds a secret: set it with config:sensitive:set, which stores it encrypted.`);
          }
          const refusal = paths.refusal(path, value);
          if (refusal) throw new ConfigCommandError(refusal);
          if (sensitive && !paths.isSensitive(path))
            throw new ConfigCommandError(`The "${path}" path is not sensitive: set it with config:set.`);
          const scope = await resolveScope(ds, parsed);
          const config = new ScopeConfig(ds, new ConfigSnapshot(ds));
          const stored = sensitive ? await new ConfigSecrets(config).seal(value) : value;
          await config.setAt(scope.scope, scope.scopeId, path, stored);
          process.stdout.write(`Value was saved${sensitive ? ' encrypted' : ''} (${path}, scope ${describeScope(scope)}).\n`);
        }),
      ),
  };
}

/**
 * `config:set <path> <value> [--scope default|websites|stores] [--scope-code <code>]`: Magento's
 * command. The path must be one the code reads and the value one it accepts, or nothing is
 * written; running processes see the value within a second (core_config_data's trigger notifies them).
 */
export const configSet = setCommand('config:set', false);

/**
 * `config:sensitive:set <path> <value>`: a secret (`system/smtp/password`, `payment/worldpay/api_key`)
 * stored sealed with the instance key (ConfigSecrets: AES-256-GCM, as OAuth consumer secrets are),
 * never in clear; Magento writes such values to env.php, which Mercato does not have. config:show
 * shows them masked.
 */
export const configSensitiveSet = setCommand('config:sensitive:set', true);
