import { MigrationInterface, QueryRunner } from 'typeorm';

/** Websites excluded from a customer group (Magento 2.4's `exclude_website_ids` extension attribute). */
export class CustomerGroupExcludedWebsite1763800000041 implements MigrationInterface {
  name = 'CustomerGroupExcludedWebsite1763800000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "customer_group_excluded_website" ("entity_id" SERIAL NOT NULL, "customer_group_id" integer NOT NULL,
         "website_id" integer NOT NULL,
         CONSTRAINT "customer_group_excluded_website_group_website" UNIQUE ("customer_group_id", "website_id"),
         CONSTRAINT "PK_570c80647e3380c7864c5ac5c3e" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(
      `ALTER TABLE "customer_group_excluded_website" ADD CONSTRAINT "FK_c89121e390ac47c8d8e9900fd4a" FOREIGN KEY ("customer_group_id")
       REFERENCES "customer_group"("customer_group_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "customer_group_excluded_website" ADD CONSTRAINT "FK_316336f3aa5fc1e4ccbe918694d" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "customer_group_excluded_website" CASCADE`);
  }
}
