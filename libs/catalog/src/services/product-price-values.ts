import { Injectable } from '@nestjs/common';
import { Database, numberArray, textArray } from '@mercato/platform';

/** One decimal attribute value of a product in a store. */
export interface DecimalValue {
  entity: number;
  store: number;
  value: number;
}

/** A special price with its optional validity dates (`YYYY-MM-DD HH:MM:SS`). */
export interface SpecialPriceValue {
  entity: number;
  store: number;
  price: number;
  from: string | null;
  to: string | null;
}

/** The attribute ids of a special price: the price and its two dates. */
export interface SpecialPriceAttributes {
  price: number;
  from: number;
  to: number;
}

/**
 * The catalog's price attribute values for the price storages of the pricing lib (base price,
 * cost, special price): each method is one statement whatever the number of products.
 */
@Injectable()
export class ProductPriceValues {
  constructor(private readonly ds: Database) {}

  /** The attribute's non-null values of the products, by product and store. */
  readDecimal(attributeId: number, ids: number[]): Promise<{ entity_id: number; store_id: number; value: string }[]> {
    return this.ds.query(
      `SELECT entity_id, store_id, value FROM catalog_product_entity_decimal
       WHERE attribute_id = $2 AND entity_id = ANY($1) AND value IS NOT NULL ORDER BY entity_id, store_id`,
      [ids, attributeId],
    );
  }

  /** Sets the attribute's values (one per product and store); unchanged rows are not rewritten. */
  async upsertDecimal(attributeId: number, values: DecimalValue[]): Promise<void> {
    await this.ds.query(
      `INSERT INTO catalog_product_entity_decimal AS d (entity_id, attribute_id, store_id, value)
       SELECT entity_id, $4::int, store_id, value FROM unnest($1::int[], $2::int[], $3::numeric[]) AS t(entity_id, store_id, value)
       ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value
       WHERE d.value IS DISTINCT FROM EXCLUDED.value`,
      [
        numberArray(values.map((v) => v.entity)),
        numberArray(values.map((v) => v.store)),
        numberArray(values.map((v) => v.value)),
        attributeId,
      ],
    );
  }

  /** Removes the attribute's values of the products in every store. */
  async deleteDecimal(attributeId: number, ids: number[]): Promise<void> {
    await this.ds.query(`DELETE FROM catalog_product_entity_decimal WHERE attribute_id = $2 AND entity_id = ANY($1)`, [ids, attributeId]);
  }

  /** The products' special prices with their dates, by product and store. */
  readSpecialPrices(
    a: SpecialPriceAttributes,
    ids: number[],
  ): Promise<{ entity_id: number; store_id: number; price: string; price_from: string | null; price_to: string | null }[]> {
    return this.ds.query(
      `SELECT d.entity_id, d.store_id, d.value AS price,
         to_char(f.value, 'YYYY-MM-DD HH24:MI:SS') AS price_from, to_char(t.value, 'YYYY-MM-DD HH24:MI:SS') AS price_to
       FROM catalog_product_entity_decimal d
       LEFT JOIN catalog_product_entity_datetime f ON f.entity_id = d.entity_id AND f.store_id = d.store_id AND f.attribute_id = $3
       LEFT JOIN catalog_product_entity_datetime t ON t.entity_id = d.entity_id AND t.store_id = d.store_id AND t.attribute_id = $4
       WHERE d.attribute_id = $2 AND d.entity_id = ANY($1) AND d.value IS NOT NULL
       ORDER BY d.entity_id, d.store_id`,
      [ids, a.price, a.from, a.to],
    );
  }

  /** Sets the special prices and the dates given (a date left out keeps the stored one). */
  async upsertSpecialPrices(a: SpecialPriceAttributes, values: SpecialPriceValue[]): Promise<void> {
    await this.ds.query(
      `WITH input AS (
         SELECT * FROM unnest($1::int[], $2::int[], $3::numeric[], $4::timestamp[], $5::timestamp[])
           AS t(entity_id, store_id, price, price_from, price_to)
       ), prices AS (
         INSERT INTO catalog_product_entity_decimal AS d (entity_id, attribute_id, store_id, value)
         SELECT entity_id, $6::int, store_id, price FROM input
         ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value
         WHERE d.value IS DISTINCT FROM EXCLUDED.value
       )
       INSERT INTO catalog_product_entity_datetime AS d (entity_id, attribute_id, store_id, value)
       SELECT entity_id, $7::int, store_id, price_from FROM input WHERE price_from IS NOT NULL
       UNION ALL
       SELECT entity_id, $8::int, store_id, price_to FROM input WHERE price_to IS NOT NULL
       ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value
       WHERE d.value IS DISTINCT FROM EXCLUDED.value`,
      [
        numberArray(values.map((v) => v.entity)),
        numberArray(values.map((v) => v.store)),
        numberArray(values.map((v) => v.price)),
        textArray(values.map((v) => v.from)),
        textArray(values.map((v) => v.to)),
        a.price,
        a.from,
        a.to,
      ],
    );
  }

  /** Deletes the special price and both dates of each (product, store). */
  async deleteSpecialPrices(a: SpecialPriceAttributes, keys: { entity: number; store: number }[]): Promise<void> {
    await this.ds.query(
      `WITH input AS (SELECT * FROM unnest($1::int[], $2::int[]) AS t(entity_id, store_id)),
       prices AS (
         DELETE FROM catalog_product_entity_decimal d USING input i
         WHERE d.entity_id = i.entity_id AND d.store_id = i.store_id AND d.attribute_id = $3
       )
       DELETE FROM catalog_product_entity_datetime d USING input i
       WHERE d.entity_id = i.entity_id AND d.store_id = i.store_id AND d.attribute_id = ANY($4)`,
      [numberArray(keys.map((k) => k.entity)), numberArray(keys.map((k) => k.store)), a.price, [a.from, a.to]],
    );
  }
}
