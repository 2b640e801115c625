import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `catalog_product_final_price`: the one implementation of what a unit of a product costs a shopper,
 * Magento's Catalog\Model\Product\Type\Price::getBasePrice — the lowest of
 *
 * - the price (the price store's value, else the default one);
 * - the special price, when it is set and not 0 (PHP's `!= false`) and the store's local time is
 *   inside its dates (`isScopeDateInInterval`: from its start, to the end of its last day);
 * - the tier price for the quantity: of the tiers on website 0 or the price website whose quantity
 *   is at most the one bought, for the customer's group or for all groups — a website's own tier
 *   replacing website 0's for the same group and quantity, a group's own tier replacing the
 *   all-groups one at the same quantity — the lowest; a percentage tier is that much off the price;
 *
 * never below 0. A database function so that every reader applies the same rule set-based: carts
 * price all their lines in one statement, and search filters, sorts and buckets by it.
 *
 * The caller passes the price scope's store and website (store 0 and website 0 when
 * `catalog/price/scope` is global) and the store's local time.
 */
export class FinalPriceFunction1763800000410 implements MigrationInterface {
  name = 'FinalPriceFunction1763800000410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION catalog_product_final_price(
        p_entity_id integer, p_store_id integer, p_website_id integer, p_group_id integer, p_qty numeric, p_now timestamp
      ) RETURNS numeric LANGUAGE plpgsql STABLE PARALLEL SAFE AS $fn$
      DECLARE
        v_price numeric;
        v_special numeric;
        v_from timestamp;
        v_to timestamp;
        v_tier numeric;
      BEGIN
        SELECT d.value INTO v_price FROM catalog_product_entity_decimal d
          JOIN eav_attribute a ON a.attribute_id = d.attribute_id AND a.entity_type_id = 4 AND a.attribute_code = 'price'
         WHERE d.entity_id = p_entity_id AND d.store_id IN (0, p_store_id)
         ORDER BY d.store_id DESC LIMIT 1;
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION catalog_product_final_price(integer, integer, integer, integer, numeric, timestamp)`);
  }
}
