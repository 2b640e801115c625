import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';

/**
 * What the product type parts (bundle, configurable, downloadable) change on the product's own
 * row: its type and its option flags. One statement per call, in the caller's transaction.
 */
@Injectable()
export class ProductRowWriter {
  constructor(private readonly ds: Database) {}

  async setType(productId: number, typeId: string): Promise<void> {
    await this.ds.query(`UPDATE catalog_product_entity SET type_id = $2, updated_at = now() WHERE entity_id = $1`, [productId, typeId]);
  }

  /**
   * Raises has_options and required_options when `condition` holds: SQL on the caller's own tables
   * with `$1` the product id and `$2`… the `params` (one statement, so the check costs no round trip).
   * Never lowers them: custom options, another part of the product, may be what set them.
   */
  async raiseOptionFlags(productId: number, condition: string, params: unknown[] = []): Promise<void> {
    await this.ds.query(
      `UPDATE catalog_product_entity SET has_options = true, required_options = true
       WHERE entity_id = $1 AND NOT (has_options AND required_options) AND ${condition}`,
      [productId, ...params],
    );
  }

  /** Raises both flags when the product's global (store 0) integer attribute is 1. */
  async raiseOptionFlagsWhenSet(productId: number, attributeId: number): Promise<void> {
    await this.raiseOptionFlags(
      productId,
      `EXISTS (SELECT 1 FROM catalog_product_entity_int v WHERE v.entity_id = $1 AND v.attribute_id = $2 AND v.store_id = 0
       AND v.value = 1)`,
      [attributeId],
    );
  }
}
