import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminUsersAndTokens1763800000007 implements MigrationInterface {
  name = 'AdminUsersAndTokens1763800000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "admin_user" ("user_id" SERIAL NOT NULL, "firstname" character varying(32), "lastname" character varying(32),
         "email" character varying(128), "username" character varying(40) NOT NULL, "password" character varying(255) NOT NULL,
         "is_active" boolean NOT NULL DEFAULT true, "created" TIMESTAMP NOT NULL DEFAULT now(), "modified" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "UQ_4d0392574f49340bb75a102b041" UNIQUE ("username"),
         CONSTRAINT "PK_dd3c56cc9bdc4f84b03f8fb9c88" PRIMARY KEY ("user_id"))`,
    );
    await q.query(
      `CREATE TABLE "jwt_auth_revoked" ("user_type_id" smallint NOT NULL, "user_id" integer NOT NULL, "revoke_before" bigint NOT NULL,
         CONSTRAINT "PK_808b21d16c75b0ae54dd1e612c4" PRIMARY KEY ("user_type_id", "user_id"))`,
    );
    await q.query(
      `CREATE TABLE "oauth_token_request_log" ("log_id" SERIAL NOT NULL, "user_name" character varying(255) NOT NULL,
         "user_type" smallint NOT NULL, "failures_count" integer NOT NULL DEFAULT '0', "lock_expires_at" TIMESTAMP NOT NULL,
         CONSTRAINT "oauth_token_request_log_user" UNIQUE ("user_name", "user_type"),
         CONSTRAINT "PK_a9cf542c0dbd5f1e5e59e9b658f" PRIMARY KEY ("log_id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "oauth_token_request_log" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "jwt_auth_revoked" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "admin_user" CASCADE`);
  }
}
