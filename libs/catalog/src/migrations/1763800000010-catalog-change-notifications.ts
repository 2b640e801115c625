import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables a product is read from; a write to any of them empties the product caches. */
export const PRODUCT_SOURCE_TABLES = [
  'catalog_product_entity',
  'catalog_product_entity_varchar',
  'catalog_product_entity_int',
  'catalog_product_entity_decimal',
  'catalog_product_entity_datetime',
  'catalog_product_entity_text',
  'catalog_product_website',
  'catalog_category_product',
  'catalog_product_entity_tier_price',
  'eav_attribute',
  'store',
  'store_website',
  'store_group',
];

/**
 * One notification per statement (not per row) on channel `mercato_catalog`, so a 10,000-row
 * price call costs one notification.
 */
export class CatalogChangeNotifications1763800000010 implements MigrationInterface {
  name = 'CatalogChangeNotifications1763800000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('mercato_catalog', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const t of PRODUCT_SOURCE_TABLES) {
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of PRODUCT_SOURCE_TABLES) await q.query(`DROP TRIGGER IF EXISTS ${t}_catalog_change ON ${t}`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_catalog_change()`);
  }
}
