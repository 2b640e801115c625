import { ConfigPaths, ConfigSecrets, ConfigSnapshot, ScopeConfig } from '@mercato/platform';
import { withDatabase } from '../database';
import { CliCommand } from './command';
import { ConfigCommandError, describeScope, parseConfigArguments, reportingConfigErrors, resolveScope } from './config-scope';

/**
 * `config:sensitive:set <path> <value>`: a secret (`system/smtp/password`, `payment/worldpay/api_key`)
 * stored sealed with the instance key (ConfigSecrets: AES-256-GCM, as OAuth consumer secrets are),
 * never in clear; Magento writes such values to env.php, which Mercato does not have. config:show
 * shows them masked.
 */
export const configSensitiveSet: CliCommand = {
  name: 'config:sensitive:set',
  usage: '<path> <value> [--scope default|websites|stores] [--scope-code <code>]',
  accepts: (args) => parseConfigArguments(args)?.positional.length === 2,
  run: (args) =>
    reportingConfigErrors(() =>
      withDatabase(async (ds) => {
        const parsed = parseConfigArguments(args)!;
        const [path, value] = parsed.positional;
        const paths = new ConfigPaths();
        const refusal = paths.refusal(path, value);
        if (refusal) throw new ConfigCommandError(refusal);
        if (!paths.isSensitive(path)) throw new ConfigCommandError(`The "${path}" path is not sensitive: set it with config:set.`);
        const scope = await resolveScope(ds, parsed);
        const config = new ScopeConfig(ds, new ConfigSnapshot(ds));
        const sealed = await new ConfigSecrets(config).seal(value);
        await config.setAt(scope.scope, scope.scopeId, path, sealed);
        process.stdout.write(`Value was saved encrypted (${path}, scope ${describeScope(scope)}).\n`);
      }),
    ),
};
