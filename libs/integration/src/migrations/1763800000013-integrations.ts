import { MigrationInterface, QueryRunner } from 'typeorm';

/** Integrations and their OAuth consumers. */
export class Integrations1763800000013 implements MigrationInterface {
  name = 'Integrations1763800000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "oauth_consumer" ("entity_id" SERIAL NOT NULL, "name" character varying(255) NOT NULL,
         "key" character varying(32) NOT NULL, "secret" character varying(255) NOT NULL, "callback_url" text, "rejected_callback_url" text,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), "updated_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "UQ_68f09525955af8bf13341887a0d" UNIQUE ("key"),
         CONSTRAINT "PK_969ac4f9ac9fec771df87337cca" PRIMARY KEY ("entity_id"))`,
    );
    await q.query(
      `CREATE TABLE "integration" ("integration_id" SERIAL NOT NULL, "name" character varying(255) NOT NULL, "email" character varying(255),
         "endpoint" character varying(255), "identity_link_url" character varying(255), "status" smallint NOT NULL DEFAULT '0',
         "consumer_id" integer NOT NULL, "setup_type" smallint NOT NULL DEFAULT '0', "all_resources" boolean NOT NULL DEFAULT false,
         "resources" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP NOT NULL DEFAULT now(),
         "updated_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "UQ_52d7fa32a7832b377fc2d7f6199" UNIQUE ("name"),
         CONSTRAINT "REL_3d71c318495dae4b0ec7769e98" UNIQUE ("consumer_id"),
         CONSTRAINT "PK_acce016bd913a897f5939684122" PRIMARY KEY ("integration_id"))`,
    );
    await q.query(
      `ALTER TABLE "integration" ADD CONSTRAINT "FK_3d71c318495dae4b0ec7769e983" FOREIGN KEY ("consumer_id")
       REFERENCES "oauth_consumer"("entity_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "integration" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "oauth_consumer" CASCADE`);
  }
}
