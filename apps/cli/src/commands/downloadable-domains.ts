import { ConfigSnapshot, loadConfig, ScopeConfig } from '@mercato/platform';
import { DownloadableDomains } from '@mercato/downloadable';
import { withDatabase } from '../database';
import { CliCommand } from './command';

/**
 * `downloadable:domains:add|remove|show`: the hosts downloadable link and sample URLs may point to (Magento's commands of the
 * same names).
 */
function domainsCommand(action: 'add' | 'remove' | 'show'): CliCommand {
  return {
    name: `downloadable:domains:${action}`,
    usage: action === 'show' ? '' : '<host> [<host> ...]',
    accepts: (args) => (action === 'show' ? args.length === 0 : args.length > 0),
    run: (hosts) =>
      withDatabase(async (ds) => {
        const domains = new DownloadableDomains(new ScopeConfig(ds, new ConfigSnapshot(ds)), loadConfig());
        const list = action === 'show' ? await domains.domains() : await domains[action](hosts);
        process.stdout.write(`Downloadable domains: ${list.join(', ') || '(none)'}\n`);
      }),
  };
}

export const downloadableDomainsCommands: CliCommand[] = [domainsCommand('add'), domainsCommand('remove'), domainsCommand('show')];
