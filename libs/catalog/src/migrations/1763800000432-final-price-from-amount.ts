import { MigrationInterface, QueryRunner } from 'typeorm';
import { FinalPriceFunction1763800000410 } from './1763800000410-final-price-function';

/**
 * The final price resolver takes the price to start from (`p_price`; NULL reads the product's
 * `price` as before). A bundle's special and tier prices are percentages of what its parts cost
 * (Bundle\Model\Product\Price::calculateSpecialPrice, _applyTierPrice): the bundle's factor is its
 * final price from 100, `catalog_product_final_price(bundle, …, 100) / 100` — the same rules, one
 * implementation. The six-argument form stays, for every other caller.
 */
export class FinalPriceFromAmount1763800000432 implements MigrationInterface {
  name = 'FinalPriceFromAmount1763800000432';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION catalog_product_final_price(
        p_entity_id integer, p_store_id integer, p_website_id integer, p_group_id integer, p_qty numeric, p_now timestamp, p_price numeric
      ) RETURNS numeric LANGUAGE plpgsql STABLE PARALLEL SAFE AS $fn$
      DECLARE
        v_price numeric;
        v_special numeric;
        v_from timestamp;
        v_to timestamp;
        v_tier numeric;
      BEGIN
        IF p_price IS NULL THEN
          SELECT d.value INTO v_price FROM catalog_product_entity_decimal d
            JOIN eav_attribute a ON a.attribute_id = d.attribute_id AND a.entity_type_id = 4 AND a.attribute_code = 'price'
           WHERE d.entity_id = p_entity_id AND d.store_id IN (0, p_store_id)
           ORDER BY d.store_id DESC LIMIT 1;
        ELSE
          v_price := p_price;
        END IF;
        v_price := COALESCE(v_price, 0);

        SELECT d.value INTO v_special FROM catalog_product_entity_decimal d
          JOIN eav_attribute a ON a.attribute_id = d.attribute_id AND a.entity_type_id = 4 AND a.attribute_code = 'special_price'
         WHERE d.entity_id = p_entity_id AND d.store_id IN (0, p_store_id)
         ORDER BY d.store_id DESC LIMIT 1;
        IF v_special IS NOT NULL AND v_special <> 0 THEN
          SELECT d.value INTO v_from FROM catalog_product_entity_datetime d
            JOIN eav_attribute a ON a.attribute_id = d.attribute_id AND a.entity_type_id = 4 AND a.attribute_code = 'special_from_date'
           WHERE d.entity_id = p_entity_id AND d.store_id IN (0, p_store_id)
           ORDER BY d.store_id DESC LIMIT 1;
          SELECT d.value INTO v_to FROM catalog_product_entity_datetime d
            JOIN eav_attribute a ON a.attribute_id = d.attribute_id AND a.entity_type_id = 4 AND a.attribute_code = 'special_to_date'
           WHERE d.entity_id = p_entity_id AND d.store_id IN (0, p_store_id)
           ORDER BY d.store_id DESC LIMIT 1;
          IF (v_from IS NOT NULL AND p_now < v_from) OR (v_to IS NOT NULL AND p_now > v_to + interval '1 day') THEN
            v_special := NULL;
          END IF;
        ELSE
          v_special := NULL;
        END IF;

        SELECT min(CASE WHEN g.percentage_value IS NULL THEN g.value ELSE v_price * (1 - g.percentage_value / 100) END) INTO v_tier
          FROM (
            SELECT DISTINCT ON (w.qty) w.value, w.percentage_value
              FROM (
                SELECT DISTINCT ON (t.all_groups, t.qty) t.all_groups, t.qty, t.value, t.percentage_value
                  FROM catalog_product_entity_tier_price t
                 WHERE t.entity_id = p_entity_id AND t.website_id IN (0, p_website_id) AND t.qty <= p_qty
                   AND (t.all_groups OR t.customer_group_id = p_group_id)
                 ORDER BY t.all_groups, t.qty, t.website_id DESC
              ) w
             ORDER BY w.qty, w.all_groups
          ) g;

        RETURN GREATEST(0, LEAST(v_price, v_special, v_tier));
      END
      $fn$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION catalog_product_final_price(
        p_entity_id integer, p_store_id integer, p_website_id integer, p_group_id integer, p_qty numeric, p_now timestamp
      ) RETURNS numeric LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
        SELECT catalog_product_final_price(p_entity_id, p_store_id, p_website_id, p_group_id, p_qty, p_now, NULL)
      $fn$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION catalog_product_final_price(integer, integer, integer, integer, numeric, timestamp)`);
    await q.query(`DROP FUNCTION catalog_product_final_price(integer, integer, integer, integer, numeric, timestamp, numeric)`);
    await new FinalPriceFunction1763800000410().up(q);
  }
}
