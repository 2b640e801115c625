import { MigrationInterface, QueryRunner } from 'typeorm';
import { countryRows } from '../data/countries';
import { regionRows } from '../data/regions';

/**
 * Magento_Directory's tables and install data: the countries, the regions with their en_US names
 * (ids as a Magento install gives them) and Magento's seeded exchange rates.
 */
export class Directory1763800000040 implements MigrationInterface {
  name = 'Directory1763800000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "directory_country" ("country_id" character varying(2) NOT NULL, "iso2_code" character varying(2),
         "iso3_code" character varying(3), CONSTRAINT "PK_2cafc4c16e78615a56016da212e" PRIMARY KEY ("country_id"))`,
    );
    await q.query(
      `CREATE TABLE "directory_country_region" ("region_id" SERIAL NOT NULL, "country_id" character varying(4) NOT NULL DEFAULT '0',
         "code" character varying(32), "default_name" character varying(255),
         CONSTRAINT "PK_28de736e8a40b81736c92999a6b" PRIMARY KEY ("region_id"))`,
    );
    await q.query(`CREATE INDEX "directory_country_region_country_id" ON "directory_country_region" ("country_id") `);
    await q.query(
      `CREATE TABLE "directory_country_region_name" ("locale" character varying(16) NOT NULL, "region_id" integer NOT NULL,
         "name" character varying(255), CONSTRAINT "PK_2e6f8eab84e3bb13d767fd8df96" PRIMARY KEY ("locale", "region_id"))`,
    );
    await q.query(
      `CREATE TABLE "directory_currency_rate" ("currency_from" character varying(3) NOT NULL, "currency_to" character varying(3) NOT NULL,
         "rate" numeric(24,12) NOT NULL DEFAULT '0',
         CONSTRAINT "PK_a4674447c243c8e171e16fd7564" PRIMARY KEY ("currency_from", "currency_to"))`,
    );

    const countries = countryRows();
    await q.query(
      `INSERT INTO directory_country (country_id, iso2_code, iso3_code) SELECT c, c, c3 FROM unnest($1::text[], $2::text[]) AS t(c, c3)`,
      [countries.map((c) => c[0]), countries.map((c) => c[1])],
    );
    const regions = regionRows();
    await q.query(
      `INSERT INTO directory_country_region (region_id, country_id, code, default_name)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[])`,
      [regions.map((r) => r.region_id), regions.map((r) => r.country_id), regions.map((r) => r.code), regions.map((r) => r.default_name)],
    );
    await q.query(
      `INSERT INTO directory_country_region_name (locale, region_id, name) SELECT 'en_US', region_id, default_name
       FROM directory_country_region`,
    );
    await q.query(
      `SELECT setval(pg_get_serial_sequence('directory_country_region', 'region_id'),
         (SELECT MAX(region_id) FROM directory_country_region))`,
    );
    await q.query(`INSERT INTO directory_currency_rate (currency_from, currency_to, rate) VALUES
      ('EUR', 'EUR', 1), ('EUR', 'USD', 1.415), ('USD', 'EUR', 0.7067), ('USD', 'USD', 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['directory_currency_rate', 'directory_country_region_name', 'directory_country_region', 'directory_country']) {
      await q.query(`DROP TABLE IF EXISTS "${t}" CASCADE`);
    }
  }
}
