import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operation log is also the database queue: every operation leaves the open state once, and
 * that update cannot be HOT (status is the open-operation indexes' predicate), so each one leaves a
 * dead entry in `magento_operation_open` that the next claims walk over until a vacuum removes it.
 * Measured: after 100,000 operations a claim of 50 read 4,100 buffers (6.7 ms) instead of 520, and
 * a 10,000-operation drain slowed from 2.2 to 3.2 s. PostgreSQL's default (vacuum at 20 % of the
 * table dead) waits longer the larger the log grows; vacuum this table after a fixed number of
 * changed rows instead, at full speed (it is narrow, and the work is mostly its indexes).
 */
export class OperationQueueVacuum1763800000491 implements MigrationInterface {
  name = 'OperationQueueVacuum1763800000491';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE magento_operation SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000,
         autovacuum_vacuum_cost_delay = 0, autovacuum_analyze_scale_factor = 0.05)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE magento_operation RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold, autovacuum_vacuum_cost_delay,
         autovacuum_analyze_scale_factor)`,
    );
  }
}
