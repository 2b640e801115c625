import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Changes to legacy stock items are announced on channel `mercato_stock_item`, once per statement:
 * the payload lists the products whose stock item changed (comma-separated ids), or `*` when a
 * statement touched more than 200 (a 10,000-SKU transfer costs one notification). Every process
 * keeps the products' `stock_item` in memory and drops exactly what the payload names.
 * Source items and legacy stock items are updated in place by batch calls (transfers, source item
 * saves): free space in each page keeps those updates heap-only (no index maintenance).
 */
export class StockItemChangeNotifications1763800000019 implements MigrationInterface {
  name = 'StockItemChangeNotifications1763800000019';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "inventory_source_item" SET (fillfactor = 80)`);
    await q.query(`ALTER TABLE "cataloginventory_stock_item" SET (fillfactor = 80)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_stock_item_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ids text;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('mercato_stock_item', '*');
          RETURN NULL;
        END IF;
        SELECT CASE WHEN count(*) > 200 THEN '*' ELSE string_agg(DISTINCT product_id::text, ',') END INTO ids FROM changed;
        IF ids IS NOT NULL THEN
          PERFORM pg_notify('mercato_stock_item', ids);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER cataloginventory_stock_item_notify_insert AFTER INSERT ON cataloginventory_stock_item
                   REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_stock_item_change()`);
    await q.query(`CREATE TRIGGER cataloginventory_stock_item_notify_update AFTER UPDATE ON cataloginventory_stock_item
                   REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_stock_item_change()`);
    await q.query(`CREATE TRIGGER cataloginventory_stock_item_notify_delete AFTER DELETE ON cataloginventory_stock_item
                   REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_stock_item_change()`);
    await q.query(`CREATE TRIGGER cataloginventory_stock_item_notify_truncate AFTER TRUNCATE ON cataloginventory_stock_item
                   FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_stock_item_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`DROP TRIGGER IF EXISTS cataloginventory_stock_item_notify_${op} ON cataloginventory_stock_item`);
    }
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_stock_item_change()`);
    await q.query(`ALTER TABLE "inventory_source_item" RESET (fillfactor)`);
    await q.query(`ALTER TABLE "cataloginventory_stock_item" RESET (fillfactor)`);
  }
}
