import { MigrationInterface, QueryRunner } from 'typeorm';

/** Magento_Rma: returns, their items, comments and tracking numbers; the options of the item attributes. */
export class Rma1763800000250 implements MigrationInterface {
  name = 'Rma1763800000250';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_rma" ("entity_id" SERIAL NOT NULL, "increment_id" character varying(50), "order_id" integer NOT NULL,
         "order_increment_id" character varying(50), "store_id" smallint, "customer_id" integer,
         "customer_custom_email" character varying(255), "status" character varying(32) NOT NULL DEFAULT 'pending',
         "date_requested" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_ea2fd2c846a6e0cd3fd380a0cc6" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "magento_rma_order_id" ON "magento_rma" ("order_id")`);
    await q.query(
      `CREATE TABLE "magento_rma_item_entity" ("entity_id" SERIAL NOT NULL, "rma_entity_id" integer NOT NULL,
         "order_item_id" integer NOT NULL, "qty_requested" numeric(12,4) NOT NULL DEFAULT '0', "qty_authorized" numeric(12,4),
         "qty_approved" numeric(12,4), "qty_returned" numeric(12,4), "reason" character varying(255), "condition" character varying(255),
         "resolution" character varying(255), "status" character varying(32) NOT NULL DEFAULT 'pending',
         CONSTRAINT "PK_9da37f45137a1fc1093054ae821" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "magento_rma_item_entity_rma_entity_id" ON "magento_rma_item_entity" ("rma_entity_id")`);
    await q.query(
      `CREATE TABLE "magento_rma_status_history" ("entity_id" SERIAL NOT NULL, "rma_entity_id" integer NOT NULL, "comment" text,
         "is_customer_notified" boolean NOT NULL DEFAULT false, "is_visible_on_front" boolean NOT NULL DEFAULT false,
         "status" character varying(32), "is_admin" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_de6c7b4b6b61a8e14e8a7074a93" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "magento_rma_status_history_rma_entity_id" ON "magento_rma_status_history" ("rma_entity_id")`);
    await q.query(
      `CREATE TABLE "magento_rma_shipping_label" ("entity_id" SERIAL NOT NULL, "rma_entity_id" integer NOT NULL,
         "track_number" character varying(255), "carrier_title" character varying(255), "carrier_code" character varying(255),
         "shipping_label" text, "is_admin" boolean NOT NULL DEFAULT false,
         CONSTRAINT "PK_26dede1fdb067be8f188235056d" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "magento_rma_shipping_label_rma_entity_id" ON "magento_rma_shipping_label" ("rma_entity_id")`);
    await q.query(
      `CREATE TABLE "magento_rma_item_attribute_option" ("option_id" SERIAL NOT NULL, "attribute_code" character varying(64) NOT NULL,
         "label" character varying(255) NOT NULL, "sort_order" integer NOT NULL DEFAULT '0',
         CONSTRAINT "PK_aaf75e47eae5b97dd895c029df6" PRIMARY KEY ("option_id"))`,
    );
    // Magento_Rma's install data: the options of the reason, condition and resolution attributes.
    await q.query(`INSERT INTO "magento_rma_item_attribute_option" ("attribute_code", "label", "sort_order") VALUES
      ('reason', 'Wrong Color', 0), ('reason', 'Wrong Size', 1), ('reason', 'Out of Service', 2), ('reason', 'Other', 3),
      ('condition', 'Unopened', 0), ('condition', 'Opened', 1), ('condition', 'Damaged', 2),
      ('resolution', 'Exchange', 0), ('resolution', 'Refund', 1), ('resolution', 'Store Credit', 2)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'magento_rma_item_attribute_option',
      'magento_rma_shipping_label',
      'magento_rma_status_history',
      'magento_rma_item_entity',
      'magento_rma',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
