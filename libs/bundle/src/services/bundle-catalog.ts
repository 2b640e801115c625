import { Injectable } from '@nestjs/common';
import { Database, InputException, NoSuchEntityException, numberArray, textArray } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { BundlePriceType, PRODUCT_NOT_FOUND, skuKey } from '@mercato/catalog';

/** A product as the bundle rules see it: its id, type and, for bundles, whether its price is fixed. */
export interface ProductRef {
  id: number;
  sku: string;
  typeId: string;
  fixedPrice: boolean;
}

/** A stored selection (a link) with its child's SKU. Numbers come back as JSON numbers. */
export interface StoredLink {
  selection_id: number;
  option_id: number;
  product_id: number;
  sku: string;
  position: number;
  is_default: boolean;
  price_type: number;
  price: number;
  qty: number | null;
  can_change_qty: number;
}

export interface StoredOption {
  option_id: number;
  parent_id: number;
  required: boolean;
  position: number;
  type: string | null;
  title: string | null;
  links: StoredLink[];
}

/** Magento's Product\Type::isComposite: these types cannot be offered inside a bundle. */
const COMPOSITE_TYPES = new Set(['bundle', 'configurable', 'grouped']);

export const isComposite = (typeId: string): boolean => COMPOSITE_TYPES.has(typeId);

/** Reads bundle products, their options and their selections. */
@Injectable()
export class BundleCatalog {
  constructor(
    private readonly ds: Database,
    private readonly attributes: AttributeCatalog,
  ) {}

  /** One statement for any number of SKUs (trimmed, case-insensitive), keyed by skuKey. */
  async products(skus: readonly string[]): Promise<Map<string, ProductRef>> {
    const keys = [...new Set(skus.filter((s) => typeof s === 'string').map(skuKey))];
    if (!keys.length) return new Map();
    const priceType = await this.attributes.require('price_type');
    const rows: { entity_id: number; sku: string; type_id: string; price_type: number | null }[] = await this.ds.query(
      `SELECT e.entity_id, e.sku, e.type_id, pt.value AS price_type
       FROM catalog_product_entity e
       LEFT JOIN catalog_product_entity_int pt ON e.type_id = 'bundle' AND pt.entity_id = e.entity_id AND pt.attribute_id = $2
       AND pt.store_id = 0
       WHERE lower(e.sku) = ANY($1::text[])`,
      [textArray(keys), priceType.attribute_id],
    );
    return new Map(
      rows.map((r) => [
        skuKey(r.sku),
        { id: r.entity_id, sku: r.sku, typeId: r.type_id, fixedPrice: r.price_type === BundlePriceType.Fixed },
      ]),
    );
  }

  /**
   * Holds a bundle's options and links for the rest of the transaction: a change reads them, then
   * writes the whole option back, so two writers of one bundle (two requests, or two consumer
   * batches of one bulk) must take turns or one would lose the other's change.
   */
  async lock(productId: number): Promise<void> {
    await this.ds.query(`SELECT pg_advisory_xact_lock(hashtext('bundle-options'), $1::int)`, [productId]);
  }

  /** Whether a bundle has a fixed price (`price_type` 1), else its price is its selections'. */
  async isFixedPrice(productId: number): Promise<boolean> {
    const priceType = await this.attributes.require('price_type');
    const [row]: { value: number | null }[] = await this.ds.query(
      `SELECT value FROM catalog_product_entity_int WHERE entity_id = $1 AND attribute_id = $2 AND store_id = 0`,
      [productId, priceType.attribute_id],
    );
    return Number(row?.value ?? BundlePriceType.Dynamic) === BundlePriceType.Fixed;
  }

  /** The product by SKU: 404 when there is none, `notBundle` when it is of another type. */
  async bundle(sku: string, notBundle: (product: ProductRef) => InputException): Promise<ProductRef> {
    const product = (await this.products([sku])).get(skuKey(sku));
    if (!product) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
    if (product.typeId !== 'bundle') throw notBundle(product);
    return product;
  }

  /**
   * The options of many products with their selections, in Magento's order (options by position
   * then id, selections likewise), titles as seen from `storeId` (its own title, else the
   * default). One statement, whatever the number of products.
   */
  async options(productIds: readonly number[], storeId: number): Promise<Map<number, StoredOption[]>> {
    const byProduct = new Map<number, StoredOption[]>();
    if (!productIds.length) return byProduct;
    const rows: StoredOption[] = await this.ds.query(
      `SELECT o.option_id, o.parent_id, o.required, o.position, o.type, COALESCE(vs.title, v0.title) AS title,
         COALESCE((
           SELECT json_agg(json_build_object(
             'selection_id', s.selection_id, 'option_id', s.option_id, 'product_id', s.product_id, 'sku', c.sku,
             'position', s.position, 'is_default', s.is_default, 'price_type', s.selection_price_type,
             'price', s.selection_price_value, 'qty', s.selection_qty, 'can_change_qty', s.selection_can_change_qty)
             ORDER BY s.position, s.selection_id)
           FROM catalog_product_bundle_selection s JOIN catalog_product_entity c ON c.entity_id = s.product_id
           WHERE s.option_id = o.option_id), '[]') AS links
       FROM catalog_product_bundle_option o
       LEFT JOIN catalog_product_bundle_option_value v0 ON v0.option_id = o.option_id AND v0.store_id = 0
       LEFT JOIN catalog_product_bundle_option_value vs ON vs.option_id = o.option_id AND vs.store_id = $2 AND $2 <> 0
       WHERE o.parent_id = ANY($1::int[])
       ORDER BY o.parent_id, o.position, o.option_id`,
      [numberArray([...productIds]), storeId],
    );
    for (const row of rows) {
      const list = byProduct.get(row.parent_id) ?? [];
      list.push(row);
      byProduct.set(row.parent_id, list);
    }
    return byProduct;
  }

  async optionsOf(productId: number, storeId: number): Promise<StoredOption[]> {
    return (await this.options([productId], storeId)).get(productId) ?? [];
  }
}
