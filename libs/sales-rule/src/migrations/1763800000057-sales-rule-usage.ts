import { MigrationInterface, QueryRunner } from 'typeorm';

/** Usage counters per customer: of a rule (uses per customer) and of a coupon (usage per customer). */
export class SalesRuleUsage1763800000057 implements MigrationInterface {
  name = 'SalesRuleUsage1763800000057';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "salesrule_customer" ("rule_customer_id" SERIAL NOT NULL, "rule_id" integer NOT NULL, "customer_id" integer NOT NULL,
         "times_used" integer NOT NULL DEFAULT '0', CONSTRAINT "salesrule_customer_rule_id_customer_id" UNIQUE ("rule_id", "customer_id"),
         CONSTRAINT "PK_f1c36e57646b502920092e91bac" PRIMARY KEY ("rule_customer_id"))`,
    );
    await q.query(
      `CREATE TABLE "salesrule_coupon_usage" ("coupon_id" integer NOT NULL, "customer_id" integer NOT NULL,
         "times_used" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_d2f6444e57d6edaf5c0b9f5ee73" PRIMARY KEY ("coupon_id", "customer_id"))`,
    );
    await q.query(
      `ALTER TABLE "salesrule_customer" ADD CONSTRAINT "FK_b07b6d722b92393ea1de3e0b735" FOREIGN KEY ("rule_id")
       REFERENCES "salesrule"("rule_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_customer" ADD CONSTRAINT "FK_4c11e8f4fe0b53441fec71e789b" FOREIGN KEY ("customer_id")
       REFERENCES "customer_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_coupon_usage" ADD CONSTRAINT "FK_1d779259818724ba590094bd03d" FOREIGN KEY ("coupon_id")
       REFERENCES "salesrule_coupon"("coupon_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "salesrule_coupon_usage" ADD CONSTRAINT "FK_c75ab4c483d7bc6c11198c2f96c" FOREIGN KEY ("customer_id")
       REFERENCES "customer_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "salesrule_coupon_usage" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "salesrule_customer" CASCADE`);
  }
}
