import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Autovacuum no longer analyses the operation log; it still vacuums it. OperationLogStatistics
 * analyses it when a large bulk is accepted and when an entity-order check comes out slow.
 *
 * Why: between two bulks nearly no operation is open, and an automatic ANALYZE taken then (seen a
 * second before a bulk of 10,000 arrived) tells the planner the open operations are none. The
 * consumers' first entity-order checks, planned on that before the acceptance's own ANALYZE had
 * finished, scanned every open operation once per operation of their batch: 0.5–2.6 s each, and a
 * two-consumer drain of 2 s took 4.7–13 s. Statistics taken while a bulk is open err the safe way.
 */
export class OperationLogAnalysedByItsOwner1763800000495 implements MigrationInterface {
  name = 'OperationLogAnalysedByItsOwner1763800000495';

  async up(q: QueryRunner): Promise<void> {
    // The largest threshold PostgreSQL accepts: changed rows never reach it.
    await q.query(`ALTER TABLE magento_operation SET (autovacuum_analyze_threshold = 2147483647)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE magento_operation RESET (autovacuum_analyze_threshold)`);
  }
}
