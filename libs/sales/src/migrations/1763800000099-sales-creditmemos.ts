import { MigrationInterface, QueryRunner } from 'typeorm';

/** Magento_Sales credit memos: documents, items, comments, increment sequence; the order's refund counters. */
export class SalesCreditmemos1763800000099 implements MigrationInterface {
  name = 'SalesCreditmemos1763800000099';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "sales_creditmemo" ("entity_id" SERIAL NOT NULL, "increment_id" character varying(50) NOT NULL,
         "order_id" integer NOT NULL, "invoice_id" integer, "store_id" smallint, "state" integer, "creditmemo_status" integer,
         "customer_id" integer, "billing_address_id" integer, "shipping_address_id" integer, "email_sent" smallint, "send_email" smallint,
         "transaction_id" character varying(255), "base_currency_code" character varying(3), "order_currency_code" character varying(3),
         "global_currency_code" character varying(3), "store_currency_code" character varying(3), "base_to_global_rate" numeric(20,4),
         "base_to_order_rate" numeric(20,4), "store_to_base_rate" numeric(20,4), "store_to_order_rate" numeric(20,4),
         "grand_total" numeric(20,4), "base_grand_total" numeric(20,4), "subtotal" numeric(20,4), "base_subtotal" numeric(20,4),
         "subtotal_incl_tax" numeric(20,4), "base_subtotal_incl_tax" numeric(20,4), "shipping_amount" numeric(20,4),
         "base_shipping_amount" numeric(20,4), "shipping_incl_tax" numeric(20,4), "base_shipping_incl_tax" numeric(20,4),
         "shipping_tax_amount" numeric(20,4), "base_shipping_tax_amount" numeric(20,4), "tax_amount" numeric(20,4),
         "base_tax_amount" numeric(20,4), "discount_amount" numeric(20,4), "base_discount_amount" numeric(20,4), "adjustment" numeric(20,4),
         "base_adjustment" numeric(20,4), "adjustment_positive" numeric(20,4), "base_adjustment_positive" numeric(20,4),
         "adjustment_negative" numeric(20,4), "base_adjustment_negative" numeric(20,4), "customer_note" text,
         "customer_note_notify" smallint, "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_d9b7e50adb7e85ae0b8cb678094" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_creditmemo_order_id" ON "sales_creditmemo" ("order_id")`);
    await q.query(`CREATE INDEX "sales_creditmemo_state" ON "sales_creditmemo" ("state")`);
    await q.query(`CREATE INDEX "sales_creditmemo_created_at" ON "sales_creditmemo" ("created_at")`);
    await q.query(`CREATE UNIQUE INDEX "sales_creditmemo_increment_id_store_id" ON "sales_creditmemo" ("increment_id", "store_id")`);
    await q.query(
      `CREATE TABLE "sales_creditmemo_item" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "order_item_id" integer,
         "product_id" integer, "sku" character varying(255), "name" character varying(255), "description" text, "additional_data" text,
         "qty" numeric(12,4), "price" numeric(20,4), "base_price" numeric(20,4), "price_incl_tax" numeric(20,4),
         "base_price_incl_tax" numeric(20,4), "row_total" numeric(20,4), "base_row_total" numeric(20,4), "row_total_incl_tax" numeric(20,4),
         "base_row_total_incl_tax" numeric(20,4), "tax_amount" numeric(20,4), "base_tax_amount" numeric(20,4),
         "discount_amount" numeric(20,4), "base_discount_amount" numeric(20,4), "base_cost" numeric(20,4),
         CONSTRAINT "PK_e1196eb14987c9b79cc44b0008c" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_creditmemo_item_parent_id" ON "sales_creditmemo_item" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_creditmemo_comment" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "is_customer_notified" integer,
         "is_visible_on_front" smallint NOT NULL DEFAULT '0', "comment" text, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_c09398d26c66625bd30045c3a45" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_creditmemo_comment_parent_id" ON "sales_creditmemo_comment" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_sequence_creditmemo" ("store_id" smallint NOT NULL, "prefix" character varying(32) NOT NULL DEFAULT '',
         "last_value" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_b7b8ba54e850883cef4372b34f7" PRIMARY KEY ("store_id"))`,
    );
    await q.query(`ALTER TABLE "sales_order" ADD "total_online_refunded" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_total_online_refunded" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "subtotal_refunded" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_subtotal_refunded" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "shipping_refunded" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_shipping_refunded" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "adjustment_positive" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_adjustment_positive" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "adjustment_negative" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_adjustment_negative" numeric(20,4)`);
    await q.query(
      `ALTER TABLE "sales_creditmemo" ADD CONSTRAINT "FK_c6b94a0c988fddfa036e87de98a" FOREIGN KEY ("order_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_creditmemo_item" ADD CONSTRAINT "FK_97484b5a86215b775b1aaccdd93" FOREIGN KEY ("parent_id")
       REFERENCES "sales_creditmemo"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_creditmemo_comment" ADD CONSTRAINT "FK_15466c1f3ed772684b3c79799d7" FOREIGN KEY ("parent_id")
       REFERENCES "sales_creditmemo"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of [
      'total_online_refunded',
      'base_total_online_refunded',
      'subtotal_refunded',
      'base_subtotal_refunded',
      'shipping_refunded',
      'base_shipping_refunded',
      'adjustment_positive',
      'base_adjustment_positive',
      'adjustment_negative',
      'base_adjustment_negative',
    ])
      await q.query(`ALTER TABLE "sales_order" DROP COLUMN IF EXISTS "${column}"`);
    await q.query(`DROP TABLE IF EXISTS "sales_sequence_creditmemo" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_creditmemo_comment" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_creditmemo_item" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_creditmemo" CASCADE`);
  }
}
