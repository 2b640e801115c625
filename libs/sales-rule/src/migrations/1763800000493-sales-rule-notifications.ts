import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChangeNotification, dropChangeNotification } from '@mercato/platform';

const CHANNEL = 'mercato_sales_rules';
const LINKS = ['salesrule_website', 'salesrule_customer_group', 'salesrule_label'];
/** Every rule column but `times_used`, which each order that applied the rule bumps and no cart reads. */
const RULE_COLUMNS = [
  'name',
  'description',
  'from_date',
  'to_date',
  'uses_per_customer',
  'is_active',
  'conditions',
  'actions',
  'stop_rules_processing',
  'is_advanced',
  'product_ids',
  'sort_order',
  'simple_action',
  'discount_amount',
  'discount_qty',
  'discount_step',
  'apply_to_shipping',
  'is_rss',
  'coupon_type',
  'use_auto_generation',
  'uses_per_coupon',
  'simple_free_shipping',
];

/** Changes to cart price rules are announced on `mercato_sales_rules` (DiscountCalculator keeps the rules a cart may get in memory). */
export class SalesRuleNotifications1763800000493 implements MigrationInterface {
  name = 'SalesRuleNotifications1763800000493';

  async up(q: QueryRunner): Promise<void> {
    await createChangeNotification(q, 'salesrule', CHANNEL, { updateOf: RULE_COLUMNS });
    for (const table of LINKS) await createChangeNotification(q, table, CHANNEL);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['salesrule', ...LINKS]) await dropChangeNotification(q, table);
  }
}
