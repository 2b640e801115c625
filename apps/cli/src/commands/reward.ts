import { Database, NoSuchEntityException } from '@mercato/platform';
import { RateDirection, RewardAction, RewardPoints, RewardRates } from '@mercato/reward';
import { withServices } from '../database';
import { numberOption, parseOptions, reportingRefusals, signed } from './balance-options';
import { CliCommand } from './command';

const DIRECTIONS: Record<string, number> = {
  'points-to-currency': RateDirection.TO_CURRENCY,
  'currency-to-points': RateDirection.TO_POINTS,
};
const RATE_OPTIONS = ['website', 'group', 'direction', 'points', 'amount'];

/**
 * `reward:rate:set`: the exchange rate of a website (`all`: every website) and customer group
 * (`all`: every group) in one direction, as Magento's admin rate form: `points-to-currency` values
 * `--points` points at `--amount` when spent, `currency-to-points` earns `--points` points for each
 * `--amount` paid. Without a rate, points neither buy anything nor are earned.
 */
export const rewardRateSet: CliCommand = {
  name: 'reward:rate:set',
  edition: 'commerce',
  usage: '--website <code|all> --group <id|all> --direction points-to-currency|currency-to-points --points <n> --amount <money>',
  accepts: (args) => rateInput(args) !== null,
  run: (args) =>
    withServices((ctx) =>
      reportingRefusals(async () => {
        const input = rateInput(args)!;
        const websiteId = input.website === 'all' ? 0 : await websiteIdOf(ctx.get(Database), input.website);
        const rate = await ctx
          .get(RewardRates)
          .set({ websiteId, groupId: input.group, direction: input.direction, points: input.points, currencyAmount: input.amount });
        process.stdout.write(`Reward rate ${rate.rate_id}: ${JSON.stringify(rate)}\n`);
      }),
    ),
};

/**
 * `reward:balance:update`: adds (or with a negative number takes) reward points of a customer on a
 * website (`base` unless `--website` names another), as Magento's admin does (history action 0,
 * "Updated by moderator"); a balance never goes below zero. Magento's REST API has no route for this.
 */
export const rewardBalanceUpdate: CliCommand = {
  name: 'reward:balance:update',
  edition: 'commerce',
  usage: '--customer <email> --points <delta> [--website <code>] [--comment <text>]',
  accepts: (args) => {
    const o = parseOptions(args, ['customer', 'points', 'website', 'comment'], ['customer', 'points']);
    return o !== null && Number.isInteger(numberOption(o.points));
  },
  run: (args) =>
    withServices((ctx) =>
      reportingRefusals(async () => {
        const o = parseOptions(args, ['customer', 'points', 'website', 'comment'], ['customer', 'points'])!;
        const points = ctx.get(RewardPoints);
        const website = o.website ?? 'base';
        const { customerId, websiteId, groupId } = await points.customerByEmail(o.customer, website);
        const result = await ctx.get(Database).transaction(() =>
          points.change({
            customerId,
            websiteId,
            groupId,
            delta: numberOption(o.points)!,
            action: RewardAction.ADMIN,
            comment: o.comment ?? null,
          }),
        );
        process.stdout.write(`Reward points of ${o.customer} on website ${website}: ${result.balance} (${signed(result.delta, 0)})\n`);
      }),
    ),
};

/** `reward:show`: the customer's reward points on every website with their history, as JSON. */
export const rewardShow: CliCommand = {
  name: 'reward:show',
  edition: 'commerce',
  usage: '--customer <email> [--website <code>]',
  accepts: (args) => parseOptions(args, ['customer', 'website'], ['customer']) !== null,
  run: (args) =>
    withServices((ctx) =>
      reportingRefusals(async () => {
        const o = parseOptions(args, ['customer', 'website'], ['customer'])!;
        const points = ctx.get(RewardPoints);
        const { customerId } = await points.customerByEmail(o.customer, o.website ?? 'base');
        process.stdout.write(
          JSON.stringify({ customer_id: customerId, email: o.customer, balances: await points.view(customerId) }, null, 2) + '\n',
        );
      }),
    ),
};

function rateInput(args: string[]): { website: string; group: number; direction: number; points: number; amount: number } | null {
  const o = parseOptions(args, RATE_OPTIONS, RATE_OPTIONS);
  if (!o) return null;
  const group = o.group === 'all' ? 0 : /^\d+$/.test(o.group) ? Number(o.group) : null;
  const points = numberOption(o.points);
  const amount = numberOption(o.amount);
  const direction = DIRECTIONS[o.direction];
  if (group === null || !direction || points === null || !Number.isInteger(points) || points <= 0 || amount === null || amount <= 0)
    return null;
  return { website: o.website, group, direction, points, amount };
}

async function websiteIdOf(ds: Database, code: string): Promise<number> {
  const [row] = await ds.query(`SELECT website_id FROM store_website WHERE code = $1`, [code]);
  if (!row)
    throw new NoSuchEntityException("The website with code %1 that was requested wasn't found. Verify the website and try again.", [code]);
  return row.website_id;
}
