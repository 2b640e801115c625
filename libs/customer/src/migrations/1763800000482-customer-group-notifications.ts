import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChangeNotification, dropChangeNotification } from '@mercato/platform';

/** Changes to customer groups are announced on `mercato_customer_group` (CustomerGroups keeps them in memory). */
export class CustomerGroupNotifications1763800000482 implements MigrationInterface {
  name = 'CustomerGroupNotifications1763800000482';

  async up(q: QueryRunner): Promise<void> {
    await createChangeNotification(q, 'customer_group', 'mercato_customer_group');
  }

  async down(q: QueryRunner): Promise<void> {
    await dropChangeNotification(q, 'customer_group');
  }
}
