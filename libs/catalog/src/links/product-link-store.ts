import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, numberArray } from '@mercato/platform';
import { ASSOCIATED, LINK_TYPE_ORDER, LINKED_DATA_INVALID, linkTypeName } from './link-types';
import { LinkRow } from './link-rows';

/** A link as Magento's ProductLinkInterface answers it (the product's own SKU is added by the caller). */
export interface StoredLink {
  link_type: string;
  linked_product_sku: string;
  linked_product_type: string;
  position: number;
  /** `associated` links: the grouped product's default quantity (ProductLinkExtensionInterface::qty). */
  extension_attributes?: { qty: number };
}

interface LinkRecord {
  product_id: number;
  link_type_id: number;
  linked_product_sku: string;
  linked_product_type: string;
  position: number;
  qty: number | null;
}

/**
 * catalog_product_link, set-based: any number of products' links read in one statement, a
 * product's links of some types replaced in two, whatever the number of links.
 */
@Injectable()
export class ProductLinkStore {
  constructor(private readonly ds: Database) {}

  /** Links of each product, in Magento's order: by type (related, crosssell, upsell), then position. */
  async linksOf(productIds: readonly number[], typeId?: number): Promise<Map<number, StoredLink[]>> {
    const byProduct = new Map<number, StoredLink[]>();
    if (!productIds.length) return byProduct;
    const rows: LinkRecord[] = await this.ds.query(
      `SELECT l.product_id, l.link_type_id, p.sku AS linked_product_sku, p.type_id AS linked_product_type, l.position, l.qty::float8 AS qty
       FROM catalog_product_link l JOIN catalog_product_entity p ON p.entity_id = l.linked_product_id
       WHERE l.product_id = ANY($1::int[]) AND ($3::int IS NULL OR l.link_type_id = $3::int)
       ORDER BY l.product_id, array_position($2::int[], l.link_type_id::int), l.position, l.link_id`,
      [numberArray([...productIds]), LINK_TYPE_ORDER, typeId ?? null],
    );
    for (const r of rows) {
      const list = byProduct.get(r.product_id) ?? [];
      list.push({
        link_type: linkTypeName(r.link_type_id),
        linked_product_sku: r.linked_product_sku,
        linked_product_type: r.linked_product_type,
        position: r.position,
        ...(r.link_type_id === ASSOCIATED ? { extension_attributes: { qty: Number(r.qty ?? 0) } } : {}),
      });
      byProduct.set(r.product_id, list);
    }
    return byProduct;
  }

  /** The product's links of the given types become `rows` (rows of other types are not touched). */
  async replace(productId: number, typeIds: readonly number[], rows: readonly LinkRow[]): Promise<void> {
    await this.ds.query(`DELETE FROM catalog_product_link WHERE product_id = $1 AND link_type_id = ANY($2::int[])`, [
      productId,
      [...typeIds],
    ]);
    if (rows.length) await this.upsert(productId, rows);
  }

  /** Adds links, or moves existing ones to the given position. */
  async upsert(productId: number, rows: readonly LinkRow[]): Promise<void> {
    try {
      await this.ds.query(
        `INSERT INTO catalog_product_link (product_id, linked_product_id, link_type_id, position, qty)
         SELECT $1, l, t, p, CASE WHEN t = ${ASSOCIATED} THEN COALESCE(q, 0) END
         FROM unnest($2::int[], $3::int[], $4::int[], $5::numeric[]) AS x(l, t, p, q)
         ON CONFLICT (product_id, linked_product_id, link_type_id) DO UPDATE SET position = EXCLUDED.position, qty = EXCLUDED.qty`,
        [productId, rows.map((r) => r.linkedId), rows.map((r) => r.typeId), rows.map((r) => r.position), rows.map((r) => r.qty ?? null)],
      );
    } catch (error) {
      // A linked product deleted since it was looked up.
      if (isForeignKeyViolation(error)) throw new CouldNotSaveException(LINKED_DATA_INVALID).withCause(error);
      throw error;
    }
  }

  /** Answers whether the link existed. */
  async delete(productId: number, linkedId: number, typeId: number): Promise<boolean> {
    const [, affected]: [unknown[], number] = await this.ds.query(
      `DELETE FROM catalog_product_link WHERE product_id = $1 AND linked_product_id = $2 AND link_type_id = $3`,
      [productId, linkedId, typeId],
    );
    return affected > 0;
  }

  /** A product save through a link or website route changes the product's updated_at, as Magento's does. */
  async touchProduct(productId: number): Promise<void> {
    await this.ds.query(`UPDATE catalog_product_entity SET updated_at = now() WHERE entity_id = $1`, [productId]);
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return (e?.code ?? e?.driverError?.code) === '23503';
}
