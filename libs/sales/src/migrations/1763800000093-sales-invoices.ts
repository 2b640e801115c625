import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Magento_Sales invoices: invoices, their items and comments, payment transactions, invoice
 * increment ids per store, and the order's invoiced-amount counters.
 */
export class SalesInvoices1763800000093 implements MigrationInterface {
  name = 'SalesInvoices1763800000093';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "sales_invoice" ("entity_id" SERIAL NOT NULL, "order_id" integer NOT NULL, "increment_id" character varying(50),
         "store_id" smallint, "state" integer, "billing_address_id" integer, "shipping_address_id" integer, "is_used_for_refund" boolean,
         "can_void_flag" boolean, "email_sent" boolean, "send_email" boolean, "transaction_id" character varying(255),
         "base_currency_code" character varying(3), "global_currency_code" character varying(3), "order_currency_code" character varying(3),
         "store_currency_code" character varying(3), "base_to_global_rate" numeric(20,4), "base_to_order_rate" numeric(20,4),
         "store_to_base_rate" numeric(20,4), "store_to_order_rate" numeric(20,4), "total_qty" numeric(12,4), "grand_total" numeric(20,4),
         "base_grand_total" numeric(20,4), "subtotal" numeric(20,4), "base_subtotal" numeric(20,4), "subtotal_incl_tax" numeric(20,4),
         "base_subtotal_incl_tax" numeric(20,4), "tax_amount" numeric(20,4), "base_tax_amount" numeric(20,4),
         "shipping_amount" numeric(20,4), "base_shipping_amount" numeric(20,4), "shipping_tax_amount" numeric(20,4),
         "base_shipping_tax_amount" numeric(20,4), "shipping_incl_tax" numeric(20,4), "base_shipping_incl_tax" numeric(20,4),
         "discount_amount" numeric(20,4), "base_discount_amount" numeric(20,4), "discount_description" character varying(255),
         "base_total_refunded" numeric(20,4), "customer_note" text, "customer_note_notify" boolean,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_21eb2bb4fb71b2844aa1f215688" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_invoice_order_id" ON "sales_invoice" ("order_id")`);
    await q.query(`CREATE INDEX "sales_invoice_state" ON "sales_invoice" ("state")`);
    await q.query(`CREATE INDEX "sales_invoice_created_at" ON "sales_invoice" ("created_at")`);
    await q.query(`CREATE UNIQUE INDEX "sales_invoice_increment_id_store_id" ON "sales_invoice" ("increment_id", "store_id")`);
    await q.query(
      `CREATE TABLE "sales_invoice_item" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "order_item_id" integer,
         "product_id" integer, "sku" character varying(255), "name" character varying(255), "description" text, "additional_data" text,
         "qty" numeric(12,4), "price" numeric(20,4), "base_price" numeric(20,4), "price_incl_tax" numeric(20,4),
         "base_price_incl_tax" numeric(20,4), "base_cost" numeric(20,4), "row_total" numeric(20,4), "base_row_total" numeric(20,4),
         "row_total_incl_tax" numeric(20,4), "base_row_total_incl_tax" numeric(20,4), "tax_amount" numeric(20,4),
         "base_tax_amount" numeric(20,4), "discount_amount" numeric(20,4), "base_discount_amount" numeric(20,4),
         CONSTRAINT "PK_467d6382c120a590f82328135e2" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_invoice_item_parent_id" ON "sales_invoice_item" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_invoice_comment" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "is_customer_notified" integer,
         "is_visible_on_front" smallint NOT NULL DEFAULT '0', "comment" text, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_90220fa70c83fc5a34a364be1e4" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_invoice_comment_parent_id" ON "sales_invoice_comment" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_sequence_invoice" ("store_id" smallint NOT NULL, "prefix" character varying(32) NOT NULL DEFAULT '',
         "last_value" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_65e34766bc13762eab31e5f738d" PRIMARY KEY ("store_id"))`,
    );
    await q.query(
      `CREATE TABLE "sales_payment_transaction" ("transaction_id" SERIAL NOT NULL, "parent_id" integer, "order_id" integer NOT NULL,
         "payment_id" integer NOT NULL, "txn_id" character varying(100), "parent_txn_id" character varying(100),
         "txn_type" character varying(15), "is_closed" boolean NOT NULL DEFAULT false, "additional_information" jsonb,
         "created_at" TIMESTAMP, CONSTRAINT "PK_b9c5ef5427b6f2f21052602f0be" PRIMARY KEY ("transaction_id"))`,
    );
    await q.query(`CREATE INDEX "sales_payment_transaction_parent_id" ON "sales_payment_transaction" ("parent_id")`);
    await q.query(`CREATE INDEX "sales_payment_transaction_payment_id" ON "sales_payment_transaction" ("payment_id")`);
    await q.query(
      `CREATE UNIQUE INDEX "sales_payment_transaction_order_payment_txn"
       ON "sales_payment_transaction" ("order_id", "payment_id", "txn_id")`,
    );
    await q.query(`ALTER TABLE "sales_order" ADD "subtotal_invoiced" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_subtotal_invoiced" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "shipping_invoiced" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_shipping_invoiced" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "tax_invoiced" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_tax_invoiced" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "discount_invoiced" numeric(20,4)`);
    await q.query(`ALTER TABLE "sales_order" ADD "base_discount_invoiced" numeric(20,4)`);
    await q.query(
      `ALTER TABLE "sales_invoice" ADD CONSTRAINT "FK_1283624bdecb22b04e89df416a5" FOREIGN KEY ("order_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_invoice_item" ADD CONSTRAINT "FK_e549a4a09a9875358ce21092c20" FOREIGN KEY ("parent_id")
       REFERENCES "sales_invoice"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_invoice_comment" ADD CONSTRAINT "FK_65ca004dfd8fc904bcc6ba92a86" FOREIGN KEY ("parent_id")
       REFERENCES "sales_invoice"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_payment_transaction" ADD CONSTRAINT "FK_b4f94fb2d22d527cf2ecd9b28a5" FOREIGN KEY ("order_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_payment_transaction" ADD CONSTRAINT "FK_c886dcfeca6301e637a7ad94403" FOREIGN KEY ("payment_id")
       REFERENCES "sales_order_payment"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['subtotal_invoiced', 'shipping_invoiced', 'tax_invoiced', 'discount_invoiced']) {
      await q.query(`ALTER TABLE "sales_order" DROP COLUMN IF EXISTS "${column}", DROP COLUMN IF EXISTS "base_${column}"`);
    }
    await q.query(`DROP TABLE IF EXISTS "sales_payment_transaction" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_sequence_invoice" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_invoice_comment" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_invoice_item" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_invoice" CASCADE`);
  }
}
