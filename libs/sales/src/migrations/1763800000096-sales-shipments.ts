import { MigrationInterface, QueryRunner } from 'typeorm';

/** Magento_Sales shipments (documents, items, tracks, comments, increment ids) and InventoryShipping's shipment source. */
export class SalesShipments1763800000096 implements MigrationInterface {
  name = 'SalesShipments1763800000096';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "sales_shipment" ("entity_id" SERIAL NOT NULL, "increment_id" character varying(50) NOT NULL,
         "order_id" integer NOT NULL, "store_id" smallint, "customer_id" integer, "billing_address_id" integer,
         "shipping_address_id" integer, "total_qty" numeric(12,4), "total_weight" numeric(12,4), "email_sent" boolean, "send_email" boolean,
         "shipment_status" integer, "shipping_label" text, "packages" jsonb, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_cdaa37fe2080280e0a158c4fcac" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_shipment_order_id" ON "sales_shipment" ("order_id")`);
    await q.query(`CREATE UNIQUE INDEX "sales_shipment_increment_id_store_id" ON "sales_shipment" ("increment_id", "store_id")`);
    await q.query(
      `CREATE TABLE "sales_shipment_item" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "order_item_id" integer,
         "product_id" integer, "sku" character varying(255), "name" character varying(255), "description" text, "price" numeric(20,4),
         "row_total" numeric(20,4), "weight" numeric(12,4), "qty" numeric(12,4) NOT NULL DEFAULT '0', "additional_data" text,
         CONSTRAINT "PK_cc0951aba9f007a55ef9664ed80" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_shipment_item_parent_id" ON "sales_shipment_item" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_shipment_track" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "order_id" integer NOT NULL,
         "track_number" text, "title" character varying(255), "carrier_code" character varying(32), "description" text,
         "weight" numeric(12,4), "qty" numeric(12,4), "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_38e7ddc7ec44b894d893f6591e9" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_shipment_track_parent_id" ON "sales_shipment_track" ("parent_id")`);
    await q.query(
      `CREATE TABLE "sales_shipment_comment" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL, "comment" text,
         "is_customer_notified" integer, "is_visible_on_front" smallint NOT NULL DEFAULT '0', "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "PK_7d50aae31a9375bb101934cbd51" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "sales_shipment_comment_parent_id" ON "sales_shipment_comment" ("parent_id")`);
    await q.query(
      `CREATE TABLE "inventory_shipment_source" ("shipment_id" integer NOT NULL, "source_code" character varying(255) NOT NULL,
         CONSTRAINT "PK_466f206a1da82de16757c1ea9c2" PRIMARY KEY ("shipment_id"))`,
    );
    await q.query(
      `CREATE TABLE "sales_sequence_shipment" ("store_id" smallint NOT NULL, "prefix" character varying(32) NOT NULL DEFAULT '',
         "last_value" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_3a7102840c458caed65a3983b89" PRIMARY KEY ("store_id"))`,
    );
    await q.query(
      `ALTER TABLE "sales_shipment" ADD CONSTRAINT "FK_3a4d3626f1c134a16327bb70926" FOREIGN KEY ("order_id")
       REFERENCES "sales_order"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_shipment_item" ADD CONSTRAINT "FK_a9fc9e7dd57c163cfd5a67674dc" FOREIGN KEY ("parent_id")
       REFERENCES "sales_shipment"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_shipment_track" ADD CONSTRAINT "FK_eefb6264d48a5e127860e94107a" FOREIGN KEY ("parent_id")
       REFERENCES "sales_shipment"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "sales_shipment_comment" ADD CONSTRAINT "FK_e6654235429438bedd5988d1272" FOREIGN KEY ("parent_id")
       REFERENCES "sales_shipment"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "inventory_shipment_source" ADD CONSTRAINT "FK_466f206a1da82de16757c1ea9c2" FOREIGN KEY ("shipment_id")
       REFERENCES "sales_shipment"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "sales_sequence_shipment" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "inventory_shipment_source" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_shipment_comment" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_shipment_track" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_shipment_item" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "sales_shipment" CASCADE`);
  }
}
