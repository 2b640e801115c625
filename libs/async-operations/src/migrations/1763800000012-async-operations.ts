import { MigrationInterface, QueryRunner } from 'typeorm';

/** Bulks, their operations and the outbox of the async and bulk web API. */
export class AsyncOperations1763800000012 implements MigrationInterface {
  name = 'AsyncOperations1763800000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "magento_bulk" ("id" SERIAL NOT NULL, "uuid" character varying(39) NOT NULL, "user_id" integer, "user_type" integer,
         "description" character varying(255) NOT NULL, "operation_count" integer NOT NULL DEFAULT '0',
         "start_time" TIMESTAMP NOT NULL DEFAULT now(), "idempotency_key" character varying(255), "request_hash" character varying(64),
         CONSTRAINT "UQ_1f5ae5fd25339c71d13c42fe98c" UNIQUE ("uuid"), CONSTRAINT "PK_60b62a99c96802d291ecf57f1e0" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "magento_operation" ("id" SERIAL NOT NULL, "bulk_uuid" character varying(39) NOT NULL, "operation_key" integer NOT NULL,
         "topic_name" character varying(255) NOT NULL, "serialized_data" text, "result_serialized_data" text,
         "status" smallint NOT NULL DEFAULT '4', "error_code" integer, "result_message" text, "started_at" TIMESTAMP,
         "finished_at" TIMESTAMP, "route" character varying(255) NOT NULL, "store_id" integer NOT NULL DEFAULT '0',
         "scope_kind" character varying(8) NOT NULL DEFAULT 'default', "attempts" integer NOT NULL DEFAULT '0',
         "available_at" TIMESTAMP NOT NULL DEFAULT now(), "queued_at" TIMESTAMP NOT NULL DEFAULT now(),
         CONSTRAINT "magento_operation_bulk_key" UNIQUE ("bulk_uuid", "operation_key"),
         CONSTRAINT "PK_57f48068193dd3c001d2acfa453" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "magento_operation_bulk_status" ON "magento_operation" ("bulk_uuid", "status")`);
    await q.query(
      `CREATE TABLE "queue_outbox" ("id" BIGSERIAL NOT NULL, "operation_id" integer NOT NULL, "topic" character varying(255) NOT NULL,
         "created_at" TIMESTAMP NOT NULL DEFAULT now(), CONSTRAINT "PK_133eb6b3455c0f4cdce568df1d0" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `ALTER TABLE "magento_operation" ADD CONSTRAINT "FK_7e4bc0eb4ee5bf33be490b42890" FOREIGN KEY ("bulk_uuid")
       REFERENCES "magento_bulk"("uuid") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // The database queue claims open operations in id order.
    await q.query(`CREATE INDEX magento_operation_open ON magento_operation (available_at, id) WHERE status = 4`);
    // One Idempotency-Key per caller.
    await q.query(`CREATE UNIQUE INDEX magento_bulk_idempotency
      ON magento_bulk (COALESCE(user_type, 0), COALESCE(user_id, 0), idempotency_key)
                   WHERE idempotency_key IS NOT NULL`);
    // Wake-ups: consumers of the database queue and the outbox relay listen instead of polling hard.
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_channel() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], '');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER magento_operation_queued AFTER INSERT OR UPDATE OF status, available_at ON magento_operation
                   FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_channel('mercato_operations')`);
    await q.query(`CREATE TRIGGER queue_outbox_queued AFTER INSERT ON queue_outbox
                   FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_channel('mercato_outbox')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "queue_outbox" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "magento_operation" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "magento_bulk" CASCADE`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_channel()`);
  }
}
