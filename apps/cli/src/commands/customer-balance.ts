import { BalanceAction, CustomerBalances } from '@mercato/customer-balance';
import { Database } from '@mercato/platform';
import { withServices } from '../database';
import { numberOption, parseOptions, reportingRefusals, signed } from './balance-options';
import { CliCommand } from './command';

/**
 * `customer-balance:update`: adds (or with a negative amount takes) store credit of a customer on a
 * website (`base` unless `--website` names another), as Magento's admin "Update Balance" does: the
 * first change creates the balance (history `created`), later ones are `updated`; a balance never
 * goes below zero. The comment becomes the history's additional information. Magento's REST API has
 * no route for this.
 */
export const customerBalanceUpdate: CliCommand = {
  name: 'customer-balance:update',
  edition: 'commerce',
  usage: '--customer <email> --amount <delta> [--website <code>] [--comment <text>]',
  accepts: (args) => {
    const o = parseOptions(args, ['customer', 'amount', 'website', 'comment'], ['customer', 'amount']);
    return o !== null && numberOption(o.amount) !== null;
  },
  run: (args) =>
    withServices((ctx) =>
      reportingRefusals(async () => {
        const o = parseOptions(args, ['customer', 'amount', 'website', 'comment'], ['customer', 'amount'])!;
        const balances = ctx.get(CustomerBalances);
        const website = o.website ?? 'base';
        const { customerId, websiteId } = await balances.customerByEmail(o.customer, website);
        const result = await ctx.get(Database).transaction(() =>
          balances.change({
            customerId,
            websiteId,
            delta: numberOption(o.amount)!,
            action: BalanceAction.UPDATED,
            additionalInfo: o.comment ?? null,
          }),
        );
        process.stdout.write(
          `Store credit of ${o.customer} on website ${website}: ${result.amount.toFixed(2)} (${signed(result.delta, 2)})\n`,
        );
      }),
    ),
};

/** `customer-balance:show`: the customer's store credit on every website with its history, as JSON. */
export const customerBalanceShow: CliCommand = {
  name: 'customer-balance:show',
  edition: 'commerce',
  usage: '--customer <email> [--website <code>]',
  accepts: (args) => parseOptions(args, ['customer', 'website'], ['customer']) !== null,
  run: (args) =>
    withServices((ctx) =>
      reportingRefusals(async () => {
        const o = parseOptions(args, ['customer', 'website'], ['customer'])!;
        const balances = ctx.get(CustomerBalances);
        const { customerId } = await balances.customerByEmail(o.customer, o.website ?? 'base');
        process.stdout.write(
          JSON.stringify({ customer_id: customerId, email: o.customer, balances: await balances.view(customerId) }, null, 2) + '\n',
        );
      }),
    ),
};
