import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Magento_CustomerBalance: store credit per customer and website with its history, and the carts'
 * choice to spend it (Magento adds `use_customer_balance` to `quote`; here a table of its own).
 */
export class CustomerBalance1763800000340 implements MigrationInterface {
  name = 'CustomerBalance1763800000340';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_customerbalance" ("balance_id" SERIAL NOT NULL, "customer_id" integer NOT NULL DEFAULT '0',
         "website_id" integer, "amount" numeric(20,4) NOT NULL DEFAULT '0', "base_currency_code" character varying(3),
         CONSTRAINT "magento_customerbalance_customer_id_website_id" UNIQUE ("customer_id", "website_id"),
         CONSTRAINT "PK_6dfb4e60a35b589e9e0f803fc30" PRIMARY KEY ("balance_id"))`,
    );
    await q.query(`CREATE INDEX "magento_customerbalance_website_id" ON "magento_customerbalance" ("website_id")`);
    await q.query(
      `CREATE TABLE "magento_customerbalance_history" ("history_id" SERIAL NOT NULL, "balance_id" integer NOT NULL DEFAULT '0',
         "updated_at" TIMESTAMP, "action" smallint NOT NULL DEFAULT '0', "balance_amount" numeric(20,4) NOT NULL DEFAULT '0',
         "balance_delta" numeric(20,4) NOT NULL DEFAULT '0', "additional_info" character varying(255),
         "is_customer_notified" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_da12d96049d24d940dbaca95b8b" PRIMARY KEY ("history_id"))`,
    );
    await q.query(`CREATE INDEX "magento_customerbalance_history_balance_id" ON "magento_customerbalance_history" ("balance_id")`);
    await q.query(
      `CREATE TABLE "magento_customerbalance_quote" ("quote_id" integer NOT NULL, "use_customer_balance" boolean NOT NULL DEFAULT false,
         CONSTRAINT "PK_df5360fc12e92b22ca8a13c3c25" PRIMARY KEY ("quote_id"))`,
    );
    await q.query(
      `ALTER TABLE "magento_customerbalance" ADD CONSTRAINT "FK_f6eff3ddc896ae02cc7adc2ddf7" FOREIGN KEY ("customer_id")
       REFERENCES "customer_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_customerbalance" ADD CONSTRAINT "FK_270d43bc56e29f0950bd2dddf91" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_customerbalance_history" ADD CONSTRAINT "FK_099a90bae98e473c790b96018df" FOREIGN KEY ("balance_id")
       REFERENCES "magento_customerbalance"("balance_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_customerbalance_quote" ADD CONSTRAINT "FK_df5360fc12e92b22ca8a13c3c25" FOREIGN KEY ("quote_id")
       REFERENCES "quote"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "magento_customerbalance_quote"`);
    await q.query(`DROP TABLE IF EXISTS "magento_customerbalance_history"`);
    await q.query(`DROP TABLE IF EXISTS "magento_customerbalance"`);
  }
}
