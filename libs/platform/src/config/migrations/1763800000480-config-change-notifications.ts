import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChangeNotification, dropChangeNotification } from '../../database/notify-trigger';

/**
 * Changes to `core_config_data` are announced on channel `mercato_config`, once per statement, so
 * every process's ConfigSnapshot reloads the configuration at once (a `config:set`, an admin save).
 */
export class ConfigChangeNotifications1763800000480 implements MigrationInterface {
  name = 'ConfigChangeNotifications1763800000480';

  async up(q: QueryRunner): Promise<void> {
    await createChangeNotification(q, 'core_config_data', 'mercato_config');
  }

  async down(q: QueryRunner): Promise<void> {
    await dropChangeNotification(q, 'core_config_data');
  }
}
