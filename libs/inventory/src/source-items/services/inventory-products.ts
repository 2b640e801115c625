import { Injectable } from '@nestjs/common';
import { LocatedProduct, ProductLocator, skuKey } from '@mercato/catalog';

/** Product types whose stock lives in source items (Magento IsSourceItemManagementAllowedForProductType). */
export const SOURCE_ITEM_TYPES: ReadonlySet<string> = new Set(['simple', 'virtual', 'downloadable']);
/** Types that keep a quantity in their legacy stock item (Magento StockConfiguration::isQty). */
export const QTY_TYPES: ReadonlySet<string> = SOURCE_ITEM_TYPES;
export const DEFAULT_SOURCE = 'default';
export const DEFAULT_STOCK_ID = 1;

/** The products a call names, found in one query (or from the catalog's located-product cache). */
export class FoundProducts {
  constructor(private readonly byKey: Map<string, LocatedProduct>) {}

  get(sku: unknown): LocatedProduct | undefined {
    return typeof sku === 'string' ? this.byKey.get(skuKey(sku)) : undefined;
  }

  /** The SKU as the catalog spells it when a product has it (SKUs match case-insensitively), else as given. */
  canonical(sku: string): string {
    return this.get(sku)?.sku ?? sku;
  }

  /**
   * The products among `skus` whose type keeps source items, once each, in order of first
   * mention: what the bulk operations process (others are skipped silently).
   */
  withSourceItems(skus: readonly unknown[]): LocatedProduct[] {
    const seen = new Set<number>();
    const out: LocatedProduct[] = [];
    for (const sku of skus) {
      const p = this.get(sku);
      if (!p || seen.has(p.entity_id) || !SOURCE_ITEM_TYPES.has(p.type_id)) continue;
      seen.add(p.entity_id);
      out.push(p);
    }
    return out;
  }
}

@Injectable()
export class InventoryProducts {
  constructor(private readonly locator: ProductLocator) {}

  async find(skus: readonly unknown[]): Promise<FoundProducts> {
    const names = skus.filter((s): s is string => typeof s === 'string' && s.trim() !== '');
    return new FoundProducts(names.length ? await this.locator.locate(names) : new Map());
  }
}
