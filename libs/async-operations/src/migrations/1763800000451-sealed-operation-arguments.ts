import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Secret arguments of queued operations (passwords, card data) are kept apart from
 * `serialized_data`, sealed: the status routes show `serialized_data`, and it holds `******` in
 * their place.
 */
export class SealedOperationArguments1763800000451 implements MigrationInterface {
  name = 'SealedOperationArguments1763800000451';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "magento_operation" ADD "sealed_arguments" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "magento_operation" DROP COLUMN "sealed_arguments"`);
  }
}
