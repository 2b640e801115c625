import { MigrationInterface, QueryRunner } from 'typeorm';

/** Changes to customer groups are announced on `mercato_customer_group` (CustomerGroups keeps them in memory). */
export class CustomerGroupNotifications1763800000482 implements MigrationInterface {
  name = 'CustomerGroupNotifications1763800000482';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_customer_group_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('mercato_customer_group', '*');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER customer_group_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_group
                   FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_customer_group_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS customer_group_notify ON customer_group`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_customer_group_change()`);
  }
}
