import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer accounts in full (issue 6): the rest of Magento's customer_entity columns, the
 * password-reset link token (stored as its sha256), and customer_address_entity. An e-mail address
 * is unique per website compared case-insensitively, as under Magento's collation: the lookup index
 * becomes a unique one, so two concurrent sign-ups with one address cannot both succeed.
 */
export class CustomerAccounts1763800000030 implements MigrationInterface {
  name = 'CustomerAccounts1763800000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "customer_entity" ADD "created_in" character varying(255)`);
    await q.query(`ALTER TABLE "customer_entity" ADD "prefix" character varying(40)`);
    await q.query(`ALTER TABLE "customer_entity" ADD "middlename" character varying(255)`);
    await q.query(`ALTER TABLE "customer_entity" ADD "suffix" character varying(40)`);
    await q.query(`ALTER TABLE "customer_entity" ADD "dob" date`);
    await q.query(`ALTER TABLE "customer_entity" ADD "taxvat" character varying(50)`);
    await q.query(`ALTER TABLE "customer_entity" ADD "gender" smallint`);
    await q.query(`ALTER TABLE "customer_entity" ADD "default_billing" integer`);
    await q.query(`ALTER TABLE "customer_entity" ADD "default_shipping" integer`);
    await q.query(`ALTER TABLE "customer_entity" ADD "disable_auto_group_change" smallint NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "customer_entity" ADD "rp_token" character varying(64)`);
    await q.query(`ALTER TABLE "customer_entity" ADD "rp_token_created_at" TIMESTAMP`);
    await q.query(`DROP INDEX IF EXISTS customer_entity_email_ci`);
    await q.query(`CREATE UNIQUE INDEX customer_entity_email_ci ON customer_entity (lower(email), website_id)`);

    await q.query(
      `CREATE TABLE "customer_address_entity" ("entity_id" SERIAL NOT NULL, "parent_id" integer NOT NULL,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(), "city" character varying(255),
         "company" character varying(255), "country_id" character varying(255), "fax" character varying(255),
         "firstname" character varying(255), "lastname" character varying(255), "middlename" character varying(255),
         "postcode" character varying(255), "prefix" character varying(40), "region" character varying(255), "region_id" integer,
         "region_code" character varying(255), "street" text, "suffix" character varying(40), "telephone" character varying(255),
         "vat_id" character varying(255), CONSTRAINT "PK_7e46d6de5372bed6dd8f57b0098" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`CREATE INDEX "customer_address_entity_parent_id" ON "customer_address_entity" ("parent_id") `);
    await q.query(
      `ALTER TABLE "customer_address_entity" ADD CONSTRAINT "FK_c009f0cefaea7637d90a21980e7" FOREIGN KEY ("parent_id")
       REFERENCES "customer_entity"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "customer_address_entity"`);
    await q.query(`DROP INDEX IF EXISTS customer_entity_email_ci`);
    await q.query(`CREATE INDEX customer_entity_email_ci ON customer_entity (lower(email), website_id)`);
    for (const column of [
      'rp_token_created_at',
      'rp_token',
      'disable_auto_group_change',
      'default_shipping',
      'default_billing',
      'gender',
      'taxvat',
      'dob',
      'suffix',
      'middlename',
      'prefix',
      'created_in',
    ]) {
      await q.query(`ALTER TABLE "customer_entity" DROP COLUMN "${column}"`);
    }
  }
}
