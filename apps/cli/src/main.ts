import '../../register-paths';
import { failedStart, loadConfig } from '@mercato/platform';
import { commands } from './commands';

/**
 * Maintenance commands (Magento's bin/magento for what Mercato needs), one file each under
 * commands/. They use DATABASE_URL, else the embedded database under DATA_DIR (the running store's
 * when `npm start` runs there).
 */
async function main(argv: string[]): Promise<void> {
  const [name, ...args] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command || !command.accepts(args)) {
    const lines = commands.map((c, i) => `${i ? '       ' : 'usage: '}mercato ${c.name}${c.usage ? ' ' + c.usage : ''}`);
    process.stderr.write(lines.join('\n') + '\n');
    process.exit(2);
  }
  if (command.edition === 'commerce' && loadConfig().edition !== 'commerce') {
    process.stderr.write(`${command.name} belongs to the commerce edition; this installation runs EDITION=open-source.\n`);
    process.exit(2);
  }
  await command.run(args);
}

main(process.argv.slice(2)).catch(failedStart('mercato'));
