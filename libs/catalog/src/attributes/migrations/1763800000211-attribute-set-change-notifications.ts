import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose writes change which product attributes a set holds or where they apply. */
const TABLES = ['eav_entity_attribute', 'catalog_eav_attribute'];

/**
 * Set membership and attribute metadata changes announced on `mercato_catalog` (one notification
 * per statement), so every process drops its per-set attribute lists (services/set-attributes.ts).
 * A set or group deleted takes its memberships along by cascade, which fires the trigger too.
 */
export class AttributeSetChangeNotifications1763800000211 implements MigrationInterface {
  name = 'AttributeSetChangeNotifications1763800000211';

  async up(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(`CREATE TRIGGER ${t}_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t}
                     FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_catalog_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) await q.query(`DROP TRIGGER IF EXISTS ${t}_catalog_change ON ${t}`);
  }
}
