import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, Database, InputException, NoSuchEntityException, RequestContext, Settled } from '@mercato/platform';
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
  async save(ctx: RequestContext, pathCategoryId: number, link: CategoryProductLinkData): Promise<boolean> {
    const [saved] = await this.saveMany(ctx, [{ categoryId: pathCategoryId, link }]);
    if (!saved.ok) throw saved.error;
    return saved.value;
  }

  /**
   * `save` for many links in order (a bulk's consecutive ones): categories and products looked up
   * once for all, one upsert for the valid links (a link sent again later wins, as it would one
   * after another). Each link keeps its own outcome.
   */
  async saveMany(_ctx: RequestContext, saves: { categoryId: number; link: CategoryProductLinkData }[]): Promise<Settled<boolean>[]> {
    const categoryIds = saves.map(({ categoryId, link }) =>
      link.category_id !== undefined && link.category_id !== '' ? Number(link.category_id) : categoryId,
    );
    const categories = await this.existingCategories(categoryIds.filter((id) => Number.isInteger(id)));
    const products = await this.productIds(saves.map((s) => s.link.sku));
    const rows = new Map<string, { category: number; product: number; position: number }>();
    const results = saves.map(({ link }, i): Settled<boolean> => {
      const categoryId = categoryIds[i];
      if (!Number.isInteger(categoryId)) return { ok: false, error: InputException.invalidFieldValue('category_id', link.category_id) };
      if (!categories.has(categoryId)) return { ok: false, error: NoSuchEntityException.singleField('id', categoryId) };
      const productId = products.get(String(link.sku ?? '').toLowerCase());
      if (!productId) return { ok: false, error: new NoSuchEntityException(PRODUCT_NOT_FOUND) };
      rows.delete(`${categoryId}:${productId}`);
      rows.set(`${categoryId}:${productId}`, { category: categoryId, product: productId, position: link.position ?? 0 });
      return { ok: true, value: true };
    });
    if (!rows.size) return results;
    const links = [...rows.values()];
    try {
      await this.ds.query(
        `INSERT INTO catalog_category_product (category_id, product_id, position)
         SELECT * FROM unnest($1::int[], $2::int[], $3::int[])
         ON CONFLICT (category_id, product_id) DO UPDATE SET position = EXCLUDED.position`,
        [links.map((l) => l.category), links.map((l) => l.product), links.map((l) => l.position)],
      );
    } catch {
      const [l] = links;
      throw new CouldNotSaveException('Could not save product "%1" with position %2 to category %3', [l.product, l.position, l.category]);
    }
    return results;
  }

  async deleteByIds(ctx: RequestContext, categoryId: number, sku: string): Promise<boolean> {
    const [deleted] = await this.deleteMany(ctx, [{ categoryId, sku }]);
    if (!deleted.ok) throw deleted.error;
    return deleted.value;
  }

  /** `deleteByIds` for many links: one lookup of categories and products, one delete; each link its own outcome. */
  async deleteMany(_ctx: RequestContext, deletes: { categoryId: number; sku: string }[]): Promise<Settled<boolean>[]> {
    const categories = await this.existingCategories(deletes.map((d) => d.categoryId));
    const products = await this.productIds(deletes.map((d) => d.sku));
    const pairs = deletes.map(({ categoryId, sku }) => ({ categoryId, productId: products.get(String(sku ?? '').toLowerCase()) }));
    const known = pairs.filter((p) => categories.has(p.categoryId) && p.productId !== undefined);
    type Gone = { category_id: number; product_id: number };
    // TypeORM answers a DELETE with [rows, affected count].
    const [gone] = known.length
      ? await this.ds.query<[Gone[], number]>(
          `DELETE FROM catalog_category_product l USING unnest($1::int[], $2::int[]) AS x(c, p)
           WHERE l.category_id = x.c AND l.product_id = x.p RETURNING l.category_id, l.product_id`,
          [known.map((p) => p.categoryId), known.map((p) => p.productId)],
        )
      : [[] as Gone[]];
    const deleted = new Set(gone.map((g) => `${g.category_id}:${g.product_id}`));
    return pairs.map(({ categoryId, productId }): Settled<boolean> => {
      if (!categories.has(categoryId)) return { ok: false, error: NoSuchEntityException.singleField('id', categoryId) };
      if (productId === undefined) return { ok: false, error: new NoSuchEntityException(PRODUCT_NOT_FOUND) };
      // The first of a repeated link removes it; the next finds it gone.
      if (!deleted.delete(`${categoryId}:${productId}`)) {
        return { ok: false, error: new InputException("The category doesn't contain the specified product.") };
      }
      return { ok: true, value: true };
    });
  }

  /** Of these category ids, those that exist (one statement). */
  private async existingCategories(ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows: { entity_id: number }[] = await this.ds.query(
      `SELECT entity_id FROM catalog_category_entity WHERE entity_id = ANY($1::int[])`,
      [[...new Set(ids)]],
    );
    return new Set(rows.map((r) => r.entity_id));
  }

  /** Product ids by lower-cased SKU (one statement). */
  private async productIds(skus: (string | undefined)[]): Promise<Map<string, number>> {
    const keys = [...new Set(skus.filter((s): s is string => typeof s === 'string' && s !== '').map((s) => s.toLowerCase()))];
    if (!keys.length) return new Map();
    const rows: { entity_id: number; key: string }[] = await this.ds.query(
      `SELECT entity_id, lower(sku) AS key FROM catalog_product_entity WHERE lower(sku) = ANY($1::text[])`,
      [keys],
    );
    return new Map(rows.map((r) => [r.key, r.entity_id]));
  }
}
