/**
 * The statement that (re)builds search documents: for the given products, one row per store view
 * (and store 0, the default values) in `catalogsearch_fulltext`, whatever the number of products
 * and stores. Shared by the indexer (after each product save) and the migration's backfill.
 *
 * A document is the text of the product's searchable attributes (catalog_eav_attribute
 * `is_searchable`) as the store sees them (the store's value, else the default), select and
 * multiselect values as their option labels in that store, HTML tags stripped. Weights follow
 * Magento's search weights in spirit: SKU and name A, short description B, description C, the
 * rest D. Each text is indexed twice, by the `simple` configuration (exact words, so prefixes of
 * what was typed match) and by `english` (stems, so "watches" finds "watch").
 */

/** The weighted tsvector of one text (both configurations). */
export function weightedVector(text: string, weight: 'A' | 'B' | 'C' | 'D'): string {
  return `setweight(to_tsvector('simple', COALESCE(${text}, '')), '${weight}')
    || setweight(to_tsvector('english', COALESCE(${text}, '')), '${weight}')`;
}

/**
 * `products` is a SQL expression listing the products to rebuild (a column `entity_id`):
 * `SELECT unnest($1::int[])` for a batch, the whole table for a backfill.
 */
export function rebuildDocumentsSql(products: string): string {
  // Per product and store a LATERAL subquery reads the product's values through the value tables'
  // (entity_id, attribute_id, store_id) indexes: linear in the number of products whatever the
  // planner estimates for the list (a join of aggregates would turn quadratic on a misestimate).
  const values = (table: string, value: string) => `
          SELECT v.attribute_id, v.store_id, ${value} AS value FROM ${table} v
          WHERE v.entity_id = t.entity_id AND v.store_id IN (0, t.store_id) AND v.value IS NOT NULL
            AND v.attribute_id IN (SELECT attribute_id FROM attrs)`;
  // Scalar subqueries with LIMIT 1, not EXISTS: the planner may turn an EXISTS under OR into a hashed
  // subplan that reads the whole value table; these stay index probes per product and store.
  const ownValue = (table: string) =>
    `(SELECT true FROM ${table} v WHERE v.entity_id = e.entity_id AND v.store_id = s.store_id LIMIT 1) IS NOT NULL`;
  // A store view's document is the default one (store 0's) unless the product has values of its
  // own there or the store labels options its own way: most products in most stores. Those copy
  // store 0's document instead of computing it again (the text search vectors are the cost).
  return `
    WITH attrs AS MATERIALIZED (
      SELECT a.attribute_id, a.attribute_code, a.frontend_input, COALESCE(c.is_searchable, false) AS searchable,
        CASE a.attribute_code WHEN 'name' THEN 'A' WHEN 'short_description' THEN 'B' WHEN 'description' THEN 'C' ELSE 'D' END AS weight
      FROM eav_attribute a LEFT JOIN catalog_eav_attribute c ON c.attribute_id = a.attribute_id
      WHERE a.entity_type_id = 4
        AND (a.attribute_code IN ('status', 'visibility')
             OR (c.is_searchable AND (a.backend_type IN ('varchar', 'text')
                                      OR (a.backend_type = 'int' AND a.frontend_input IN ('select', 'multiselect')))))
    ),
    targets AS MATERIALIZED (
      SELECT e.entity_id, e.sku, s.store_id,
        s.store_id = 0
          OR (SELECT true FROM eav_attribute_option_value ov WHERE ov.store_id = s.store_id LIMIT 1) IS NOT NULL
          OR ${ownValue('catalog_product_entity_varchar')} OR ${ownValue('catalog_product_entity_text')}
          OR ${ownValue('catalog_product_entity_int')} AS own
      FROM catalog_product_entity e
      CROSS JOIN store s
      WHERE e.entity_id IN (${products})
    ),
    docs AS MATERIALIZED (
      SELECT t.store_id, t.entity_id, COALESCE(doc.status, 1) AS status, COALESCE(doc.visibility, 4) AS visibility,
        ${weightedVector('t.sku', 'A')} || ${weightedVector('doc.a', 'A')} || ${weightedVector('doc.b', 'B')}
          || ${weightedVector('doc.c', 'C')} || ${weightedVector('doc.d', 'D')} AS document
      FROM targets t
      CROSS JOIN LATERAL (
        SELECT
          string_agg(x.text, ' ') FILTER (WHERE x.searchable AND x.weight = 'A') AS a,
          string_agg(x.text, ' ') FILTER (WHERE x.searchable AND x.weight = 'B') AS b,
          string_agg(x.text, ' ') FILTER (WHERE x.searchable AND x.weight = 'C') AS c,
          string_agg(x.text, ' ') FILTER (WHERE x.searchable AND x.weight = 'D') AS d,
          max(CASE WHEN x.attribute_code = 'status' THEN x.value::int END) AS status,
          max(CASE WHEN x.attribute_code = 'visibility' THEN x.value::int END) AS visibility
        FROM (
          SELECT r.value, a.attribute_code, a.searchable, a.weight,
            CASE WHEN a.frontend_input IN ('select', 'multiselect') THEN (
              SELECT string_agg(label.value, ' ')
              FROM unnest(string_to_array(r.value, ',')) AS o(id)
              CROSS JOIN LATERAL (
                SELECT ov.value FROM eav_attribute_option_value ov
                WHERE ov.option_id = CASE WHEN trim(o.id) ~ '^[0-9]{1,9}$' THEN trim(o.id)::int END AND ov.store_id IN (0, t.store_id)
                ORDER BY ov.store_id DESC LIMIT 1
              ) label)
            ELSE regexp_replace(r.value, '<[^>]*>', ' ', 'g') END AS text
          FROM (
            -- The store's value of each attribute, else the default one.
            SELECT DISTINCT ON (u.attribute_id) u.attribute_id, u.value FROM (${values('catalog_product_entity_varchar', 'v.value::text')}
              UNION ALL ${values('catalog_product_entity_text', 'v.value')}
              UNION ALL ${values('catalog_product_entity_int', 'v.value::text')}
            ) u ORDER BY u.attribute_id, u.store_id DESC
          ) r JOIN attrs a ON a.attribute_id = r.attribute_id
        ) x
      ) doc
      WHERE t.own
    )
    INSERT INTO catalogsearch_fulltext (store_id, entity_id, status, visibility, document)
    SELECT t.store_id, t.entity_id, d.status, d.visibility, d.document
    FROM targets t
    JOIN docs d ON d.entity_id = t.entity_id AND d.store_id = CASE WHEN t.own THEN t.store_id ELSE 0 END
    ON CONFLICT (store_id, entity_id) DO UPDATE
      SET status = EXCLUDED.status, visibility = EXCLUDED.visibility, document = EXCLUDED.document
      -- A save that left the text alone (a price update) leaves the row and its GIN entries alone.
      WHERE (catalogsearch_fulltext.status, catalogsearch_fulltext.visibility, catalogsearch_fulltext.document)
        IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.visibility, EXCLUDED.document)`;
}
