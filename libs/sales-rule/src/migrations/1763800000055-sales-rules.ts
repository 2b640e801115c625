import { MigrationInterface, QueryRunner } from 'typeorm';

/** Cart price rules with their websites, customer groups and store labels. */
export class SalesRules1763800000055 implements MigrationInterface {
  name = 'SalesRules1763800000055';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "salesrule" ("rule_id" SERIAL NOT NULL, "name" character varying(255), "description" text, "from_date" date,
         "to_date" date, "uses_per_customer" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT false, "conditions" jsonb,
         "actions" jsonb, "stop_rules_processing" boolean NOT NULL DEFAULT true, "is_advanced" boolean NOT NULL DEFAULT true,
         "product_ids" integer array, "sort_order" integer NOT NULL DEFAULT '0', "simple_action" character varying(32),
         "discount_amount" numeric(20,6) NOT NULL DEFAULT '0', "discount_qty" numeric(12,4), "discount_step" integer NOT NULL DEFAULT '0',
         "apply_to_shipping" boolean NOT NULL DEFAULT false, "times_used" integer NOT NULL DEFAULT '0',
         "is_rss" boolean NOT NULL DEFAULT false, "coupon_type" smallint NOT NULL DEFAULT '1',
         "use_auto_generation" boolean NOT NULL DEFAULT false, "uses_per_coupon" integer NOT NULL DEFAULT '0',
         "simple_free_shipping" smallint NOT NULL DEFAULT '0', CONSTRAINT "PK_5dd0e3181d49f8cbb3f5c6cb9a3" PRIMARY KEY ("rule_id"))`,
    );
    await q.query(
      `CREATE INDEX "salesrule_is_active_sort_order_to_date_from_date" ON "salesrule" ("is_active", "sort_order", "to_date", "from_date") `,
    );
    await q.query(
      `CREATE TABLE "salesrule_website" ("rule_id" integer NOT NULL, "website_id" integer NOT NULL,
         CONSTRAINT "PK_7f1ad12794525b86b448110475c" PRIMARY KEY ("rule_id", "website_id"))`,
    );
    await q.query(
      `CREATE TABLE "salesrule_customer_group" ("rule_id" integer NOT NULL, "customer_group_id" integer NOT NULL,
         CONSTRAINT "PK_b8a8dc7fde092012dafeac14103" PRIMARY KEY ("rule_id", "customer_group_id"))`,
    );
    await q.query(
      `CREATE TABLE "salesrule_label" ("rule_id" integer NOT NULL, "store_id" integer NOT NULL, "label" character varying(255) NOT NULL,
         CONSTRAINT "PK_78caf244d43b28a44f5764ee748" PRIMARY KEY ("rule_id", "store_id"))`,
    );
    await q.query(
      `ALTER TABLE "salesrule_website" ADD CONSTRAINT "FK_acad181a4a76ad07fbbb2fc97e0" FOREIGN KEY ("rule_id")
       REFERENCES "salesrule"("rule_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_website" ADD CONSTRAINT "FK_89aadb018173707a346243f830b" FOREIGN KEY ("website_id")
       REFERENCES "store_website"("website_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_customer_group" ADD CONSTRAINT "FK_fd0277da69b92eb0ef30d7ad722" FOREIGN KEY ("rule_id")
       REFERENCES "salesrule"("rule_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_customer_group" ADD CONSTRAINT "FK_25939b6186958a07dcc681cc175" FOREIGN KEY ("customer_group_id")
       REFERENCES "customer_group"("customer_group_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_label" ADD CONSTRAINT "FK_52f798d1c924b9623fb1814a5b5" FOREIGN KEY ("rule_id")
       REFERENCES "salesrule"("rule_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_label" ADD CONSTRAINT "FK_b4b569ef997b2f9b173d1bfa167" FOREIGN KEY ("store_id") REFERENCES "store"("store_id")
       ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "salesrule_label" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "salesrule_customer_group" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "salesrule_website" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "salesrule" CASCADE`);
  }
}
