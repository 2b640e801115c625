import { MigrationInterface, QueryRunner } from 'typeorm';

export class CustomerGroups1763800000003 implements MigrationInterface {
  name = 'CustomerGroups1763800000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "customer_group" ("customer_group_id" SERIAL NOT NULL, "customer_group_code" character varying(32) NOT NULL,
         "tax_class_id" integer NOT NULL DEFAULT '3', CONSTRAINT "PK_847a0538dfa5636e6556669ce91" PRIMARY KEY ("customer_group_id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX customer_group_code_ci ON customer_group (lower(customer_group_code))`);
    await q.query(`INSERT INTO customer_group (customer_group_id, customer_group_code, tax_class_id) VALUES
      (0, 'NOT LOGGED IN', 3), (1, 'General', 3), (2, 'Wholesale', 3), (3, 'Retailer', 3) ON CONFLICT DO NOTHING`);
    await q.query(
      `SELECT setval(pg_get_serial_sequence('customer_group', 'customer_group_id'), (SELECT MAX(customer_group_id) FROM customer_group))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "customer_group" CASCADE`);
  }
}
