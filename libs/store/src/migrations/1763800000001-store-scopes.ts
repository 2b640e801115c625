import { MigrationInterface, QueryRunner } from 'typeorm';

export class StoreScopes1763800000001 implements MigrationInterface {
  name = 'StoreScopes1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "store_website" ("website_id" SERIAL NOT NULL, "code" character varying(32) NOT NULL,
         "name" character varying(64) NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', "default_group_id" integer NOT NULL DEFAULT '0',
         "is_default" boolean NOT NULL DEFAULT false, CONSTRAINT "UQ_f4b63d62c0e99d88d02d1b35b6e" UNIQUE ("code"),
         CONSTRAINT "PK_4b0f2be9f2f9cea5405bc669c2a" PRIMARY KEY ("website_id"))`,
    );
    await q.query(
      `CREATE TABLE "store_group" ("group_id" SERIAL NOT NULL, "website_id" integer NOT NULL, "code" character varying(32) NOT NULL,
         "name" character varying(255) NOT NULL, "root_category_id" integer NOT NULL DEFAULT '0',
         "default_store_id" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_ece2b3196b31825e2bcf5e6ce03" UNIQUE ("code"),
         CONSTRAINT "PK_ef8d6f6dfd48b37b9de10a7bae0" PRIMARY KEY ("group_id"))`,
    );
    await q.query(
      `CREATE TABLE "store" ("store_id" SERIAL NOT NULL, "code" character varying(32) NOT NULL, "website_id" integer NOT NULL,
         "group_id" integer NOT NULL, "name" character varying(255) NOT NULL, "sort_order" integer NOT NULL DEFAULT '0',
         "is_active" boolean NOT NULL DEFAULT true, CONSTRAINT "UQ_40c711bd10299557bc2bc497206" UNIQUE ("code"),
         CONSTRAINT "PK_94d7b0f600366ceb5c960069687" PRIMARY KEY ("store_id"))`,
    );
    await q.query(
      `ALTER TABLE "store_group" ADD CONSTRAINT "FK_dc2335e541fd33036a9a4f18979" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "store" ADD CONSTRAINT "FK_e29254ea0ae4e2563a738150e06" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "store" ADD CONSTRAINT "FK_7e87fc12b765f3b187e82c7dfef" FOREIGN KEY ("group_id") REFERENCES "store_group"("group_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Seeded defaults of a fresh install: admin store 0 (website 0), website `base`, group
    // `main_website_store`, store view `default`.
    await q.query(`INSERT INTO store_website (website_id, code, name, sort_order, default_group_id, is_default) VALUES
      (0, 'admin', 'Admin', 0, 0, false), (1, 'base', 'Main Website', 0, 1, true) ON CONFLICT DO NOTHING`);
    await q.query(`INSERT INTO store_group (group_id, website_id, code, name, root_category_id, default_store_id) VALUES
      (0, 0, 'default', 'Default', 0, 0), (1, 1, 'main_website_store', 'Main Website Store', 2, 1) ON CONFLICT DO NOTHING`);
    await q.query(`INSERT INTO store (store_id, code, website_id, group_id, name, sort_order, is_active) VALUES
      (0, 'admin', 0, 0, 'Admin', 0, true), (1, 'default', 1, 1, 'Default Store View', 0, true) ON CONFLICT DO NOTHING`);
    for (const [table, column] of [
      ['store_website', 'website_id'],
      ['store_group', 'group_id'],
      ['store', 'store_id'],
    ]) {
      await q.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT MAX(${column}) FROM ${table}))`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "store" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "store_group" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "store_website" CASCADE`);
  }
}
