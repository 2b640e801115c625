import { MigrationInterface, QueryRunner } from 'typeorm';

export class ShippingTablerate1763800000070 implements MigrationInterface {
  name = 'ShippingTablerate1763800000070';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "shipping_tablerate" ("pk" SERIAL NOT NULL, "website_id" integer NOT NULL DEFAULT '0',
         "dest_country_id" character varying(4) NOT NULL DEFAULT '0', "dest_region_id" integer NOT NULL DEFAULT '0',
         "dest_zip" character varying(10) NOT NULL DEFAULT '*', "condition_name" character varying(30) NOT NULL,
         "condition_value" numeric(12,4) NOT NULL DEFAULT '0', "price" numeric(12,4) NOT NULL DEFAULT '0',
         "cost" numeric(12,4) NOT NULL DEFAULT '0', CONSTRAINT "PK_9a102b9abc26d316cb050d58ba7" PRIMARY KEY ("pk"))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "shipping_tablerate_unique"
       ON "shipping_tablerate" ("website_id", "dest_country_id", "dest_region_id", "dest_zip", "condition_name", "condition_value")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "shipping_tablerate"`);
  }
}
