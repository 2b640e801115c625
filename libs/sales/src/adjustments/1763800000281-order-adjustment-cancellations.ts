import { MigrationInterface, QueryRunner } from 'typeorm';

/** How much of each adjustment a cancellation handed back (the part no invoice had taken). */
export class OrderAdjustmentCancellations1763800000281 implements MigrationInterface {
  name = 'OrderAdjustmentCancellations1763800000281';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sales_order_adjustment" ADD "canceled" numeric(20,4) NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sales_order_adjustment" DROP COLUMN IF EXISTS "canceled"`);
  }
}
