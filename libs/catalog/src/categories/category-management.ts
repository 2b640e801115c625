import { Injectable } from '@nestjs/common';
import { Database, LocalizedException, RequestContext } from '@mercato/platform';
import { CategoryStore } from './category-store';
import { DEFAULT_ROOT_ID } from './category-repository';

/** A node of CategoryTreeInterface. */
interface TreeNode {
  id: number;
  parent_id: number;
  name: string;
  is_active: boolean;
  position: number;
  level: number;
  product_count: number;
  children_data: TreeNode[];
}

/** Magento_Catalog's CategoryManagementInterface: the tree and moves. */
@Injectable()
export class CategoryManagement {
  constructor(
    private readonly ds: Database,
    private readonly store: CategoryStore,
  ) {}

  /** The tree under `rootCategoryId` (the store's root, 2, by default), `depth` levels deep (all when absent). */
  async getTree(ctx: RequestContext, rootCategoryId?: number, depth?: number): Promise<TreeNode> {
    const storeId = this.store.readStore(ctx);
    const root = await this.store.get(rootCategoryId ?? DEFAULT_ROOT_ID, storeId);
    const maxLevel = depth === undefined || depth === null ? null : root.level + depth;
    const below: { entity_id: number }[] = await this.ds.query(
      `SELECT entity_id FROM catalog_category_entity WHERE path LIKE $1 || '/%' AND ($2::int IS NULL OR level <= $2)`,
      [root.path, maxLevel],
    );
    const rows = [
      root,
      ...(await this.store.load(
        below.map((b) => b.entity_id),
        storeId,
      )),
    ];
    const counts = new Map<number, number>(
      (
        await this.ds.query(
          `SELECT category_id, count(*)::int AS n FROM catalog_category_product WHERE category_id = ANY($1::int[]) GROUP BY category_id`,
          [rows.map((r) => r.entity_id)],
        )
      ).map((c: { category_id: number; n: number }) => [c.category_id, c.n]),
    );
    const nodes = new Map<number, TreeNode>(
      rows.map((r) => [
        r.entity_id,
        {
          id: r.entity_id,
          parent_id: r.parent_id,
          name: r.name,
          is_active: r.is_active,
          position: r.position,
          level: r.level,
          product_count: counts.get(r.entity_id) ?? 0,
          children_data: [],
        },
      ]),
    );
    for (const r of rows) if (r !== root) nodes.get(r.parent_id)?.children_data.push(nodes.get(r.entity_id)!);
    for (const n of nodes.values()) n.children_data.sort((a, b) => a.position - b.position || a.id - b.id);
    return nodes.get(root.entity_id)!;
  }

  /**
   * Moves a category under `parentId`, after its child `afterId` (Magento: without afterId, or one
   * past the last child, it goes last; 0 puts it first). Its subtree's paths and levels follow.
   */
  async move(_ctx: RequestContext, categoryId: number, parentId: number, afterId?: number): Promise<boolean> {
    const category = await this.store.get(categoryId, 0);
    const parent = await this.store.get(parentId, 0);
    if (parent.path === category.path || parent.path.startsWith(category.path + '/')) {
      throw new LocalizedException('Operation do not allow to move a parent category to any of children category');
    }
    const siblings = parent.children
      ? parent.children
          .split(',')
          .map(Number)
          .filter((s) => s !== categoryId)
      : [];
    const last = siblings[siblings.length - 1];
    const after = afterId === undefined || afterId === null || (last !== undefined && afterId > last) ? last : afterId;
    await this.ds.transaction(async () => {
      // Siblings keep their order; the moved category takes the slot after `after` (first without one).
      const order = [...siblings];
      const at = after ? order.indexOf(after) + 1 : 0;
      order.splice(at < 0 ? order.length : at, 0, categoryId);
      const size = Number(category.children_count) + 1;
      const oldAncestors = category.path
        .split('/')
        .map(Number)
        .filter((a) => a !== categoryId);
      await this.ds.query(`UPDATE catalog_category_entity SET children_count = children_count - $2 WHERE entity_id = ANY($1::int[])`, [
        oldAncestors,
        size,
      ]);
      await this.ds.query(`UPDATE catalog_category_entity SET children_count = children_count + $2 WHERE entity_id = ANY($1::int[])`, [
        parent.path.split('/').map(Number),
        size,
      ]);
      const newPath = `${parent.path}/${categoryId}`;
      await this.ds.query(
        `UPDATE catalog_category_entity SET path = $2 || substr(path, length($1) + 1), level = level + $3
         WHERE path = $1 OR path LIKE $1 || '/%'`,
        [category.path, newPath, parent.level + 1 - category.level],
      );
      await this.ds.query(`UPDATE catalog_category_entity SET parent_id = $2, updated_at = now() WHERE entity_id = $1`, [
        categoryId,
        parentId,
      ]);
      await this.ds.query(
        `UPDATE catalog_category_entity c SET position = u.pos FROM unnest($1::int[]) WITH ORDINALITY AS u(id, pos)
         WHERE c.entity_id = u.id`,
        [order],
      );
    });
    return true;
  }
}
