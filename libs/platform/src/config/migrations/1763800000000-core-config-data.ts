import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoreConfigData1763800000000 implements MigrationInterface {
  name = 'CoreConfigData1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "core_config_data" ("config_id" SERIAL NOT NULL, "scope" character varying(8) NOT NULL DEFAULT 'default',
         "scope_id" integer NOT NULL DEFAULT '0', "path" character varying(255) NOT NULL, "value" text,
         "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "core_config_data_scope_path" UNIQUE ("scope", "scope_id", "path"),
         CONSTRAINT "PK_b2c384e93af28bebae55159b466" PRIMARY KEY ("config_id"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "core_config_data" CASCADE`);
  }
}
