import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['catalog_product_entity_media_gallery', 'catalog_product_entity_media_gallery_value'];

/**
 * The product media gallery: images (file path, media type) and their label, position and
 * visibility per store. Both tables are read with the product, so a write to either announces a
 * catalog change (statement trigger, like the other product tables).
 */
export class MediaGallery1763800000140 implements MigrationInterface {
  name = 'MediaGallery1763800000140';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "catalog_product_entity_media_gallery" ("value_id" SERIAL NOT NULL, "entity_id" integer NOT NULL,
         "value" character varying(255) NOT NULL, "media_type" character varying(32) NOT NULL DEFAULT 'image',
         CONSTRAINT "PK_bd77176c6cb55e66be2772eb402" PRIMARY KEY ("value_id"))`,
    );
    await q.query(`CREATE INDEX "catalog_product_entity_media_gallery_file" ON "catalog_product_entity_media_gallery" ("value")`);
    await q.query(`CREATE INDEX "catalog_product_entity_media_gallery_entity" ON "catalog_product_entity_media_gallery" ("entity_id")`);
    await q.query(
      `CREATE TABLE "catalog_product_entity_media_gallery_value" ("value_id" integer NOT NULL, "store_id" integer NOT NULL,
         "label" character varying(255), "position" integer, "disabled" boolean,
         CONSTRAINT "PK_c5278c6a01772984b69b494fdf2" PRIMARY KEY ("value_id", "store_id"))`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_media_gallery" ADD CONSTRAINT "FK_69f0aaa7c51dc9f82cf949c8d3b" FOREIGN KEY ("entity_id")
       REFERENCES "catalog_product_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_media_gallery_value" ADD CONSTRAINT "FK_95a07685ee9df4b093e7a87393b" FOREIGN KEY ("value_id")
       REFERENCES "catalog_product_entity_media_gallery"("value_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "catalog_product_entity_media_gallery_value" ADD CONSTRAINT "FK_4230f143f081c1efeb385c52cac" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const t of TABLES) {
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_media_gallery_value" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "catalog_product_entity_media_gallery" CASCADE`);
  }
}
