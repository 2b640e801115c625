import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChangeNotification, dropChangeNotification } from '@mercato/platform';

/**
 * A guest cart's mask that is removed or changed is announced on `mercato_quote_masks`
 * (CartLocator keeps the masks it has resolved in memory). Masks added are not: each guest cart
 * adds one, and a new mask makes no remembered one wrong.
 */
export class QuoteMaskNotifications1763800000494 implements MigrationInterface {
  name = 'QuoteMaskNotifications1763800000494';

  async up(q: QueryRunner): Promise<void> {
    await createChangeNotification(q, 'quote_id_mask', 'mercato_quote_masks', { ignoreInserts: true });
  }

  async down(q: QueryRunner): Promise<void> {
    await dropChangeNotification(q, 'quote_id_mask');
  }
}
