import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables a product is read from; each announces its writes on `mercato_catalog` (see the catalog's notifications migration). */
const NOTIFYING = ['catalog_product_super_attribute', 'catalog_product_super_attribute_label', 'catalog_product_super_link'];

/** Configurable options (super attributes) with their labels, and the parent → child links. */
export class ConfigurableProducts1763800000170 implements MigrationInterface {
  name = 'ConfigurableProducts1763800000170';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_product_super_attribute" ("product_super_attribute_id" SERIAL NOT NULL, "product_id" integer NOT NULL,
         "attribute_id" integer NOT NULL, "position" integer NOT NULL DEFAULT '0',
         CONSTRAINT "catalog_product_super_attribute_product_attribute" UNIQUE ("product_id", "attribute_id"),
         CONSTRAINT "PK_355f332aa939d565f4cdf049f25" PRIMARY KEY ("product_super_attribute_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_super_attribute_attribute_id" ON "catalog_product_super_attribute" ("attribute_id")`);
    await q.query(
      `CREATE TABLE "catalog_product_super_attribute_label" ("value_id" SERIAL NOT NULL, "product_super_attribute_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "use_default" boolean NOT NULL DEFAULT false, "value" character varying(255),
         CONSTRAINT "catalog_product_super_attribute_label_option_store" UNIQUE ("product_super_attribute_id", "store_id"),
         CONSTRAINT "PK_401b48f2208532aac1fdf82576f" PRIMARY KEY ("value_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_super_link" ("link_id" SERIAL NOT NULL, "product_id" integer NOT NULL, "parent_id" integer NOT NULL,
         CONSTRAINT "catalog_product_super_link_parent_product" UNIQUE ("parent_id", "product_id"),
         CONSTRAINT "PK_eaf6d86bcfefd016631122a35a4" PRIMARY KEY ("link_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_super_link_product_id" ON "catalog_product_super_link" ("product_id")`);
    await q.query(
      `ALTER TABLE "catalog_product_super_attribute" ADD CONSTRAINT "FK_b0f6271a83c434d6c3e6b93ac5e" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_super_attribute" ADD CONSTRAINT "FK_fbfc1333cf328d1e98be64def08" FOREIGN KEY ("attribute_id")
       REFERENCES "eav_attribute"("attribute_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_super_attribute_label" ADD CONSTRAINT "FK_dd770da4db5021de6051218ee91"
       FOREIGN KEY ("product_super_attribute_id") REFERENCES "catalog_product_super_attribute"("product_super_attribute_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_super_attribute_label" ADD CONSTRAINT "FK_01f48ad576a98c8812fd08a04c2" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_super_link" ADD CONSTRAINT "FK_4876a3a6f1d59aabebab10e0092" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_super_link" ADD CONSTRAINT "FK_53976dedec520813a596c82fa2f" FOREIGN KEY ("parent_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const t of NOTIFYING) {
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog_product_super_link"`);
    await q.query(`DROP TABLE "catalog_product_super_attribute_label"`);
    await q.query(`DROP TABLE "catalog_product_super_attribute"`);
  }
}
