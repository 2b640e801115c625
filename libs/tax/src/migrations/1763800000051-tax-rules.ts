import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tax rules and their rule × rate × customer class × product class links (a fresh install has none). */
export class TaxRules1763800000051 implements MigrationInterface {
  name = 'TaxRules1763800000051';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "tax_calculation_rule" ("tax_calculation_rule_id" SERIAL NOT NULL, "code" character varying(255) NOT NULL,
         "priority" integer NOT NULL, "position" integer NOT NULL, "calculate_subtotal" integer NOT NULL DEFAULT '0',
         CONSTRAINT "PK_7caa8ce4b55ab0516bf6270bb62" PRIMARY KEY ("tax_calculation_rule_id"))`,
    );
    await q.query(`CREATE INDEX "tax_calculation_rule_priority_position" ON "tax_calculation_rule" ("priority", "position")`);
    await q.query(`CREATE UNIQUE INDEX tax_calculation_rule_code_ci ON tax_calculation_rule (lower(code))`);
    await q.query(
      `CREATE TABLE "tax_calculation" ("tax_calculation_id" SERIAL NOT NULL, "tax_calculation_rate_id" integer NOT NULL,
         "tax_calculation_rule_id" integer NOT NULL, "customer_tax_class_id" integer NOT NULL, "product_tax_class_id" integer NOT NULL,
         CONSTRAINT "PK_70d698f6e8fc0821f3d4ed331bf" PRIMARY KEY ("tax_calculation_id"))`,
    );
    await q.query(`CREATE INDEX "tax_calculation_rule_id_idx" ON "tax_calculation" ("tax_calculation_rule_id")`);
    await q.query(
      `CREATE INDEX "tax_calculation_lookup"
       ON "tax_calculation" ("customer_tax_class_id", "product_tax_class_id", "tax_calculation_rate_id")`,
    );
    await q.query(
      `ALTER TABLE "tax_calculation" ADD CONSTRAINT "FK_23a82178af2f4f0176293ba720f" FOREIGN KEY ("tax_calculation_rate_id")
       REFERENCES "tax_calculation_rate"("tax_calculation_rate_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "tax_calculation" ADD CONSTRAINT "FK_a946aa24eedb2ed1b95bbde542b" FOREIGN KEY ("tax_calculation_rule_id")
       REFERENCES "tax_calculation_rule"("tax_calculation_rule_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "tax_calculation" ADD CONSTRAINT "FK_38b1616ede6931047bf6bc8c025" FOREIGN KEY ("customer_tax_class_id")
       REFERENCES "tax_class"("class_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "tax_calculation" ADD CONSTRAINT "FK_eb209674271c975d01bcb58af4d" FOREIGN KEY ("product_tax_class_id")
       REFERENCES "tax_class"("class_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tax_calculation" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "tax_calculation_rule" CASCADE`);
  }
}
