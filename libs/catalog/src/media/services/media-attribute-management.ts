import { Injectable } from '@nestjs/common';
import { Database, RequestContext } from '@mercato/platform';
import { PRODUCT_ENTITY_TYPE_ID } from '@mercato/eav';
import { ProductAttributeRepository } from '../../attributes/services/product-attribute-repository';

/**
 * Magento\Catalog\Api\ProductMediaAttributeManagementInterface: the media image attributes
 * (image roles) of the product attribute set with that name, in the set's order, in the product
 * attribute repository's ProductAttributeInterface shape. An unknown set name has none.
 */
@Injectable()
export class MediaAttributeManagement {
  constructor(
    private readonly ds: Database,
    private readonly attributes: ProductAttributeRepository,
  ) {}

  async getList(ctx: RequestContext, attributeSetName: string): Promise<Record<string, unknown>[]> {
    const rows: { attribute_id: number }[] = await this.ds.query(
      `SELECT a.attribute_id FROM eav_attribute a
       JOIN eav_entity_attribute ea ON ea.attribute_id = a.attribute_id
       JOIN eav_attribute_set s ON s.attribute_set_id = ea.attribute_set_id
       WHERE s.entity_type_id = $1 AND s.attribute_set_name = $2 AND a.frontend_input = 'media_image'
       ORDER BY ea.sort_order, a.attribute_id`,
      [PRODUCT_ENTITY_TYPE_ID, attributeSetName],
    );
    if (!rows.length) return [];
    const ids = rows.map((r) => r.attribute_id);
    const { items } = await this.attributes.getList(ctx, {
      filter_groups: [{ filters: [{ field: 'attribute_id', value: ids.join(','), condition_type: 'in' }] }],
    });
    const order = new Map(ids.map((id, i) => [id, i]));
    return items.sort((a, b) => order.get(a.attribute_id as number)! - order.get(b.attribute_id as number)!);
  }
}
