import { MigrationInterface, QueryRunner } from 'typeorm';

/** Developer-marketplace accounts, their applications and session tokens. */
export class Marketplace1763800000016 implements MigrationInterface {
  name = 'Marketplace1763800000016';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "marketplace_account" ("user_id" integer NOT NULL, "mage_id" character varying(12) NOT NULL, "last_logged_in" TIMESTAMP,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "UQ_eba1953e1a14a16464c07a3fe80" UNIQUE ("mage_id"),
         CONSTRAINT "PK_e18793be1d1456273c3ef4b0a59" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `CREATE TABLE "marketplace_application" ("application_id" character varying(10) NOT NULL, "user_id" integer NOT NULL,
         "name" character varying(255) NOT NULL, "environment" character varying(16) NOT NULL, "secret_hash" character varying(64) NOT NULL,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_1c85b716f167f02427a9c995e42" PRIMARY KEY ("application_id"))`,
    );
    await q.query(`CREATE INDEX "marketplace_application_account" ON "marketplace_application" ("user_id", "environment")`);
    await q.query(
      `CREATE TABLE "marketplace_session" ("token_hash" character varying(64) NOT NULL, "user_id" integer NOT NULL,
         "application_id" character varying(10) NOT NULL, "environment" character varying(16) NOT NULL, "expires_at" TIMESTAMP NOT NULL,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_cf78cbf53a0fda7ccba1049d584" PRIMARY KEY ("token_hash"))`,
    );
    await q.query(`CREATE INDEX "marketplace_session_account_expiry" ON "marketplace_session" ("user_id", "expires_at")`);
    await q.query(
      `ALTER TABLE "marketplace_account" ADD CONSTRAINT "FK_e18793be1d1456273c3ef4b0a59" FOREIGN KEY ("user_id")
       REFERENCES "admin_user"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "marketplace_application" ADD CONSTRAINT "FK_798a4c3b0e7f7bf3f6cce150fa6" FOREIGN KEY ("user_id")
       REFERENCES "marketplace_account"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "marketplace_session" ADD CONSTRAINT "FK_8c1720c73793832a1f97220527a" FOREIGN KEY ("user_id")
       REFERENCES "marketplace_account"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "marketplace_session" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "marketplace_application" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "marketplace_account" CASCADE`);
  }
}
