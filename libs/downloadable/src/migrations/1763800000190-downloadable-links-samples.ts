import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables a downloadable product's links and samples are read from. */
const DOWNLOADABLE_TABLES = [
  'downloadable_link',
  'downloadable_link_title',
  'downloadable_link_price',
  'downloadable_sample',
  'downloadable_sample_title',
];

/**
 * Magento_Downloadable's links and samples with their scoped titles and prices. Product-owned rows
 * cascade from the product; each table announces its writes on `mercato_catalog` (one
 * notification per statement) because links and samples are cached with the product.
 */
export class DownloadableLinksSamples1763800000190 implements MigrationInterface {
  name = 'DownloadableLinksSamples1763800000190';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "downloadable_link" ("link_id" SERIAL NOT NULL, "product_id" integer NOT NULL,
         "sort_order" integer NOT NULL DEFAULT '0', "number_of_downloads" integer, "is_shareable" smallint NOT NULL DEFAULT '0',
         "link_url" text, "link_file" text, "link_type" character varying(20), "sample_url" text, "sample_file" text,
         "sample_type" character varying(20), CONSTRAINT "PK_9b061e45796ab0ecba8ffc845dd" PRIMARY KEY ("link_id"))`,
    );
    await q.query(`CREATE INDEX "downloadable_link_product_sort" ON "downloadable_link" ("product_id", "sort_order") `);
    await q.query(
      `CREATE TABLE "downloadable_link_price" ("price_id" SERIAL NOT NULL, "link_id" integer NOT NULL,
         "website_id" integer NOT NULL DEFAULT '0', "price" numeric(20,6) NOT NULL DEFAULT '0',
         CONSTRAINT "downloadable_link_price_link_website" UNIQUE ("link_id", "website_id"),
         CONSTRAINT "PK_cc46a66a465758b23c0a610595e" PRIMARY KEY ("price_id"))`,
    );
    await q.query(
      `CREATE TABLE "downloadable_link_title" ("title_id" SERIAL NOT NULL, "link_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "title" text NOT NULL,
         CONSTRAINT "downloadable_link_title_link_store" UNIQUE ("link_id", "store_id"),
         CONSTRAINT "PK_cdc8e9165f17057ca68b96aed53" PRIMARY KEY ("title_id"))`,
    );
    await q.query(
      `CREATE TABLE "downloadable_sample" ("sample_id" SERIAL NOT NULL, "product_id" integer NOT NULL, "sample_url" text,
         "sample_file" text, "sample_type" character varying(20), "sort_order" integer NOT NULL DEFAULT '0',
         CONSTRAINT "PK_e8b66aa768e43270e3ac742d27e" PRIMARY KEY ("sample_id"))`,
    );
    await q.query(`CREATE INDEX "downloadable_sample_product_sort" ON "downloadable_sample" ("product_id", "sort_order") `);
    await q.query(
      `CREATE TABLE "downloadable_sample_title" ("title_id" SERIAL NOT NULL, "sample_id" integer NOT NULL,
         "store_id" integer NOT NULL DEFAULT '0', "title" text NOT NULL,
         CONSTRAINT "downloadable_sample_title_sample_store" UNIQUE ("sample_id", "store_id"),
         CONSTRAINT "PK_6b97d91c582705460871e564045" PRIMARY KEY ("title_id"))`,
    );
    await q.query(
      `ALTER TABLE "downloadable_link" ADD CONSTRAINT "FK_b2efc4086b5c71be175899af30b" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "downloadable_link_price" ADD CONSTRAINT "FK_92757085bc12b570254245a42a9" FOREIGN KEY ("link_id")
       REFERENCES "downloadable_link"("link_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "downloadable_link_price" ADD CONSTRAINT "FK_12b934b45ccd9feea65d515ef82" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "downloadable_link_title" ADD CONSTRAINT "FK_d6e4d2527285ef5a6251f925eaf" FOREIGN KEY ("link_id")
       REFERENCES "downloadable_link"("link_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "downloadable_link_title" ADD CONSTRAINT "FK_8242bc65e71f449268cbfdc34f8" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "downloadable_sample" ADD CONSTRAINT "FK_9c44060bd6ce9675f49fb589429" FOREIGN KEY ("product_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "downloadable_sample_title" ADD CONSTRAINT "FK_c2ecf36bf9b67a568767230ac79" FOREIGN KEY ("sample_id")
       REFERENCES "downloadable_sample"("sample_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "downloadable_sample_title" ADD CONSTRAINT "FK_bb174f08b835ecdb76ead8bad44" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const t of DOWNLOADABLE_TABLES) {
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    // Dropping the tables drops their triggers and constraints with them.
    await q.query(`DROP TABLE IF EXISTS "downloadable_sample_title"`);
    await q.query(`DROP TABLE IF EXISTS "downloadable_sample"`);
    await q.query(`DROP TABLE IF EXISTS "downloadable_link_title"`);
    await q.query(`DROP TABLE IF EXISTS "downloadable_link_price"`);
    await q.query(`DROP TABLE IF EXISTS "downloadable_link"`);
  }
}
