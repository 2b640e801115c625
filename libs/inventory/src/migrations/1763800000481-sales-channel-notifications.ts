import { MigrationInterface, QueryRunner } from 'typeorm';
import { createChangeNotification, dropChangeNotification } from '@mercato/platform';

/** Changes to the stocks' sales channels are announced on `mercato_sales_channel` (SalesChannelStocks). */
export class SalesChannelNotifications1763800000481 implements MigrationInterface {
  name = 'SalesChannelNotifications1763800000481';

  async up(q: QueryRunner): Promise<void> {
    await createChangeNotification(q, 'inventory_stock_sales_channel', 'mercato_sales_channel');
  }

  async down(q: QueryRunner): Promise<void> {
    await dropChangeNotification(q, 'inventory_stock_sales_channel');
  }
}
