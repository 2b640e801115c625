import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Changes to `core_config_data` are announced on channel `mercato_config`, once per statement, so
 * every process's ConfigSnapshot reloads the configuration at once (a `config:set`, an admin save).
 */
export class ConfigChangeNotifications1763800000480 implements MigrationInterface {
  name = 'ConfigChangeNotifications1763800000480';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION mercato_notify_config_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('mercato_config', '*');
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER core_config_data_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON core_config_data
                   FOR EACH STATEMENT EXECUTE FUNCTION mercato_notify_config_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS core_config_data_notify ON core_config_data`);
    await q.query(`DROP FUNCTION IF EXISTS mercato_notify_config_change()`);
  }
}
