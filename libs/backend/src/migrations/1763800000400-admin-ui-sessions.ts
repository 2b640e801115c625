import { MigrationInterface, QueryRunner } from 'typeorm';

/** Sessions of the admin pages under /admin (see AdminUiSession). */
export class AdminUiSessions1763800000400 implements MigrationInterface {
  name = 'AdminUiSessions1763800000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "admin_ui_session" ("session_hash" character varying(64) NOT NULL, "user_id" integer NOT NULL,
         "sealed_token" text NOT NULL, "form_key" character varying(64) NOT NULL, "flash" jsonb,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP NOT NULL DEFAULT now(), "expires_at" TIMESTAMP NOT NULL,
         CONSTRAINT "PK_ad2000722e799766f002cbb23d9" PRIMARY KEY ("session_hash"))`,
    );
    await q.query(
      `ALTER TABLE "admin_ui_session" ADD CONSTRAINT "FK_eef5a9d9bf4560ebfe1eb9aed33" FOREIGN KEY ("user_id")
       REFERENCES "admin_user"("user_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "admin_ui_session" CASCADE`);
  }
}
