import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carts (Magento_Quote): the cart, its lines, its billing and shipping addresses with the chosen
 * shipping method and the address totals, the guest's masked id, the payment method, the collected
 * shipping rates, and gift messages (Magento_GiftMessage).
 */
export class Quotes1763800000060 implements MigrationInterface {
  name = 'Quotes1763800000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "quote" ("entity_id" SERIAL NOT NULL, "store_id" smallint NOT NULL, "is_active" boolean NOT NULL DEFAULT true,
         "is_virtual" boolean NOT NULL DEFAULT false, "customer_id" integer, "customer_group_id" integer NOT NULL DEFAULT '0',
         "customer_is_guest" boolean NOT NULL DEFAULT true, "customer_email" character varying(255),
         "customer_firstname" character varying(255), "customer_lastname" character varying(255),
         "customer_middlename" character varying(255), "customer_prefix" character varying(40), "customer_suffix" character varying(40),
         "customer_dob" TIMESTAMP, "customer_taxvat" character varying(255), "customer_gender" integer, "customer_tax_class_id" integer,
         "customer_note" text, "customer_note_notify" boolean NOT NULL DEFAULT true, "checkout_method" character varying(64),
         "items_count" integer NOT NULL DEFAULT '0', "items_qty" numeric(12,4) NOT NULL DEFAULT '0',
         "base_currency_code" character varying(3) NOT NULL DEFAULT 'USD',
         "quote_currency_code" character varying(3) NOT NULL DEFAULT 'USD',
         "store_currency_code" character varying(3) NOT NULL DEFAULT 'USD', "subtotal" numeric(20,4) NOT NULL DEFAULT '0',
         "base_subtotal" numeric(20,4) NOT NULL DEFAULT '0', "subtotal_with_discount" numeric(20,4) NOT NULL DEFAULT '0',
         "base_subtotal_with_discount" numeric(20,4) NOT NULL DEFAULT '0', "grand_total" numeric(20,4) NOT NULL DEFAULT '0',
         "base_grand_total" numeric(20,4) NOT NULL DEFAULT '0', "coupon_code" character varying(255),
         "applied_rule_ids" character varying(255), "reserved_order_id" character varying(64), "gift_message_id" integer,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_adf632527a389d4901af0b56771" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "quote_customer_active" ON "quote" ("customer_id", "store_id", "is_active")`);
    await q.query(
      `CREATE TABLE "quote_address" ("address_id" SERIAL NOT NULL, "quote_id" integer NOT NULL,
         "address_type" character varying(10) NOT NULL, "customer_id" integer, "customer_address_id" integer,
         "save_in_address_book" boolean NOT NULL DEFAULT false, "same_as_billing" boolean NOT NULL DEFAULT false,
         "email" character varying(255), "prefix" character varying(40), "firstname" character varying(255),
         "middlename" character varying(255), "lastname" character varying(255), "suffix" character varying(40),
         "company" character varying(255), "street" text array, "city" character varying(255), "region" character varying(255),
         "region_id" integer, "region_code" character varying(32), "postcode" character varying(20), "country_id" character varying(2),
         "telephone" character varying(255), "fax" character varying(255), "vat_id" character varying(255),
         "shipping_method" character varying(120), "shipping_description" character varying(255),
         "free_shipping" boolean NOT NULL DEFAULT false, "weight" numeric(12,4) NOT NULL DEFAULT '0',
         "subtotal" numeric(20,4) NOT NULL DEFAULT '0', "base_subtotal" numeric(20,4) NOT NULL DEFAULT '0',
         "subtotal_with_discount" numeric(20,4) NOT NULL DEFAULT '0', "tax_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "base_tax_amount" numeric(20,4) NOT NULL DEFAULT '0', "shipping_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "base_shipping_amount" numeric(20,4) NOT NULL DEFAULT '0', "shipping_tax_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "shipping_discount_amount" numeric(20,4) NOT NULL DEFAULT '0', "discount_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "base_discount_amount" numeric(20,4) NOT NULL DEFAULT '0', "discount_description" character varying(255),
         "grand_total" numeric(20,4) NOT NULL DEFAULT '0', "base_grand_total" numeric(20,4) NOT NULL DEFAULT '0', "applied_taxes" jsonb,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_51586bbb49ae141330100490acf" PRIMARY KEY ("address_id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "quote_address_quote_type" ON "quote_address" ("quote_id", "address_type")`);
    await q.query(
      `CREATE TABLE "quote_id_mask" ("entity_id" SERIAL NOT NULL, "quote_id" integer NOT NULL, "masked_id" character varying(32) NOT NULL,
         CONSTRAINT "UQ_4da318b283f77cc5ef022dcdcc1" UNIQUE ("masked_id"), CONSTRAINT "REL_9e3af370613d53ea7d6b116e69" UNIQUE ("quote_id"),
         CONSTRAINT "PK_11993175c10ba38a7200e0869e7" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(
      `CREATE TABLE "quote_payment" ("payment_id" SERIAL NOT NULL, "quote_id" integer NOT NULL, "method" character varying(255),
         "po_number" character varying(255), "additional_data" jsonb, "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "REL_c48986aac1a3c4bae8af1ab722" UNIQUE ("quote_id"),
         CONSTRAINT "PK_e333171c98516276b14b2d054f2" PRIMARY KEY ("payment_id"))`,
    );
    await q.query(
      `CREATE TABLE "quote_shipping_rate" ("rate_id" SERIAL NOT NULL, "address_id" integer NOT NULL,
         "carrier" character varying(255) NOT NULL, "carrier_title" character varying(255), "code" character varying(255) NOT NULL,
         "method" character varying(255) NOT NULL, "method_title" character varying(255), "price" numeric(20,4) NOT NULL DEFAULT '0',
         "error_message" text, CONSTRAINT "PK_093213d5a6c84abc6962d658947" PRIMARY KEY ("rate_id"))`,
    );
    await q.query(`CREATE INDEX "quote_shipping_rate_address" ON "quote_shipping_rate" ("address_id")`);
    await q.query(
      `CREATE TABLE "gift_message" ("gift_message_id" SERIAL NOT NULL, "customer_id" integer, "sender" character varying(255),
         "recipient" character varying(255), "message" text, CONSTRAINT "PK_5d2a68949bd39f93255edb2897d" PRIMARY KEY ("gift_message_id"))`,
    );
    await q.query(
      `CREATE TABLE "quote_item" ("item_id" SERIAL NOT NULL, "quote_id" integer NOT NULL, "parent_item_id" integer, "product_id" integer,
         "store_id" smallint, "sku" character varying(255) NOT NULL, "name" character varying(255),
         "product_type" character varying(32) NOT NULL, "is_virtual" boolean NOT NULL DEFAULT false,
         "qty" numeric(12,4) NOT NULL DEFAULT '0', "weight" numeric(12,4), "row_weight" numeric(12,4) NOT NULL DEFAULT '0',
         "price" numeric(20,4) NOT NULL DEFAULT '0', "base_price" numeric(20,4) NOT NULL DEFAULT '0',
         "row_total" numeric(20,4) NOT NULL DEFAULT '0', "base_row_total" numeric(20,4) NOT NULL DEFAULT '0',
         "price_incl_tax" numeric(20,4), "row_total_incl_tax" numeric(20,4), "discount_percent" numeric(12,4) NOT NULL DEFAULT '0',
         "discount_amount" numeric(20,4) NOT NULL DEFAULT '0', "base_discount_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "tax_percent" numeric(12,4) NOT NULL DEFAULT '0', "tax_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "base_tax_amount" numeric(20,4) NOT NULL DEFAULT '0', "tax_class_id" integer, "free_shipping" boolean NOT NULL DEFAULT false,
         "applied_rule_ids" text, "product_options" jsonb, "gift_message_id" integer, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_a806ef7fe060aeb92c2f24aeeac" PRIMARY KEY ("item_id"))`,
    );
    await q.query(`CREATE INDEX "quote_item_quote" ON "quote_item" ("quote_id")`);
    await q.query(
      `ALTER TABLE "quote_address" ADD CONSTRAINT "FK_04f52e1d61bec068a7bf2c38d8c" FOREIGN KEY ("quote_id") REFERENCES "quote"("entity_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "quote_id_mask" ADD CONSTRAINT "FK_9e3af370613d53ea7d6b116e699" FOREIGN KEY ("quote_id") REFERENCES "quote"("entity_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "quote_payment" ADD CONSTRAINT "FK_c48986aac1a3c4bae8af1ab7228" FOREIGN KEY ("quote_id") REFERENCES "quote"("entity_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "quote_shipping_rate" ADD CONSTRAINT "FK_15e46d6cca4f9bd9e5f153f4fc2" FOREIGN KEY ("address_id")
       REFERENCES "quote_address"("address_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "quote_item" ADD CONSTRAINT "FK_46c33a730b40928000453813e1c" FOREIGN KEY ("quote_id") REFERENCES "quote"("entity_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['gift_message', 'quote_shipping_rate', 'quote_payment', 'quote_id_mask', 'quote_item', 'quote_address', 'quote']) {
      await q.query(`DROP TABLE IF EXISTS "${table}" CASCADE`);
    }
  }
}
