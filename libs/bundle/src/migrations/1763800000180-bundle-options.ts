import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['catalog_product_bundle_option', 'catalog_product_bundle_option_value', 'catalog_product_bundle_selection'];

/**
 * Bundle options, their titles per store and their selections (Magento_Bundle's db_schema). Each
 * table announces its writes on `mercato_catalog`, as products are read with their options.
 */
export class BundleOptions1763800000180 implements MigrationInterface {
  name = 'BundleOptions1763800000180';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_product_bundle_option" ("option_id" SERIAL NOT NULL, "parent_id" integer NOT NULL,
         "required" boolean NOT NULL DEFAULT false, "position" integer NOT NULL DEFAULT '0', "type" character varying(255),
         CONSTRAINT "PK_5fcbc7a105e6c46b0c6ac376f2e" PRIMARY KEY ("option_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_bundle_option_parent" ON "catalog_product_bundle_option" ("parent_id") `);
    await q.query(
      `CREATE TABLE "catalog_product_bundle_option_value" ("value_id" SERIAL NOT NULL, "option_id" integer NOT NULL,
         "store_id" integer NOT NULL, "title" character varying(255),
         CONSTRAINT "catalog_product_bundle_option_value_option_store" UNIQUE ("option_id", "store_id"),
         CONSTRAINT "PK_85b9d3dd933867c0b710c6df037" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_bundle_selection" ("selection_id" SERIAL NOT NULL, "option_id" integer NOT NULL,
         "parent_product_id" integer NOT NULL, "product_id" integer NOT NULL, "position" integer NOT NULL DEFAULT '0',
         "is_default" boolean NOT NULL DEFAULT false, "selection_price_type" smallint NOT NULL DEFAULT '0',
         "selection_price_value" numeric(20,6) NOT NULL DEFAULT '0', "selection_qty" numeric(12,4),
         "selection_can_change_qty" smallint NOT NULL DEFAULT '0',
         CONSTRAINT "catalog_product_bundle_selection_option_product" UNIQUE ("option_id", "product_id") DEFERRABLE INITIALLY DEFERRED,
         CONSTRAINT "PK_6b6462fbe733b59e723eab192c7" PRIMARY KEY ("selection_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_bundle_selection_product" ON "catalog_product_bundle_selection" ("product_id") `);
    await q.query(`CREATE INDEX "catalog_product_bundle_selection_parent" ON "catalog_product_bundle_selection" ("parent_product_id") `);
    await q.query(
      `ALTER TABLE "catalog_product_bundle_option" ADD CONSTRAINT "FK_ee12c2a896843237cf1cb735500" FOREIGN KEY ("parent_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_bundle_option_value" ADD CONSTRAINT "FK_0887fe0c09179cbeb7b2772f1df" FOREIGN KEY ("option_id")
       REFERENCES "catalog_product_bundle_option"("option_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_bundle_option_value" ADD CONSTRAINT "FK_f09ee9882546ad4480c32e9a602" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_bundle_selection" ADD CONSTRAINT "FK_e129796fd12ab2ffa314461fdd1" FOREIGN KEY ("option_id")
       REFERENCES "catalog_product_bundle_option"("option_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_bundle_selection" ADD CONSTRAINT "FK_29e2c74604b0b125c7eab86202a" FOREIGN KEY ("parent_product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_bundle_selection" ADD CONSTRAINT "FK_006b608452e589433eea03e5d3c" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const t of TABLES) {
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalog_product_bundle_selection" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_bundle_option_value" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_bundle_option" CASCADE`);
  }
}
