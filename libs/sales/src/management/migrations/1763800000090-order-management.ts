import { MigrationInterface, QueryRunner } from 'typeorm';

/** Order management: the state an order returns to after a hold, and what a cancellation took off its totals. */
export class OrderManagement1763800000090 implements MigrationInterface {
  name = 'OrderManagement1763800000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sales_order" ADD "hold_before_state" character varying(32)`);
    await q.query(`ALTER TABLE "sales_order" ADD "hold_before_status" character varying(32)`);
    for (const column of CANCELED) await q.query(`ALTER TABLE "sales_order" ADD "${column}" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order_item" ADD "tax_canceled" numeric(20,4)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sales_order_item" DROP COLUMN "tax_canceled"`);
    for (const column of [...CANCELED].reverse()) await q.query(`ALTER TABLE "sales_order" DROP COLUMN "${column}"`);
    await q.query(`ALTER TABLE "sales_order" DROP COLUMN "hold_before_status"`);
    await q.query(`ALTER TABLE "sales_order" DROP COLUMN "hold_before_state"`);
  }
}

const CANCELED = [
  'subtotal_canceled',
  'base_subtotal_canceled',
  'tax_canceled',
  'base_tax_canceled',
  'shipping_canceled',
  'base_shipping_canceled',
  'discount_canceled',
  'base_discount_canceled',
];
