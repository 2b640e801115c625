import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What an order carries besides its lines, shipping and tax: the totals other modules add at
 * checkout (gift wrapping charges; gift card, store credit and reward point deductions), with how
 * much of each the invoices and credit memos have taken so far.
 */
export class OrderAdjustments1763800000280 implements MigrationInterface {
  name = 'OrderAdjustments1763800000280';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "sales_order_adjustment" (
      "order_id" integer NOT NULL REFERENCES "sales_order"("entity_id") ON DELETE CASCADE,
      "code" character varying(64) NOT NULL,
      "kind" character varying(16) NOT NULL CHECK ("kind" IN ('charge', 'deduction')),
      "sort_order" integer NOT NULL,
      "amount" numeric(20,4) NOT NULL,
      "invoiced" numeric(20,4) NOT NULL DEFAULT 0,
      "refunded" numeric(20,4) NOT NULL DEFAULT 0,
      "data" jsonb,
      PRIMARY KEY ("order_id", "code"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "sales_order_adjustment"`);
  }
}
