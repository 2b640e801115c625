import { ExportDataHandler } from '@mercato/analytics';
import { withServices } from '../database';
import { CliCommand } from './command';

/**
 * `analytics:prepare`: collects the usage reports, encrypts them and records the file that
 * GET /V1/analytics/link points at (Magento's analytics cron job, run on demand here; schedule it
 * with the system's cron for a daily refresh). DATA_DIR must be the API's, whose /media/analytics
 * serves the file.
 */
export const analyticsPrepare: CliCommand = {
  name: 'analytics:prepare',
  usage: '',
  accepts: (args) => args.length === 0,
  run: () =>
    withServices(async (ctx) => {
      const path = await ctx.get(ExportDataHandler).prepareExportData();
      process.stdout.write(`Prepared the analytics export: media/${path}\n`);
    }),
};
