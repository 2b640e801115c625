import { MigrationInterface, QueryRunner } from 'typeorm';

export class Flag1763800000230 implements MigrationInterface {
  name = 'Flag1763800000230';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "flag" ("flag_id" SERIAL NOT NULL, "flag_code" character varying(255) NOT NULL, "state" smallint NOT NULL DEFAULT '0',
         "flag_data" text, "last_update" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "flag_flag_code" UNIQUE ("flag_code"),
         CONSTRAINT "PK_69937d1b35438d8c3ac6ea7deb5" PRIMARY KEY ("flag_id"))`,
    );
    await q.query(`CREATE INDEX "flag_last_update" ON "flag" ("last_update")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "flag"`);
  }
}
