import { ConfigPaths, ConfigSnapshot, ScopeConfig } from '@mercato/platform';
import { withDatabase } from '../database';
import { CliCommand } from './command';
import { ConfigCommandError, describeScope, parseConfigArguments, reportingConfigErrors, resolveScope } from './config-scope';

/**
 * `config:set <path> <value> [--scope default|websites|stores] [--scope-code <code>]`: Magento's
 * command. The path must be one the code reads and the value one it accepts, or nothing is
 * written; running processes see the value within a second (core_config_data's trigger notifies them).
 */
export const configSet: CliCommand = {
  name: 'config:set',
  usage: '<path> <value> [--scope default|websites|stores] [--scope-code <code>]',
  accepts: (args) => parseConfigArguments(args)?.positional.length === 2,
  run: (args) =>
    reportingConfigErrors(() =>
      withDatabase(async (ds) => {
        const parsed = parseConfigArguments(args)!;
        const [path, value] = parsed.positional;
        const paths = new ConfigPaths();
        if (paths.isSensitive(path) && !paths.get(path)?.locked) {
          throw new ConfigCommandError(`The "${path}" path holds a secret: set it with config:sensitive:set, which stores it encrypted.`);
        }
        const refusal = paths.refusal(path, value);
        if (refusal) throw new ConfigCommandError(refusal);
        const scope = await resolveScope(ds, parsed);
        await new ScopeConfig(ds, new ConfigSnapshot(ds)).setAt(scope.scope, scope.scopeId, path, value);
        process.stdout.write(`Value was saved (${path}, scope ${describeScope(scope)}).\n`);
      }),
    ),
};
