import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Website-specific tier prices, indexed apart: a tier price call with all-websites rows checks
 * them for clashes, and under the default global price scope there are none, so the check costs
 * a probe of an empty index instead of one per product.
 */
export class TierPriceWebsiteIndex1763800000011 implements MigrationInterface {
  name = 'TierPriceWebsiteIndex1763800000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX tier_price_website_specific ON catalog_product_entity_tier_price (entity_id) WHERE website_id <> 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS tier_price_website_specific`);
  }
}
