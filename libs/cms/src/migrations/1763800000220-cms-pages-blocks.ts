import { MigrationInterface, QueryRunner } from 'typeorm';

/** CMS pages and blocks with their store view assignments (Magento_Cms db_schema). */
export class CmsPagesBlocks1763800000220 implements MigrationInterface {
  name = 'CmsPagesBlocks1763800000220';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "cms_page" ("page_id" SERIAL NOT NULL, "title" character varying(255), "page_layout" character varying(255),
         "meta_title" character varying(255), "meta_keywords" text, "meta_description" text, "identifier" character varying(100),
         "content_heading" character varying(255), "content" text, "creation_time" TIMESTAMP NOT NULL DEFAULT now(),
         "update_time" TIMESTAMP NOT NULL DEFAULT now(), "is_active" boolean NOT NULL DEFAULT true,
         "sort_order" smallint NOT NULL DEFAULT '0', "layout_update_xml" text, "custom_theme" character varying(100),
         "custom_root_template" character varying(255), "custom_layout_update_xml" text, "layout_update_selected" character varying(128),
         "custom_theme_from" date, "custom_theme_to" date, CONSTRAINT "PK_51f36d81811b81e97065d549357" PRIMARY KEY ("page_id"))`,
    );
    await q.query(`CREATE INDEX "cms_page_identifier" ON "cms_page" ("identifier") `);
    await q.query(
      `CREATE TABLE "cms_page_store" ("page_id" integer NOT NULL, "store_id" integer NOT NULL,
         CONSTRAINT "PK_a3b88447c45d2b02316d9311207" PRIMARY KEY ("page_id", "store_id"))`,
    );
    await q.query(`CREATE INDEX "cms_page_store_store_id" ON "cms_page_store" ("store_id") `);
    await q.query(
      `CREATE TABLE "cms_block" ("block_id" SERIAL NOT NULL, "title" character varying(255) NOT NULL,
         "identifier" character varying(255) NOT NULL, "content" text, "creation_time" TIMESTAMP NOT NULL DEFAULT now(),
         "update_time" TIMESTAMP NOT NULL DEFAULT now(), "is_active" boolean NOT NULL DEFAULT true,
         CONSTRAINT "PK_779dc4f4352d28414a54407057d" PRIMARY KEY ("block_id"))`,
    );
    await q.query(`CREATE INDEX "cms_block_identifier" ON "cms_block" ("identifier") `);
    await q.query(
      `CREATE TABLE "cms_block_store" ("block_id" integer NOT NULL, "store_id" integer NOT NULL,
         CONSTRAINT "PK_e191625c5e8f513ad28312dee71" PRIMARY KEY ("block_id", "store_id"))`,
    );
    await q.query(`CREATE INDEX "cms_block_store_store_id" ON "cms_block_store" ("store_id") `);
    await q.query(
      `ALTER TABLE "cms_page_store" ADD CONSTRAINT "FK_f1223fb500bde2f89a5ecf623fd" FOREIGN KEY ("page_id") REFERENCES "cms_page"("page_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cms_page_store" ADD CONSTRAINT "FK_8a904d4f613d1cb581a330eb18b" FOREIGN KEY ("store_id") REFERENCES "store"("store_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cms_block_store" ADD CONSTRAINT "FK_2d6326f1a9a53a213d02af4e68e" FOREIGN KEY ("block_id")
       REFERENCES "cms_block"("block_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "cms_block_store" ADD CONSTRAINT "FK_6372f8cc02f61f0630a041cedb1" FOREIGN KEY ("store_id") REFERENCES "store"("store_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "cms_block_store"`);
    await q.query(`DROP TABLE IF EXISTS "cms_block"`);
    await q.query(`DROP TABLE IF EXISTS "cms_page_store"`);
    await q.query(`DROP TABLE IF EXISTS "cms_page"`);
  }
}
