import { MigrationInterface, QueryRunner } from 'typeorm';

export class TaxClasses1763800000002 implements MigrationInterface {
  name = 'TaxClasses1763800000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "tax_class" ("class_id" SERIAL NOT NULL, "class_name" character varying(255) NOT NULL,
         "class_type" character varying(8) NOT NULL DEFAULT 'CUSTOMER',
         CONSTRAINT "PK_94f08c73ef3100ed74aa3f94caf" PRIMARY KEY ("class_id"))`,
    );
    await q.query(`INSERT INTO tax_class (class_id, class_name, class_type) VALUES
      (2, 'Taxable Goods', 'PRODUCT'), (3, 'Retail Customer', 'CUSTOMER') ON CONFLICT DO NOTHING`);
    await q.query(`SELECT setval(pg_get_serial_sequence('tax_class', 'class_id'), (SELECT MAX(class_id) FROM tax_class))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "tax_class" CASCADE`);
  }
}
