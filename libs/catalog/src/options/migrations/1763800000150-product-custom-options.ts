import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables an option is read from: each announces its writes (product caches hold options). */
const CUSTOM_OPTION_TABLES = [
  'catalog_product_option',
  'catalog_product_option_title',
  'catalog_product_option_price',
  'catalog_product_option_type_value',
  'catalog_product_option_type_title',
  'catalog_product_option_type_price',
];

/**
 * Custom options: options, their per-store titles and prices, and the values
 * of select-type options with theirs. Each table gets the statement trigger that announces its
 * writes on `mercato_catalog`: options are read and cached with the product.
 */
export class ProductCustomOptions1763800000150 implements MigrationInterface {
  name = 'ProductCustomOptions1763800000150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_product_option" ("option_id" SERIAL NOT NULL, "product_id" integer NOT NULL,
         "type" character varying(50) NOT NULL, "is_require" boolean NOT NULL DEFAULT true, "sku" character varying,
         "max_characters" integer, "file_extension" character varying, "image_size_x" integer, "image_size_y" integer,
         "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_fe78d5753d76d452113bca80672" PRIMARY KEY ("option_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_option_product_id" ON "catalog_product_option" ("product_id") `);
    await q.query(
      `CREATE TABLE "catalog_product_option_title" ("option_id" integer NOT NULL, "store_id" integer NOT NULL,
         "title" character varying NOT NULL, CONSTRAINT "PK_9d3d5ab68e8a113946ccf35fe51" PRIMARY KEY ("option_id", "store_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_option_price" ("option_id" integer NOT NULL, "store_id" integer NOT NULL,
         "price" numeric(20,6) NOT NULL DEFAULT '0', "price_type" character varying(7) NOT NULL DEFAULT 'fixed',
         CONSTRAINT "PK_dd3b875c8e1fadc83aa0d455985" PRIMARY KEY ("option_id", "store_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_option_type_value" ("option_type_id" SERIAL NOT NULL, "option_id" integer NOT NULL,
         "sku" character varying, "sort_order" integer NOT NULL DEFAULT '0',
         CONSTRAINT "PK_0e0084acf5546832006f32bfe08" PRIMARY KEY ("option_type_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_option_type_value_option_id" ON "catalog_product_option_type_value" ("option_id") `);
    await q.query(
      `CREATE TABLE "catalog_product_option_type_title" ("option_type_id" integer NOT NULL, "store_id" integer NOT NULL,
         "title" character varying NOT NULL, CONSTRAINT "PK_66fd5ee13b4807ae39154f6fe0b" PRIMARY KEY ("option_type_id", "store_id"))`,
    );
    await q.query(
      `CREATE TABLE "catalog_product_option_type_price" ("option_type_id" integer NOT NULL, "store_id" integer NOT NULL,
         "price" numeric(20,6) NOT NULL DEFAULT '0', "price_type" character varying(7) NOT NULL DEFAULT 'fixed',
         CONSTRAINT "PK_22ab1b9116ae9f6231a644f1331" PRIMARY KEY ("option_type_id", "store_id"))`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_option" ADD CONSTRAINT "FK_9f81bd67ece14f45434199d0ec3" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_option_title" ADD CONSTRAINT "FK_e8fcdc389bfbfdc3ed75f95fc38" FOREIGN KEY ("option_id")
       REFERENCES "catalog_product_option"("option_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_option_price" ADD CONSTRAINT "FK_d396ec016efe3d1f03730898076" FOREIGN KEY ("option_id")
       REFERENCES "catalog_product_option"("option_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_option_type_value" ADD CONSTRAINT "FK_bbd2fd529a588bad1b81c4f91c6" FOREIGN KEY ("option_id")
       REFERENCES "catalog_product_option"("option_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_option_type_title" ADD CONSTRAINT "FK_3de5cb381497e83b1ba3ed60d93" FOREIGN KEY ("option_type_id")
       REFERENCES "catalog_product_option_type_value"("option_type_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_option_type_price" ADD CONSTRAINT "FK_18f9982d6605a3e8b4d1665aca6" FOREIGN KEY ("option_type_id")
       REFERENCES "catalog_product_option_type_value"("option_type_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const t of CUSTOM_OPTION_TABLES) {
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [...CUSTOM_OPTION_TABLES].reverse()) await q.query(`DROP TABLE IF EXISTS "${t}" CASCADE`);
  }
}
