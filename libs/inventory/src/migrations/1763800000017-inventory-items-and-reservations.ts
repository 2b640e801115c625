import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Multi-source inventory beyond the defaults: the rest of the source fields and its carrier links,
 * one stock per sales channel, source items, the reservation ledger, low-quantity notification
 * settings, legacy stock items and the offline geocoding table. Deleting products removes their
 * source items and notification settings (Magento's SourceItemsDeleteOnProductDelete), set-based.
 */
export class InventoryItemsAndReservations1763800000017 implements MigrationInterface {
  name = 'InventoryItemsAndReservations1763800000017';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "inventory_geoname" ("entity_id" SERIAL NOT NULL, "country_code" character varying(2) NOT NULL,
         "postcode" character varying(20) NOT NULL, "city" character varying(180) NOT NULL, "region" character varying(100),
         "province" character varying(64), "latitude" numeric(10,4) NOT NULL, "longitude" numeric(10,4) NOT NULL,
         CONSTRAINT "PK_dd0df08fa7c0c481b36783793f2" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "inventory_geoname_country_city" ON "inventory_geoname" ("country_code", "city") `);
    await q.query(`CREATE INDEX "inventory_geoname_country_postcode" ON "inventory_geoname" ("country_code", "postcode") `);
    await q.query(
      `CREATE TABLE "inventory_low_stock_notification_configuration" ("source_code" character varying(255) NOT NULL,
         "sku" character varying(64) NOT NULL, "notify_stock_qty" numeric(12,4),
         CONSTRAINT "PK_42f48072202e75d2c362609a48c" PRIMARY KEY ("source_code", "sku"))`,
    );
    await q.query(
      `CREATE TABLE "inventory_reservation" ("reservation_id" SERIAL NOT NULL, "stock_id" integer NOT NULL,
         "sku" character varying(64) NOT NULL, "quantity" numeric(12,4) NOT NULL, "metadata" character varying(255),
         CONSTRAINT "PK_f555b065b0efb7683594ce2962e" PRIMARY KEY ("reservation_id"))`,
    );
    await q.query(`CREATE INDEX "inventory_reservation_stock_sku_qty" ON "inventory_reservation" ("stock_id", "sku", "quantity") `);
    await q.query(
      `CREATE TABLE "inventory_source_carrier_link" ("link_id" SERIAL NOT NULL, "source_code" character varying(255) NOT NULL,
         "carrier_code" character varying(255) NOT NULL, "position" integer,
         CONSTRAINT "PK_e58faa251054319aba78571e522" PRIMARY KEY ("link_id"))`,
    );
    await q.query(`CREATE INDEX "inventory_source_carrier_link_source" ON "inventory_source_carrier_link" ("source_code") `);
    await q.query(
      `CREATE TABLE "inventory_source_item" ("source_item_id" SERIAL NOT NULL, "source_code" character varying(255) NOT NULL,
         "sku" character varying(64) NOT NULL, "quantity" numeric(12,4) NOT NULL DEFAULT '0', "status" smallint NOT NULL DEFAULT '0',
         CONSTRAINT "inventory_source_item_source_sku" UNIQUE ("source_code", "sku"),
         CONSTRAINT "PK_d6759ccdd3d80e54989919271aa" PRIMARY KEY ("source_item_id"))`,
    );
    await q.query(`CREATE INDEX "inventory_source_item_sku" ON "inventory_source_item" ("sku") `);
    await q.query(
      `CREATE TABLE "cataloginventory_stock_item" ("item_id" SERIAL NOT NULL, "product_id" integer NOT NULL,
         "stock_id" integer NOT NULL DEFAULT '1', "qty" numeric(12,4), "is_in_stock" boolean NOT NULL DEFAULT false,
         "is_qty_decimal" boolean NOT NULL DEFAULT false, "show_default_notification_message" boolean NOT NULL DEFAULT true,
         "use_config_min_qty" boolean NOT NULL DEFAULT true, "min_qty" numeric(12,4) NOT NULL DEFAULT '0',
         "use_config_min_sale_qty" boolean NOT NULL DEFAULT true, "min_sale_qty" numeric(12,4) NOT NULL DEFAULT '1',
         "use_config_max_sale_qty" boolean NOT NULL DEFAULT true, "max_sale_qty" numeric(12,4) NOT NULL DEFAULT '10000',
         "use_config_backorders" boolean NOT NULL DEFAULT true, "backorders" smallint NOT NULL DEFAULT '0',
         "use_config_notify_stock_qty" boolean NOT NULL DEFAULT true, "notify_stock_qty" numeric(12,4) NOT NULL DEFAULT '1',
         "use_config_qty_increments" boolean NOT NULL DEFAULT true, "qty_increments" numeric(12,4) NOT NULL DEFAULT '1',
         "use_config_enable_qty_inc" boolean NOT NULL DEFAULT true, "enable_qty_increments" boolean NOT NULL DEFAULT false,
         "use_config_manage_stock" boolean NOT NULL DEFAULT true, "manage_stock" boolean NOT NULL DEFAULT true, "low_stock_date" TIMESTAMP,
         "is_decimal_divided" boolean NOT NULL DEFAULT false, "stock_status_changed_auto" smallint NOT NULL DEFAULT '0',
         "website_id" smallint NOT NULL DEFAULT '0',
         CONSTRAINT "cataloginventory_stock_item_product_stock" UNIQUE ("product_id", "stock_id"),
         CONSTRAINT "PK_b66b5a3774a5700686847097ef3" PRIMARY KEY ("item_id"))`,
    );
    for (const column of [
      `"latitude" numeric(8,6)`,
      `"longitude" numeric(9,6)`,
      `"region_id" integer`,
      `"region" character varying(255)`,
      `"city" character varying(255)`,
      `"street" character varying(255)`,
      `"contact_name" character varying(255)`,
      `"email" character varying(255)`,
      `"phone" character varying(255)`,
      `"fax" character varying(255)`,
      `"use_default_carrier_config" boolean NOT NULL DEFAULT true`,
    ]) {
      await q.query(`ALTER TABLE "inventory_source" ADD ${column}`);
    }
    await q.query(`ALTER TABLE "inventory_source" ADD CONSTRAINT "UQ_8b5cf01524c070c469238aadac2" UNIQUE ("name")`);
    await q.query(`UPDATE inventory_source SET latitude = 0, longitude = 0 WHERE source_code = 'default'`);
    // One stock per sales channel: the key is (type, code).
    await q.query(`ALTER TABLE "inventory_stock_sales_channel" DROP CONSTRAINT "FK_7fd04680d48f15c0d2f721ab9f5"`);
    await q.query(`ALTER TABLE "inventory_stock_sales_channel" DROP CONSTRAINT "PK_f102e8d8536dacfe571820aa0ae"`);
    await q.query(
      `ALTER TABLE "inventory_stock_sales_channel" ADD CONSTRAINT "PK_0951acadd3810d4e54d986baf55" PRIMARY KEY ("type", "code")`,
    );
    await q.query(
      `ALTER TABLE "inventory_stock_sales_channel" ADD CONSTRAINT "FK_7fd04680d48f15c0d2f721ab9f5" FOREIGN KEY ("stock_id")
       REFERENCES "inventory_stock"("stock_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "inventory_low_stock_notification_configuration" ADD CONSTRAINT "FK_06801ba953a3dd54239fd9ff03b"
       FOREIGN KEY ("source_code") REFERENCES "inventory_source"("source_code") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "inventory_source_carrier_link" ADD CONSTRAINT "FK_663f2b3e9734c14f354199970bc" FOREIGN KEY ("source_code")
       REFERENCES "inventory_source"("source_code") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "inventory_source_item" ADD CONSTRAINT "FK_598b3699d2307f4ddaa67545fac" FOREIGN KEY ("source_code")
       REFERENCES "inventory_source"("source_code") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cataloginventory_stock_item" ADD CONSTRAINT "FK_3d3eb7d12830adcc112da982b3c" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_delete_source_items_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM inventory_source_item si USING gone WHERE si.sku = gone.sku;
        DELETE FROM inventory_low_stock_notification_configuration n USING gone WHERE n.sku = gone.sku;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER catalog_product_delete_source_items AFTER DELETE ON catalog_product_entity
                   REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION mercato_delete_source_items_of_products()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS catalog_product_delete_source_items ON catalog_product_entity`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_delete_source_items_of_products()`);
    for (const table of [
      'cataloginventory_stock_item',
      'inventory_source_item',
      'inventory_source_carrier_link',
      'inventory_reservation',
      'inventory_low_stock_notification_configuration',
      'inventory_geoname',
    ]) {
      await q.query(`DROP TABLE IF EXISTS "${table}" CASCADE`);
    }
  }
}
