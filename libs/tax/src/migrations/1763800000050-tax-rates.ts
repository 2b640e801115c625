import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax rates and their store titles, with the two rates a fresh Magento install has (no rules use
 * them yet). Codes, and class names per class type, are unique ignoring case as under Magento's
 * MySQL collation; the indexes back the repositories' own checks against concurrent writers.
 */
export class TaxRates1763800000050 implements MigrationInterface {
  name = 'TaxRates1763800000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS tax_class_type_name_ci ON tax_class (class_type, lower(class_name))`);
    await q.query(
      `CREATE TABLE "tax_calculation_rate" ("tax_calculation_rate_id" SERIAL NOT NULL, "tax_country_id" character varying(2) NOT NULL,
         "tax_region_id" integer NOT NULL DEFAULT '0', "tax_postcode" character varying(21), "code" character varying(255) NOT NULL,
         "rate" numeric(12,4) NOT NULL, "zip_is_range" smallint, "zip_from" integer, "zip_to" integer,
         CONSTRAINT "PK_770507c8b23c67b20047ce356f8" PRIMARY KEY ("tax_calculation_rate_id"))`,
    );
    await q.query(
      `CREATE INDEX "tax_calculation_rate_country_region_postcode"
       ON "tax_calculation_rate" ("tax_country_id", "tax_region_id", "tax_postcode")`,
    );
    await q.query(`CREATE UNIQUE INDEX tax_calculation_rate_code_ci ON tax_calculation_rate (lower(code))`);
    await q.query(
      `CREATE TABLE "tax_calculation_rate_title" ("tax_calculation_rate_title_id" SERIAL NOT NULL,
         "tax_calculation_rate_id" integer NOT NULL, "store_id" integer NOT NULL, "value" character varying(255) NOT NULL,
         CONSTRAINT "PK_fd853fc33cb84b4a8dcea2efb1d" PRIMARY KEY ("tax_calculation_rate_title_id"))`,
    );
    await q.query(
      `CREATE INDEX "tax_calculation_rate_title_rate_store" ON "tax_calculation_rate_title" ("tax_calculation_rate_id", "store_id")`,
    );
    await q.query(
      `ALTER TABLE "tax_calculation_rate_title" ADD CONSTRAINT "FK_a1f4d79036a7b652949e98fd48c" FOREIGN KEY ("tax_calculation_rate_id")
       REFERENCES "tax_calculation_rate"("tax_calculation_rate_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "tax_calculation_rate_title" ADD CONSTRAINT "FK_831a2295fd870b4d5faeee73172" FOREIGN KEY ("store_id")
       REFERENCES "store"("store_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Magento's install data: California (region 12) and New York (region 43), any postcode.
    await q.query(`INSERT INTO tax_calculation_rate (tax_calculation_rate_id, tax_country_id, tax_region_id, tax_postcode, code, rate)
      VALUES
      (1, 'US', 12, '*', 'US-CA-*-Rate 1', 8.2500), (2, 'US', 43, '*', 'US-NY-*-Rate 1', 8.3750) ON CONFLICT DO NOTHING`);
    await q.query(
      `SELECT setval(pg_get_serial_sequence('tax_calculation_rate', 'tax_calculation_rate_id'),
         (SELECT MAX(tax_calculation_rate_id) FROM tax_calculation_rate))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tax_calculation_rate_title" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "tax_calculation_rate" CASCADE`);
    await q.query(`DROP INDEX IF EXISTS tax_class_type_name_ci`);
  }
}
