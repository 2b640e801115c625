import { MigrationInterface, QueryRunner } from 'typeorm';

/** Changes to the stocks' sales channels are announced on `mercato_sales_channel` (SalesChannelStocks). */
export class SalesChannelNotifications1763800000481 implements MigrationInterface {
  name = 'SalesChannelNotifications1763800000481';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_sales_channel_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('mercato_sales_channel', '*');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER inventory_stock_sales_channel_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
                   ON inventory_stock_sales_channel FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_sales_channel_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS inventory_stock_sales_channel_notify ON inventory_stock_sales_channel`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_sales_channel_change()`);
  }
}
