import { MigrationInterface, QueryRunner } from 'typeorm';

/** Coupon codes of cart price rules; codes unique case-insensitively, as under Magento's collation. */
export class SalesRuleCoupons1763800000056 implements MigrationInterface {
  name = 'SalesRuleCoupons1763800000056';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "salesrule_coupon" ("coupon_id" SERIAL NOT NULL, "rule_id" integer NOT NULL, "code" character varying(255) NOT NULL,
         "usage_limit" integer, "usage_per_customer" integer, "times_used" integer NOT NULL DEFAULT '0', "expiration_date" TIMESTAMP,
         "is_primary" boolean, "created_at" TIMESTAMP, "type" smallint DEFAULT '0',
         CONSTRAINT "salesrule_coupon_rule_id_is_primary" UNIQUE ("rule_id", "is_primary"),
         CONSTRAINT "PK_5946e53597e7375096c4ff7b2ea" PRIMARY KEY ("coupon_id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX salesrule_coupon_code_ci ON salesrule_coupon (lower(code))`);
    await q.query(
      `ALTER TABLE "salesrule_coupon" ADD CONSTRAINT "FK_3a31feac99d62e736635113a6dd" FOREIGN KEY ("rule_id")
       REFERENCES "salesrule"("rule_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "salesrule_coupon" CASCADE`);
  }
}
