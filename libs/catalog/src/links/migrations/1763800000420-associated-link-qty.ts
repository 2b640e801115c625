import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grouped products' `associated` links carry a default quantity (Magento_GroupedProduct's `qty`
 * link attribute), kept beside `position` on the link itself; other link types leave it null.
 */
export class AssociatedLinkQty1763800000420 implements MigrationInterface {
  name = 'AssociatedLinkQty1763800000420';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog_product_link" ADD "qty" numeric(12,4)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "catalog_product_link" DROP COLUMN "qty"`);
  }
}
