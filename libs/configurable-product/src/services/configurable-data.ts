import { Injectable } from '@nestjs/common';
import { Database, NoSuchEntityException, numberArray } from '@mercato/platform';
import { PRODUCT_NOT_FOUND, ProductCache, ProductRowWriter } from '@mercato/catalog';

/** OptionInterface as the web API answers it. */
export interface ConfigurableOption {
  id: number;
  attribute_id: string;
  label?: string;
  position: number;
  is_use_default: boolean;
  values: { value_index: number }[];
  product_id: number;
}

/** What a configurable product carries: its options and its children's ids. */
export interface ConfigurableParts {
  options: ConfigurableOption[];
  links: number[];
}

/** An option as stored (label at the default scope). */
export interface StoredOption {
  id: number;
  attribute_id: number;
  position: number;
  label: string | null;
  use_default: boolean;
}

/** An option to write: an existing one (id) is updated, a new one inserted. */
export interface OptionWrite {
  attribute_id: number;
  position: number;
  label: string | null;
  use_default: boolean;
}

export interface ProductRef {
  id: number;
  sku: string;
  type_id: string;
  attribute_set_id: number;
}

/**
 * The configurable tables: options (catalog_product_super_attribute, labels in
 * catalog_product_super_attribute_label) and links (catalog_product_super_link). Every read or
 * write is one statement whatever the number of products, options or children; writes join the
 * current transaction.
 */
@Injectable()
export class ConfigurableData {
  constructor(
    private readonly ds: Database,
    private readonly productRow: ProductRowWriter,
    private readonly cache: ProductCache,
  ) {}

  /** The product a SKU names (trimmed, case-insensitive), else Magento's 404. */
  async product(sku: string): Promise<ProductRef> {
    const [row] = await this.ds.query(
      `SELECT entity_id AS id, sku, type_id, attribute_set_id FROM catalog_product_entity WHERE lower(sku) = lower(trim($1::text))`,
      [sku],
    );
    if (!row) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
    return row;
  }

  /** Row lock on the product until the current transaction ends. */
  async lock(productId: number): Promise<void> {
    await this.ds.query(`SELECT 1 FROM catalog_product_entity WHERE entity_id = $1 FOR UPDATE`, [productId]);
  }

  async attributeSetOf(productId: number): Promise<number | undefined> {
    const [row] = await this.ds.query(`SELECT attribute_set_id FROM catalog_product_entity WHERE entity_id = $1`, [productId]);
    return row?.attribute_set_id;
  }

  /**
   * Options and children of configurable products, read for a store. As in Magento (the options
   * loader and its attribute collection), an option's values are not stored: they are the
   * attribute's options that some child carries, in the attribute's option order (sort order,
   * then admin label); its label is the attribute's store label when `use_default` is set or no
   * label was given.
   */
  async load(parentIds: number[], storeId: number): Promise<Map<number, ConfigurableParts>> {
    const rows: { parent_id: number; options: ConfigurableOption[]; links: number[] }[] = await this.ds.query(
      `SELECT p.id AS parent_id,
         COALESCE((
           SELECT json_agg(json_build_object(
               'id', a.product_super_attribute_id,
               'attribute_id', a.attribute_id::text,
               'label', CASE WHEN COALESCE(ls.use_default, l0.use_default, false) OR COALESCE(ls.value, l0.value) IS NULL
                             THEN COALESCE((SELECT al.value FROM eav_attribute_label al
                                            WHERE al.attribute_id = a.attribute_id AND al.store_id = $2 AND $2 <> 0 LIMIT 1),
                                            ea.frontend_label)
                             ELSE COALESCE(ls.value, l0.value) END,
               'position', a.position,
               'is_use_default', COALESCE(ls.use_default, l0.use_default, false),
               'values', COALESCE((
                  SELECT json_agg(json_build_object('value_index', o.option_id) ORDER BY o.sort_order, ov.value, o.option_id)
                  FROM eav_attribute_option o
                  LEFT JOIN eav_attribute_option_value ov ON ov.option_id = o.option_id AND ov.store_id = 0
                  WHERE o.attribute_id = a.attribute_id AND EXISTS (
                    SELECT 1 FROM catalog_product_super_link k
                    JOIN catalog_product_entity_int v ON v.entity_id = k.product_id AND v.attribute_id = a.attribute_id AND v.store_id = 0
                    WHERE k.parent_id = p.id AND v.value = o.option_id)), '[]'::json),
               'product_id', a.product_id)
             ORDER BY a.position, a.product_super_attribute_id)
           FROM catalog_product_super_attribute a
           JOIN eav_attribute ea ON ea.attribute_id = a.attribute_id
           LEFT JOIN catalog_product_super_attribute_label l0 ON l0.product_super_attribute_id = a.product_super_attribute_id
           AND l0.store_id = 0
           LEFT JOIN catalog_product_super_attribute_label ls
             ON ls.product_super_attribute_id = a.product_super_attribute_id AND ls.store_id = $2 AND $2 <> 0
           WHERE a.product_id = p.id), '[]'::json) AS options,
         COALESCE((SELECT json_agg(k.product_id ORDER BY k.link_id) FROM catalog_product_super_link k WHERE k.parent_id = p.id),
         '[]'::json) AS links
       FROM unnest($1::int[]) AS p(id)`,
      [numberArray(parentIds), storeId],
    );
    return new Map(rows.map((r) => [r.parent_id, { options: r.options, links: r.links }]));
  }

  /** The stored options of one product (default-scope labels), in position order. */
  async storedOptions(productId: number): Promise<StoredOption[]> {
    return this.ds.query(
      `SELECT a.product_super_attribute_id AS id, a.attribute_id, a.position, l.value AS label,
         COALESCE(l.use_default, false) AS use_default
       FROM catalog_product_super_attribute a
       LEFT JOIN catalog_product_super_attribute_label l ON l.product_super_attribute_id = a.product_super_attribute_id AND l.store_id = 0
       WHERE a.product_id = $1 ORDER BY a.position, a.product_super_attribute_id`,
      [productId],
    );
  }

  /**
   * The child a shopper's choice names: the one whose value of every configurable attribute of the
   * parent is the chosen one (Configurable::getProductByAttributes). Null when the choice leaves an
   * attribute out or no child matches.
   *
   * Every configurable cart line asks it, and it was the line's only catalogue read the product
   * cache did not answer: the answer is kept beside the parent, dropped with the parent or any of its
   * children (their attribute values decide it; the option and link tables empty the cache), read
   * as committed data (a cart call writes no product) and kept once the caller's transaction commits.
   */
  async childByChoice(parentId: number, choice: { attributeId: number; value: number }[]): Promise<number | null> {
    const key = this.cache.derivedKey(parentId, ['child', ...choice.flatMap((c) => [c.attributeId, c.value])]);
    const kept = this.cache.derived<{ childId: number | null }>(key);
    if (kept) return kept.childId;
    const token = this.cache.beginCommitted();
    const [row]: { product_id: number | null; children: number[] }[] = await this.ds.query(
      `SELECT (SELECT l.product_id FROM catalog_product_super_link l
                WHERE l.parent_id = $1
                  AND EXISTS (SELECT 1 FROM catalog_product_super_attribute a WHERE a.product_id = $1)
                  AND NOT EXISTS (
                    SELECT 1 FROM catalog_product_super_attribute a
                     WHERE a.product_id = $1
                       AND NOT EXISTS (
                         SELECT 1 FROM catalog_product_entity_int v
                           JOIN unnest($2::int[], $3::int[]) AS c(attribute_id, value)
                             ON c.attribute_id = a.attribute_id AND c.value = v.value
                          WHERE v.entity_id = l.product_id AND v.attribute_id = a.attribute_id AND v.store_id = 0))
                ORDER BY l.link_id LIMIT 1) AS product_id,
              ARRAY(SELECT product_id FROM catalog_product_super_link WHERE parent_id = $1) AS children`,
      [parentId, choice.map((c) => c.attributeId), choice.map((c) => c.value)],
    );
    const childId = row.product_id ?? null;
    await this.cache.keepAfterCommit(key, { childId }, token, [parentId, ...row.children]);
    return childId;
  }

  async childIds(parentId: number): Promise<number[]> {
    const rows: { product_id: number }[] = await this.ds.query(
      `SELECT product_id FROM catalog_product_super_link WHERE parent_id = $1 ORDER BY link_id`,
      [parentId],
    );
    return rows.map((r) => r.product_id);
  }

  /**
   * Upserts options by attribute (one statement with their default labels); with `replace`, the
   * product's options for other attributes go. Answers each written option's id by attribute id.
   */
  async saveOptions(productId: number, options: OptionWrite[], replace: boolean): Promise<Map<number, number>> {
    if (replace) {
      await this.ds.query(`DELETE FROM catalog_product_super_attribute WHERE product_id = $1 AND attribute_id <> ALL($2::int[])`, [
        productId,
        numberArray(options.map((o) => o.attribute_id)),
      ]);
    }
    if (!options.length) return new Map();
    const rows: { id: number; attribute_id: number }[] = await this.ds.query(
      `WITH given AS (
         SELECT * FROM unnest($2::int[], $3::int[], $4::varchar[], $5::boolean[]) AS g(attribute_id, position, label, use_default)
       ), saved AS (
         INSERT INTO catalog_product_super_attribute (product_id, attribute_id, position)
         SELECT $1, attribute_id, position FROM given
         ON CONFLICT (product_id, attribute_id) DO UPDATE SET position = EXCLUDED.position
         RETURNING product_super_attribute_id AS id, attribute_id
       ), labels AS (
         INSERT INTO catalog_product_super_attribute_label (product_super_attribute_id, store_id, use_default, value)
         SELECT s.id, 0, g.use_default, g.label FROM saved s JOIN given g USING (attribute_id)
         ON CONFLICT (product_super_attribute_id, store_id) DO UPDATE SET use_default = EXCLUDED.use_default, value = EXCLUDED.value
       )
       SELECT id, attribute_id FROM saved`,
      [
        productId,
        options.map((o) => o.attribute_id),
        options.map((o) => o.position),
        options.map((o) => o.label),
        options.map((o) => o.use_default),
      ],
    );
    return new Map(rows.map((r) => [r.attribute_id, r.id]));
  }

  /** Magento's configurable type marks a product with options as having required options. */
  async markHasOptions(productId: number): Promise<void> {
    await this.productRow.raiseOptionFlags(productId, `EXISTS (SELECT 1 FROM catalog_product_super_attribute WHERE product_id = $1)`);
  }

  async setType(productId: number, typeId: string): Promise<void> {
    await this.productRow.setType(productId, typeId);
  }

  async deleteOption(productId: number, optionId: number): Promise<void> {
    await this.ds.query(`DELETE FROM catalog_product_super_attribute WHERE product_id = $1 AND product_super_attribute_id = $2`, [
      productId,
      optionId,
    ]);
  }

  /** The product's children become exactly `childIds` (in that order). */
  async replaceLinks(parentId: number, childIds: number[]): Promise<void> {
    await this.ds.query(`DELETE FROM catalog_product_super_link WHERE parent_id = $1`, [parentId]);
    if (!childIds.length) return;
    await this.ds.query(
      `INSERT INTO catalog_product_super_link (parent_id, product_id)
       SELECT $1, c FROM unnest($2::int[]) WITH ORDINALITY AS x(c, n) ORDER BY n`,
      [parentId, numberArray(childIds)],
    );
  }

  /** Everything configurable the product had (its type changed away from configurable). */
  async clear(productId: number): Promise<void> {
    await this.ds.query(`DELETE FROM catalog_product_super_attribute WHERE product_id = $1`, [productId]);
    await this.ds.query(`DELETE FROM catalog_product_super_link WHERE parent_id = $1`, [productId]);
  }
}
