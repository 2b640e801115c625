import { Injectable } from '@nestjs/common';
import { Database, numberArray } from '@mercato/platform';
import { isSelectType } from './option-types';

/** ProductCustomOptionValuesInterface as the API answers it. */
export interface CustomOptionValueData {
  title: string | null;
  sort_order: number;
  price: number | null;
  price_type: string | null;
  sku?: string;
  option_type_id: number;
}

/** ProductCustomOptionInterface as the API answers it (fields Magento leaves out when null are absent). */
export interface CustomOptionData {
  product_sku: string;
  option_id: number;
  title: string | null;
  type: string;
  sort_order: number;
  is_require: boolean;
  price?: number;
  price_type?: string;
  sku?: string;
  file_extension?: string;
  max_characters?: number;
  image_size_x?: number;
  image_size_y?: number;
  values?: CustomOptionValueData[];
}

/** An option as stored, with its values' ids: what an update keeps of the fields it leaves out. */
export interface StoredOption {
  option_id: number;
  type: string;
  is_require: boolean;
  sku: string | null;
  max_characters: number | null;
  file_extension: string | null;
  image_size_x: number | null;
  image_size_y: number | null;
  sort_order: number;
  values: Map<number, StoredValue>;
}

export interface StoredValue {
  option_type_id: number;
  sku: string | null;
  sort_order: number;
}

interface OptionRow {
  product_id: number;
  option_id: number;
  type: string;
  is_require: boolean;
  sku: string | null;
  max_characters: number | null;
  file_extension: string | null;
  image_size_x: number | null;
  image_size_y: number | null;
  sort_order: number;
  title: string | null;
  price: string | null;
  price_type: string | null;
  option_values: {
    title: string | null;
    sort_order: number;
    price: number | null;
    price_type: string | null;
    sku: string | null;
    option_type_id: number;
  }[];
}

/**
 * Reads custom options the way Magento's option collection does for a store: the store view's
 * title, else the default one; the default price (the only one written, see OptionWriter); options
 * ordered by sort_order then title, values likewise. One statement for any number of products.
 */
@Injectable()
export class OptionReader {
  constructor(private readonly ds: Database) {}

  async forProducts(products: readonly { id: number; sku: string }[], storeId: number): Promise<Map<number, CustomOptionData[]>> {
    const result = new Map<number, CustomOptionData[]>();
    if (!products.length) return result;
    const skus = new Map(products.map((p) => [p.id, p.sku]));
    const rows: OptionRow[] = await this.ds.query(
      `SELECT o.product_id, o.option_id, o.type, o.is_require, o.sku, o.max_characters, o.file_extension,
              o.image_size_x, o.image_size_y, o.sort_order, COALESCE(ts.title, t0.title) AS title, p.price, p.price_type,
              COALESCE(v.option_values, '[]') AS option_values
       FROM catalog_product_option o
       LEFT JOIN catalog_product_option_title t0 ON t0.option_id = o.option_id AND t0.store_id = 0
       LEFT JOIN catalog_product_option_title ts ON ts.option_id = o.option_id AND ts.store_id = $2 AND $2 <> 0
       LEFT JOIN catalog_product_option_price p ON p.option_id = o.option_id AND p.store_id = 0
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object('title', x.title, 'sort_order', x.sort_order, 'price', x.price,
                  'price_type', x.price_type, 'sku', x.sku, 'option_type_id', x.option_type_id)
                ORDER BY x.sort_order, x.title, x.option_type_id) AS option_values
         FROM (
           SELECT tv.option_type_id, tv.sort_order, tv.sku, COALESCE(vs.title, v0.title) AS title, vp.price, vp.price_type
           FROM catalog_product_option_type_value tv
           LEFT JOIN catalog_product_option_type_title v0 ON v0.option_type_id = tv.option_type_id AND v0.store_id = 0
           LEFT JOIN catalog_product_option_type_title vs ON vs.option_type_id = tv.option_type_id AND vs.store_id = $2 AND $2 <> 0
           LEFT JOIN catalog_product_option_type_price vp ON vp.option_type_id = tv.option_type_id AND vp.store_id = 0
           WHERE tv.option_id = o.option_id
         ) x
       ) v ON true
       WHERE o.product_id = ANY($1::int[])
       ORDER BY o.product_id, o.sort_order, COALESCE(ts.title, t0.title), o.option_id`,
      [numberArray(products.map((p) => p.id)), storeId],
    );
    for (const r of rows) {
      const list = result.get(r.product_id) ?? [];
      list.push(toOptionData(r, skus.get(r.product_id)!));
      result.set(r.product_id, list);
    }
    return result;
  }

  /** The product's options as stored (no titles or prices): what a save checks ids against. */
  async stored(productId: number): Promise<Map<number, StoredOption>> {
    const rows: (Omit<StoredOption, 'values'> & { option_values: StoredValue[] })[] = await this.ds.query(
      `SELECT o.option_id, o.type, o.is_require, o.sku, o.max_characters, o.file_extension, o.image_size_x, o.image_size_y, o.sort_order,
                COALESCE((SELECT json_agg(json_build_object('option_type_id', v.option_type_id, 'sku', v.sku, 'sort_order', v.sort_order))
                          FROM catalog_product_option_type_value v WHERE v.option_id = o.option_id), '[]') AS option_values
         FROM catalog_product_option o WHERE o.product_id = $1`,
      [productId],
    );
    return new Map(
      rows.map(({ option_values, ...o }) => [o.option_id, { ...o, values: new Map(option_values.map((v) => [v.option_type_id, v])) }]),
    );
  }
}

function toOptionData(r: OptionRow, productSku: string): CustomOptionData {
  const option: CustomOptionData = {
    product_sku: productSku,
    option_id: r.option_id,
    title: r.title,
    type: r.type,
    sort_order: r.sort_order,
    is_require: r.is_require,
  };
  if (r.price !== null) {
    option.price = Number(r.price);
    option.price_type = r.price_type!;
  }
  if (r.sku !== null) option.sku = r.sku;
  if (r.file_extension !== null) option.file_extension = r.file_extension;
  if (r.max_characters !== null) option.max_characters = r.max_characters;
  if (r.image_size_x !== null) option.image_size_x = r.image_size_x;
  if (r.image_size_y !== null) option.image_size_y = r.image_size_y;
  if (isSelectType(r.type)) {
    // Title, sort order, price and price type are required fields of the values interface: Magento
    // answers them even when null (a value saved without a price); sku only when it has one.
    option.values = r.option_values.map((v) => ({
      title: v.title,
      sort_order: v.sort_order,
      price: v.price === null ? null : Number(v.price),
      price_type: v.price_type,
      ...(v.sku !== null ? { sku: v.sku } : {}),
      option_type_id: v.option_type_id,
    }));
  }
  return option;
}
