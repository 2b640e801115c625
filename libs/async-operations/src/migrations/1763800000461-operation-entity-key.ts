import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The entity an operation writes (`product:SKU`), set when the bulk is accepted: with several
 * consumers on one queue, an operation runs only once no earlier-accepted operation of the same
 * entity is still open. The partial index serves that look-up over open operations only.
 */
export class OperationEntityKey1763800000461 implements MigrationInterface {
  name = 'OperationEntityKey1763800000461';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "magento_operation" ADD "entity_key" character varying(255)`);
    await q.query(
      `CREATE INDEX magento_operation_entity_open ON magento_operation (entity_key, id) WHERE status = 4 AND entity_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS magento_operation_entity_open`);
    await q.query(`ALTER TABLE "magento_operation" DROP COLUMN "entity_key"`);
  }
}
