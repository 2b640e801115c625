import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog tables keyed by product, with the column that names the product whose answer a row
 * belongs to. Their writes are announced with the products they touched, so caches drop those
 * products only; a write to any other catalog table still names just the table (drop everything).
 */
export const PRODUCT_KEYED_TABLES: Record<string, string> = {
  catalog_product_entity: 'entity_id',
  catalog_product_entity_varchar: 'entity_id',
  catalog_product_entity_int: 'entity_id',
  catalog_product_entity_decimal: 'entity_id',
  catalog_product_entity_datetime: 'entity_id',
  catalog_product_entity_text: 'entity_id',
  catalog_product_entity_tier_price: 'entity_id',
  catalog_product_website: 'product_id',
  catalog_category_product: 'product_id',
  catalog_product_option: 'product_id',
  catalog_product_link: 'product_id',
  catalog_product_entity_media_gallery: 'entity_id',
};

/**
 * Per-statement notifications on `mercato_catalog` that say which products changed:
 * `<table>:<id>,<id>,…` (the distinct ids of the statement's rows, read from its transition table),
 * in payloads of at most 500 ids (pg_notify takes under 8000 bytes), or `<table>:*` past 10,000 ids.
 * A price write to one product then leaves every other cached product in place. An UPDATE reports
 * its new rows only: no statement moves a row to another product. TRUNCATE names the table alone.
 */
export class ProductChangeIds1763800000470 implements MigrationInterface {
  name = 'ProductChangeIds1763800000470';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ids int[];
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM pg_notify('mercato_catalog', TG_TABLE_NAME);
          RETURN NULL;
        END IF;
        EXECUTE format('SELECT array_agg(DISTINCT %1$I) FROM %2$I WHERE %1$I IS NOT NULL', TG_ARGV[0],
                       CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END) INTO ids;
        IF ids IS NULL THEN
          RETURN NULL;
        ELSIF cardinality(ids) > 10000 THEN
          PERFORM pg_notify('mercato_catalog', TG_TABLE_NAME || ':*');
        ELSE
          FOR i IN 0 .. (cardinality(ids) - 1) / 500 LOOP
            PERFORM pg_notify('mercato_catalog', TG_TABLE_NAME || ':' || array_to_string(ids[i * 500 + 1 : i * 500 + 500], ','));
          END LOOP;
        END IF;
        RETURN NULL;
      END $$`);
    for (const [t, column] of Object.entries(PRODUCT_KEYED_TABLES)) {
      await q.query(`DROP TRIGGER IF EXISTS ${t}_catalog_change ON ${t}`);
      await q.query(`CREATE TRIGGER ${t}_products_insert AFTER INSERT ON ${t} REFERENCING NEW TABLE AS new_rows
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_product_change('${column}')`);
      await q.query(`CREATE TRIGGER ${t}_products_update AFTER UPDATE ON ${t} REFERENCING NEW TABLE AS new_rows
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_product_change('${column}')`);
      await q.query(`CREATE TRIGGER ${t}_products_delete AFTER DELETE ON ${t} REFERENCING OLD TABLE AS old_rows
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_product_change('${column}')`);
      await q.query(`CREATE TRIGGER ${t}_products_truncate AFTER TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_product_change('${column}')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of Object.keys(PRODUCT_KEYED_TABLES)) {
      for (const op of ['insert', 'update', 'delete', 'truncate']) await q.query(`DROP TRIGGER IF EXISTS ${t}_products_${op} ON ${t}`);
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_product_change()`);
  }
}
