import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The id of the request a bulk was accepted from (X-Request-Id), so the consumer's log lines about
 * its operations can be matched with the API's line about the request. Not one of Magento's columns.
 */
export class BulkRequestId1763800000483 implements MigrationInterface {
  name = 'BulkRequestId1763800000483';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE magento_bulk ADD COLUMN request_id text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE magento_bulk DROP COLUMN IF EXISTS request_id`);
  }
}
