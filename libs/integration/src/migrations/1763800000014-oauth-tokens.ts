import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth 1.0a tokens and nonces, an integration's optional RSA public key, and a notification
 * (`mercato_oauth`) on every change to consumers, integrations or tokens, so each API process
 * drops its cached access-token checks at once (a revoked token stops working everywhere).
 */
export class OauthTokens1763800000014 implements MigrationInterface {
  name = 'OauthTokens1763800000014';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "oauth_nonce" ("nonce" text NOT NULL, "consumer_id" integer NOT NULL, "timestamp" bigint NOT NULL,
         CONSTRAINT "PK_e4fc9d500019f52c756ea0dcb44" PRIMARY KEY ("nonce", "consumer_id"))`,
    );
    await q.query(`CREATE INDEX "oauth_nonce_timestamp" ON "oauth_nonce" ("timestamp") `);
    await q.query(
      `CREATE TABLE "oauth_token" ("entity_id" SERIAL NOT NULL, "consumer_id" integer NOT NULL, "type" character varying(16) NOT NULL,
         "token" character varying(32) NOT NULL, "secret" character varying(255) NOT NULL, "verifier" character varying(32) NOT NULL,
         "callback_url" character varying(255) NOT NULL DEFAULT 'oob', "revoked" boolean NOT NULL DEFAULT false,
         "authorized" boolean NOT NULL DEFAULT false, "user_type" smallint, "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "UQ_2cbeb4b389444bcf4379ef42732" UNIQUE ("token"), CONSTRAINT "REL_760b7f048706dee83695a46ed3" UNIQUE ("consumer_id"),
         CONSTRAINT "PK_4a99da03f4fdaba839b860f3849" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(`ALTER TABLE "integration" ADD "public_key" text`);
    await q.query(
      `ALTER TABLE "oauth_nonce" ADD CONSTRAINT "FK_de0c64cc4e192742bc208e5e82f" FOREIGN KEY ("consumer_id")
       REFERENCES "oauth_consumer"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "oauth_token" ADD CONSTRAINT "FK_760b7f048706dee83695a46ed32" FOREIGN KEY ("consumer_id")
       REFERENCES "oauth_consumer"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_oauth_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('mercato_oauth', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of ['oauth_consumer', 'integration', 'oauth_token']) {
      await q.query(`CREATE TRIGGER ${table}_oauth_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_oauth_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['oauth_consumer', 'integration', 'oauth_token'])
      await q.query(`DROP TRIGGER IF EXISTS ${table}_oauth_change ON "${table}"`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_oauth_change()`);
    await q.query(`DROP TABLE IF EXISTS "oauth_token" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "oauth_nonce" CASCADE`);
    await q.query(`ALTER TABLE "integration" DROP COLUMN IF EXISTS "public_key"`);
  }
}
