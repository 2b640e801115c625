import { MigrationInterface, QueryRunner } from 'typeorm';

export class InventorySourcesAndStocks1763800000006 implements MigrationInterface {
  name = 'InventorySourcesAndStocks1763800000006';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "inventory_source" ("source_code" character varying(255) NOT NULL, "name" character varying(255) NOT NULL,
         "enabled" boolean NOT NULL DEFAULT true, "description" text, "country_id" character varying(2), "postcode" character varying(255),
         CONSTRAINT "PK_45232df3f11439f4dc1f0112538" PRIMARY KEY ("source_code"))`,
    );
    await q.query(
      `CREATE TABLE "inventory_stock" ("stock_id" SERIAL NOT NULL, "name" character varying(255) NOT NULL,
         CONSTRAINT "PK_496a353dc3f222faab57fd2f279" PRIMARY KEY ("stock_id"))`,
    );
    await q.query(
      `CREATE TABLE "inventory_source_stock_link" ("link_id" SERIAL NOT NULL, "stock_id" integer NOT NULL,
         "source_code" character varying(255) NOT NULL, "priority" integer NOT NULL DEFAULT '1',
         CONSTRAINT "inventory_source_stock_link_stock_source" UNIQUE ("stock_id", "source_code"),
         CONSTRAINT "PK_9ab441c01eac08a8049cde40806" PRIMARY KEY ("link_id"))`,
    );
    await q.query(
      `CREATE TABLE "inventory_stock_sales_channel" ("type" character varying(64) NOT NULL, "code" character varying(64) NOT NULL,
         "stock_id" integer NOT NULL, CONSTRAINT "PK_f102e8d8536dacfe571820aa0ae" PRIMARY KEY ("type", "code", "stock_id"))`,
    );
    await q.query(
      `ALTER TABLE "inventory_source_stock_link" ADD CONSTRAINT "FK_3563733c7a04faa1c33b9c6b770" FOREIGN KEY ("stock_id")
       REFERENCES "inventory_stock"("stock_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "inventory_source_stock_link" ADD CONSTRAINT "FK_a8ff0bda519cd4b86c2ca89c1dd" FOREIGN KEY ("source_code")
       REFERENCES "inventory_source"("source_code") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "inventory_stock_sales_channel" ADD CONSTRAINT "FK_7fd04680d48f15c0d2f721ab9f5" FOREIGN KEY ("stock_id")
       REFERENCES "inventory_stock"("stock_id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`INSERT INTO inventory_source (source_code, name, enabled, description, country_id, postcode) VALUES
      ('default', 'Default Source', true, 'Default Source', 'US', '00000') ON CONFLICT DO NOTHING`);
    await q.query(`INSERT INTO inventory_stock (stock_id, name) VALUES (1, 'Default Stock') ON CONFLICT DO NOTHING`);
    await q.query(`SELECT setval(pg_get_serial_sequence('inventory_stock', 'stock_id'), (SELECT MAX(stock_id) FROM inventory_stock))`);
    await q.query(
      `INSERT INTO inventory_source_stock_link (stock_id, source_code, priority) VALUES (1, 'default', 1) ON CONFLICT DO NOTHING`,
    );
    await q.query(`INSERT INTO inventory_stock_sales_channel (type, code, stock_id) VALUES ('website', 'base', 1) ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "inventory_stock_sales_channel" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "inventory_source_stock_link" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "inventory_stock" CASCADE`);
    await q.query(`DROP TABLE IF EXISTS "inventory_source" CASCADE`);
  }
}
