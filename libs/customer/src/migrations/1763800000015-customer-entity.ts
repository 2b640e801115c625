import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer accounts, minimal: what sign-in and customer tokens need. Every change to a customer is
 * announced on channel `mercato_auth` as `3:<entity_id>` (user type 3 = customer), so each API
 * process drops its cached token check for that customer at once.
 */
export class CustomerEntity1763800000015 implements MigrationInterface {
  name = 'CustomerEntity1763800000015';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "customer_entity" ("entity_id" SERIAL NOT NULL, "website_id" smallint NOT NULL DEFAULT '1',
         "store_id" smallint DEFAULT '1', "group_id" integer NOT NULL DEFAULT '1', "email" character varying(255) NOT NULL,
         "firstname" character varying(255), "lastname" character varying(255), "password_hash" character varying(255),
         "confirmation" character varying(64), "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "customer_entity_email_website_id" UNIQUE ("email", "website_id"),
         CONSTRAINT "PK_d2ccecf1d1113ce32bb4a3af185" PRIMARY KEY ("entity_id"))`,
    );
    // Sign-in looks e-mail addresses up case-insensitively, as Magento's collation does.
    await q.query(`CREATE INDEX customer_entity_email_ci ON customer_entity (lower(email), website_id)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_customer_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('mercato_auth', '3:' || COALESCE(NEW.entity_id, OLD.entity_id));
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER customer_entity_auth_change AFTER UPDATE OR DELETE ON customer_entity
                   FOR EACH ROW EXECUTE FUNCTION mercato_notify_customer_auth_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS customer_entity_auth_change ON customer_entity`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_customer_auth_change()`);
    await q.query(`DROP TABLE IF EXISTS "customer_entity" CASCADE`);
  }
}
