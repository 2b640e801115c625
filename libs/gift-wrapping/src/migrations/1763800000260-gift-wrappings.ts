import { MigrationInterface, QueryRunner } from 'typeorm';

/** Gift wrappings with their store view designs and websites (Magento_GiftWrapping db_schema). */
export class GiftWrappings1763800000260 implements MigrationInterface {
  name = 'GiftWrappings1763800000260';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_giftwrapping" ("wrapping_id" SERIAL NOT NULL, "status" smallint NOT NULL DEFAULT '0',
         "base_price" numeric(12,4) NOT NULL, "image" character varying(255),
         CONSTRAINT "PK_1a1d5f8858ffb3ec62b8ad1be7e" PRIMARY KEY ("wrapping_id"))`,
    );
    await q.query(
      `CREATE TABLE "magento_giftwrapping_store_attributes" ("wrapping_id" integer NOT NULL, "store_id" integer NOT NULL,
         "design" character varying(255) NOT NULL, CONSTRAINT "PK_105d3af65a26682837b824b57ba" PRIMARY KEY ("wrapping_id", "store_id"))`,
    );
    await q.query(
      `CREATE TABLE "magento_giftwrapping_website" ("wrapping_id" integer NOT NULL, "website_id" integer NOT NULL,
         CONSTRAINT "PK_d908977ae308ac9d4ba67334055" PRIMARY KEY ("wrapping_id", "website_id"))`,
    );
    await q.query(
      `ALTER TABLE "magento_giftwrapping_store_attributes" ADD CONSTRAINT "FK_b07c6af66c5c102b6c611751c1a" FOREIGN KEY ("wrapping_id")
       REFERENCES "magento_giftwrapping"("wrapping_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftwrapping_store_attributes" ADD CONSTRAINT "FK_84d66fdb01f623537213de5e6a3" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftwrapping_website" ADD CONSTRAINT "FK_7a899f07af32dc1c61be6fd9610" FOREIGN KEY ("wrapping_id")
       REFERENCES "magento_giftwrapping"("wrapping_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_giftwrapping_website" ADD CONSTRAINT "FK_56f4e5489eb7f84410f7e25cd93" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "magento_giftwrapping_website"`);
    await q.query(`DROP TABLE IF EXISTS "magento_giftwrapping_store_attributes"`);
    await q.query(`DROP TABLE IF EXISTS "magento_giftwrapping"`);
  }
}
