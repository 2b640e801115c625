import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { PRODUCT_NOT_FOUND } from '../services/product-reader';
import { CategoryStore } from './category-store';
import { CategoryProductLinkData } from './dto/category.input';

/** Magento_Catalog's CategoryLinkManagementInterface and CategoryLinkRepositoryInterface: product positions in a category. */
@Injectable()
export class CategoryLinks {
  constructor(
    private readonly ds: Database,
    private readonly store: CategoryStore,
  ) {}

  async getAssignedProducts(_ctx: RequestContext, categoryId: number): Promise<{ sku: string; position: number; category_id: string }[]> {
    await this.store.get(categoryId, 0);
    return this.ds.query(
      `SELECT p.sku, l.position, l.category_id::text AS category_id FROM catalog_category_product l
       JOIN catalog_product_entity p ON p.entity_id = l.product_id WHERE l.category_id = $1 ORDER BY l.position, p.entity_id`,
      [categoryId],
    );
  }

  /** Assigns a product (or changes its position). Magento reads the category from the link; the path's id fills it when absent. */
  async save(_ctx: RequestContext, pathCategoryId: number, link: CategoryProductLinkData): Promise<boolean> {
    const categoryId = link.category_id !== undefined && link.category_id !== '' ? Number(link.category_id) : pathCategoryId;
    if (!Number.isInteger(categoryId)) throw InputException.invalidFieldValue('category_id', link.category_id);
    await this.store.get(categoryId, 0);
    const productId = await this.productId(link.sku);
    const position = link.position ?? 0;
    try {
      await this.ds.query(
        `INSERT INTO catalog_category_product (category_id, product_id, position) VALUES ($1, $2, $3)
         ON CONFLICT (category_id, product_id) DO UPDATE SET position = EXCLUDED.position`,
        [categoryId, productId, position],
      );
    } catch {
      throw new CouldNotSaveException('Could not save product "%1" with position %2 to category %3', [productId, position, categoryId]);
    }
    return true;
  }

  async deleteByIds(_ctx: RequestContext, categoryId: number, sku: string): Promise<boolean> {
    await this.store.get(categoryId, 0);
    const productId = await this.productId(sku);
    const [{ n }] = await this.ds.query(
      `WITH gone AS (DELETE FROM catalog_category_product WHERE category_id = $1 AND product_id = $2 RETURNING 1) SELECT count(*)::int AS n
       FROM gone`,
      [categoryId, productId],
    );
    if (!n) throw new InputException("The category doesn't contain the specified product.");
    return true;
  }

  private async productId(sku: string | undefined): Promise<number> {
    const [row] = sku ? await this.ds.query(`SELECT entity_id FROM catalog_product_entity WHERE lower(sku) = lower($1)`, [sku]) : [];
    if (!row) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
    return row.entity_id;
  }
}
