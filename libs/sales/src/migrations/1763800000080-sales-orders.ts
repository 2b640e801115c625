import { MigrationInterface, QueryRunner } from 'typeorm';

/** Magento_Sales: orders, their items, addresses, payment and history; statuses; increment id sequences. */
export class SalesOrders1763800000080 implements MigrationInterface {
  name = 'SalesOrders1763800000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "sales_order" ("entity_id" SERIAL NOT NULL, "increment_id" character varying(50) NOT NULL,
         "state" character varying(32), "status" character varying(32), "store_id" smallint, "store_name" character varying(255),
         "customer_id" integer, "customer_email" character varying(128), "customer_firstname" character varying(128),
         "customer_lastname" character varying(128), "customer_middlename" character varying(128), "customer_prefix" character varying(32),
         "customer_suffix" character varying(32), "customer_group_id" integer, "customer_is_guest" boolean NOT NULL DEFAULT false,
         "customer_note" text, "customer_note_notify" boolean NOT NULL DEFAULT true, "quote_id" integer,
         "protect_code" character varying(255), "coupon_code" character varying(255), "applied_rule_ids" character varying(128),
         "discount_description" character varying(255), "shipping_method" character varying(120),
         "shipping_description" character varying(255), "is_virtual" boolean NOT NULL DEFAULT false, "weight" numeric(12,4),
         "total_qty_ordered" numeric(12,4), "grand_total" numeric(20,4), "base_grand_total" numeric(20,4), "subtotal" numeric(20,4),
         "base_subtotal" numeric(20,4), "subtotal_incl_tax" numeric(20,4), "base_subtotal_incl_tax" numeric(20,4),
         "tax_amount" numeric(20,4), "base_tax_amount" numeric(20,4), "shipping_amount" numeric(20,4), "base_shipping_amount" numeric(20,4),
         "shipping_tax_amount" numeric(20,4), "base_shipping_tax_amount" numeric(20,4), "shipping_incl_tax" numeric(20,4),
         "base_shipping_incl_tax" numeric(20,4), "shipping_discount_amount" numeric(20,4), "base_shipping_discount_amount" numeric(20,4),
         "discount_amount" numeric(20,4), "base_discount_amount" numeric(20,4), "total_paid" numeric(20,4), "base_total_paid" numeric(20,4),
         "total_due" numeric(20,4), "base_total_due" numeric(20,4), "total_invoiced" numeric(20,4), "base_total_invoiced" numeric(20,4),
         "total_refunded" numeric(20,4), "base_total_refunded" numeric(20,4), "total_canceled" numeric(20,4),
         "base_total_canceled" numeric(20,4), "total_offline_refunded" numeric(20,4), "base_total_offline_refunded" numeric(20,4),
         "base_currency_code" character varying(3), "order_currency_code" character varying(3), "global_currency_code" character varying(3),
         "store_currency_code" character varying(3), "base_to_global_rate" numeric(20,4), "base_to_order_rate" numeric(20,4),
         "store_to_base_rate" numeric(20,4), "store_to_order_rate" numeric(20,4), "remote_ip" character varying(45), "email_sent" boolean,
         "send_email" boolean, "gift_message_id" integer, "billing_address_id" integer, "shipping_address_id" integer,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(), "ext_order_id" character varying(32),
         "total_item_count" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_a7b23f94393e7198e7e0ace0c10" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_order_state" ON "sales_order" ("state")`);
    await q.query(`CREATE INDEX "sales_order_status_index" ON "sales_order" ("status")`);
    await q.query(`CREATE INDEX "sales_order_customer_id" ON "sales_order" ("customer_id")`);
    await q.query(`CREATE INDEX "sales_order_quote_id" ON "sales_order" ("quote_id")`);
    await q.query(`CREATE INDEX "sales_order_created_at" ON "sales_order" ("created_at")`);
    await q.query(`CREATE UNIQUE INDEX "sales_order_increment_id_store_id" ON "sales_order" ("increment_id", "store_id")`);
    await q.query(
      `CREATE TABLE "sales_order_item" ("item_id" SERIAL NOT NULL, "order_id" integer NOT NULL, "parent_item_id" integer,
         "quote_item_id" integer, "store_id" smallint, "product_id" integer, "product_type" character varying(255), "product_options" jsonb,
         "sku" character varying(255), "name" character varying(255), "weight" numeric(12,4),
         "row_weight" numeric(12,4) NOT NULL DEFAULT '0', "is_virtual" boolean NOT NULL DEFAULT false,
         "qty_ordered" numeric(12,4) NOT NULL DEFAULT '0', "qty_invoiced" numeric(12,4) NOT NULL DEFAULT '0',
         "qty_shipped" numeric(12,4) NOT NULL DEFAULT '0', "qty_refunded" numeric(12,4) NOT NULL DEFAULT '0',
         "qty_canceled" numeric(12,4) NOT NULL DEFAULT '0', "qty_backordered" numeric(12,4), "price" numeric(20,4) NOT NULL DEFAULT '0',
         "base_price" numeric(20,4) NOT NULL DEFAULT '0', "original_price" numeric(20,4), "base_original_price" numeric(20,4),
         "row_total" numeric(20,4) NOT NULL DEFAULT '0', "base_row_total" numeric(20,4) NOT NULL DEFAULT '0',
         "price_incl_tax" numeric(20,4), "base_price_incl_tax" numeric(20,4), "row_total_incl_tax" numeric(20,4),
         "base_row_total_incl_tax" numeric(20,4), "tax_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "base_tax_amount" numeric(20,4) NOT NULL DEFAULT '0', "tax_percent" numeric(12,4) NOT NULL DEFAULT '0',
         "discount_amount" numeric(20,4) NOT NULL DEFAULT '0', "base_discount_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "discount_percent" numeric(12,4) NOT NULL DEFAULT '0', "amount_refunded" numeric(20,4) NOT NULL DEFAULT '0',
         "row_invoiced" numeric(20,4) NOT NULL DEFAULT '0', "tax_invoiced" numeric(20,4) NOT NULL DEFAULT '0',
         "discount_invoiced" numeric(20,4) NOT NULL DEFAULT '0', "applied_rule_ids" text, "free_shipping" boolean NOT NULL DEFAULT false,
         "gift_message_id" integer, "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_5c318401422ab27039e0add0570" PRIMARY KEY ("item_id"))`,
    );
    await q.query(`CREATE INDEX "sales_order_item_order_id" ON "sales_order_item" ("order_id")`);
    await q.query(
      `CREATE TABLE "sales_order_address" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL,
         "address_type" character varying(255) NOT NULL, "customer_address_id" integer, "quote_address_id" integer, "region_id" integer,
         "region" character varying(255), "region_code" character varying(255), "postcode" character varying(255),
         "lastname" character varying(255), "firstname" character varying(255), "middlename" character varying(255),
         "prefix" character varying(255), "suffix" character varying(255), "street" character varying(255), "city" character varying(255),
         "email" character varying(255), "telephone" character varying(255), "fax" character varying(255),
         "country_id" character varying(2), "company" character varying(255), "vat_id" text,
         CONSTRAINT "PK_a5c4305f450a9b7b8c09967019e" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_order_address_parent_id" ON "sales_order_address" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_order_payment" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "method" character varying(128),
         "po_number" character varying(32), "additional_information" jsonb, "amount_ordered" numeric(20,4),
         "base_amount_ordered" numeric(20,4), "amount_paid" numeric(20,4), "base_amount_paid" numeric(20,4),
         "amount_refunded" numeric(20,4), "base_amount_refunded" numeric(20,4), "amount_canceled" numeric(20,4),
         "base_amount_canceled" numeric(20,4), "shipping_amount" numeric(20,4), "base_shipping_amount" numeric(20,4),
         "shipping_captured" numeric(20,4), "base_shipping_captured" numeric(20,4),
         CONSTRAINT "PK_1719ae80895030c7351d60ae8d7" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_order_payment_parent_id" ON "sales_order_payment" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_order_status_history" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "comment" text,
         "status" character varying(32), "entity_name" character varying(32), "is_customer_notified" integer,
         "is_visible_on_front" smallint NOT NULL DEFAULT '0', "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_5cca9d768204879d33c2e35d432" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_order_status_history_parent_id" ON "sales_order_status_history" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_order_status" ("status" character varying(32) NOT NULL, "label" character varying(128) NOT NULL,
         CONSTRAINT "PK_8896b747c8bdd570d9f81fc8b42" PRIMARY KEY ("status"))`,
    );
    await q.query(
      `CREATE TABLE "sales_order_status_state" ("status" character varying(32) NOT NULL, "state" character varying(32) NOT NULL,
         "is_default" boolean NOT NULL DEFAULT false, "visible_on_front" boolean NOT NULL DEFAULT true,
         CONSTRAINT "PK_7cf7433d2c70cab2dd6a04c7de7" PRIMARY KEY ("status", "state"))`,
    );
    await q.query(
      `CREATE TABLE "sales_sequence_order" ("store_id" smallint NOT NULL, "prefix" character varying(32) NOT NULL DEFAULT '',
         "last_value" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_cb5c8bef450c9bd17f4ec955218" PRIMARY KEY ("store_id"))`,
    );
    await q.query(
      `ALTER TABLE "sales_order_item" ADD CONSTRAINT "FK_4759a2cc727c8989652f479c642" FOREIGN KEY ("order_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_order_address" ADD CONSTRAINT "FK_991a0fe76917cba499817276995" FOREIGN KEY ("parent_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_order_payment" ADD CONSTRAINT "FK_bd6ed0397527dce7730429de677" FOREIGN KEY ("parent_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_order_status_history" ADD CONSTRAINT "FK_33c9b70f033342c2f0385c723f5" FOREIGN KEY ("parent_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_order_status_state" ADD CONSTRAINT "FK_b6b3e57db3018262ba794a57ad8" FOREIGN KEY ("status")
       REFERENCES "sales_order_status"("status") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // Magento_Sales install data: the order statuses and the states they belong to.
    await q.query(`INSERT INTO "sales_order_status" ("status", "label") VALUES
      ('canceled', 'Canceled'), ('closed', 'Closed'), ('complete', 'Complete'), ('fraud', 'Suspected Fraud'),
      ('holded', 'On Hold'), ('payment_review', 'Payment Review'), ('paypal_canceled_reversal', 'PayPal Canceled Reversal'),
      ('paypal_reversed', 'PayPal Reversed'), ('pending', 'Pending'), ('pending_payment', 'Pending Payment'),
      ('pending_paypal', 'Pending PayPal'), ('processing', 'Processing')
      ON CONFLICT ("status") DO NOTHING`);
    await q.query(`INSERT INTO "sales_order_status_state" ("status", "state", "is_default", "visible_on_front") VALUES
      ('canceled', 'canceled', true, true), ('closed', 'closed', true, true), ('complete', 'complete', true, true),
      ('fraud', 'payment_review', false, true), ('fraud', 'processing', false, true), ('holded', 'holded', true, true),
      ('payment_review', 'payment_review', true, true), ('pending', 'new', true, true),
      ('pending_payment', 'pending_payment', true, false), ('processing', 'processing', true, true)
      ON CONFLICT ("status", "state") DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "sales_sequence_order" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_order_status_state" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_order_status" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_order_status_history" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_order_payment" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_order_address" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_order_item" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_order" CASCADE`);
  }
}
