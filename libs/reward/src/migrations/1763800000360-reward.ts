import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Magento_Reward: points balances per customer and website with their history, exchange rates, and
 * the carts' choice to spend points (Magento adds `use_reward_points` to `quote`; here a table of its own).
 */
export class Reward1763800000360 implements MigrationInterface {
  name = 'Reward1763800000360';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_reward" ("reward_id" SERIAL NOT NULL, "customer_id" integer NOT NULL DEFAULT '0', "website_id" integer,
         "points_balance" integer NOT NULL DEFAULT '0', "website_currency_code" character varying(3),
         CONSTRAINT "magento_reward_customer_id_website_id" UNIQUE ("customer_id", "website_id"),
         CONSTRAINT "PK_5272534616b5efc4294e4778511" PRIMARY KEY ("reward_id"))`,
    );
    await q.query(`CREATE INDEX "magento_reward_website_id" ON "magento_reward" ("website_id")`);
    await q.query(
      `CREATE TABLE "magento_reward_history" ("history_id" SERIAL NOT NULL, "reward_id" integer NOT NULL DEFAULT '0',
         "website_id" integer NOT NULL DEFAULT '0', "store_id" integer, "action" smallint NOT NULL DEFAULT '0', "entity" integer,
         "points_balance" integer NOT NULL DEFAULT '0', "points_delta" integer NOT NULL DEFAULT '0',
         "points_used" integer NOT NULL DEFAULT '0', "points_voided" integer NOT NULL DEFAULT '0',
         "currency_amount" numeric(20,4) NOT NULL DEFAULT '0', "currency_delta" numeric(20,4) NOT NULL DEFAULT '0',
         "base_currency_code" character varying(5) NOT NULL, "additional_data" text NOT NULL, "comment" text,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "expired_at_static" TIMESTAMP, "expired_at_dynamic" TIMESTAMP,
         "is_expired" smallint NOT NULL DEFAULT '0', "is_duplicate_of" integer, "notification_sent" smallint NOT NULL DEFAULT '0',
         CONSTRAINT "PK_8c0c7965866e9e08fb87a2d5a4e" PRIMARY KEY ("history_id"))`,
    );
    await q.query(`CREATE INDEX "magento_reward_history_reward_id" ON "magento_reward_history" ("reward_id")`);
    await q.query(`CREATE INDEX "magento_reward_history_website_id" ON "magento_reward_history" ("website_id")`);
    await q.query(`CREATE INDEX "magento_reward_history_store_id" ON "magento_reward_history" ("store_id")`);
    await q.query(
      `CREATE TABLE "magento_reward_rate" ("rate_id" SERIAL NOT NULL, "website_id" integer NOT NULL DEFAULT '0',
         "customer_group_id" integer, "direction" smallint NOT NULL DEFAULT '1', "points" integer NOT NULL DEFAULT '0',
         "currency_amount" numeric(20,4) NOT NULL DEFAULT '0',
         CONSTRAINT "magento_reward_rate_website_id_customer_group_id_direction" UNIQUE ("website_id", "customer_group_id", "direction"),
         CONSTRAINT "PK_2ede0253df61fcedff7c371f67d" PRIMARY KEY ("rate_id"))`,
    );
    await q.query(`CREATE INDEX "magento_reward_rate_customer_group_id" ON "magento_reward_rate" ("customer_group_id")`);
    await q.query(
      `CREATE TABLE "magento_reward_quote" ("quote_id" integer NOT NULL, "use_reward_points" boolean NOT NULL DEFAULT false,
         CONSTRAINT "PK_82f3f76017e10be88b11b2628e1" PRIMARY KEY ("quote_id"))`,
    );
    await q.query(
      `ALTER TABLE "magento_reward" ADD CONSTRAINT "FK_1c6b67790299bdc098822a52e93" FOREIGN KEY ("customer_id")
       REFERENCES "customer_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_reward_history" ADD CONSTRAINT "FK_01a28518b47f5064683c9a36211" FOREIGN KEY ("reward_id")
       REFERENCES "magento_reward"("reward_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_reward_history" ADD CONSTRAINT "FK_c1aeab4fd321d6c9b8a235652fe" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_reward_history" ADD CONSTRAINT "FK_e1cdc71af2e8eb920d1dafc40a4" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_reward_rate" ADD CONSTRAINT "FK_675150123e88dc4648c16b52f89" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "magento_reward_quote" ADD CONSTRAINT "FK_82f3f76017e10be88b11b2628e1" FOREIGN KEY ("quote_id")
       REFERENCES "quote"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['magento_reward_quote', 'magento_reward_rate', 'magento_reward_history', 'magento_reward']) {
      await q.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }
}
