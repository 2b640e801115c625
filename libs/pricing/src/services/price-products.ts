import { Injectable } from '@nestjs/common';
import { BundlePriceType, LocatedProduct, ProductCache, ProductLocator, skuKey } from '@mercato/catalog';

export type PriceKind = 'tier' | 'special' | 'base' | 'cost';

/** Product types each price storage accepts (Magento di.xml, merged across modules). */
const ALLOWED_TYPES: Record<PriceKind, ReadonlySet<string>> = {
  tier: new Set(['simple', 'virtual', 'bundle', 'downloadable']),
  special: new Set(['simple', 'virtual', 'bundle', 'downloadable']),
  base: new Set(['simple', 'virtual', 'bundle', 'downloadable']),
  cost: new Set(['simple', 'virtual', 'downloadable']),
};

/** Types that may be bought in fractional quantities (tier price quantity rule). */
const DECIMAL_QTY_TYPES = new Set(['simple', 'virtual', 'bundle']);

/**
 * The products a price call names, found in one query; a SKU whose product is missing or of a
 * type the storage does not accept counts as unknown (configurable and grouped never qualify; a
 * base price needs a fixed-price bundle).
 */
@Injectable()
export class PriceProducts {
  constructor(
    private readonly locator: ProductLocator,
    private readonly cache: ProductCache,
  ) {}

  /** After a price write: the products written, as read in this process, must show it at once (the others stay cached). */
  changed(productIds: readonly number[]): void {
    this.cache.invalidateProducts(productIds);
  }

  async resolve(kind: PriceKind, skus: readonly unknown[]): Promise<PriceProductSet> {
    const found = await this.locator.locate(skus.filter((s): s is string => typeof s === 'string'));
    const allowed = new Map<string, LocatedProduct>();
    for (const [key, p] of found) {
      if (!ALLOWED_TYPES[kind].has(p.type_id)) continue;
      if (kind === 'base' && p.type_id === 'bundle' && Number(p.price_type) !== BundlePriceType.Fixed) continue;
      allowed.set(key, p);
    }
    return new PriceProductSet(allowed);
  }
}

export class PriceProductSet {
  constructor(private readonly products: Map<string, LocatedProduct>) {}

  get(sku: unknown): LocatedProduct | undefined {
    if (typeof sku !== 'string' || sku.trim() === '') return undefined;
    return this.products.get(skuKey(sku));
  }

  canUseDecimalQty(product: LocatedProduct): boolean {
    return DECIMAL_QTY_TYPES.has(product.type_id);
  }

  entityIds(): number[] {
    return [...this.products.values()].map((p) => p.entity_id);
  }

  /** entity id → the SKU as the caller wrote it (answers echo the caller's spelling). */
  callerSkus(skus: readonly string[]): Map<number, string> {
    const out = new Map<number, string>();
    for (const s of skus) {
      const p = this.get(s);
      if (p && !out.has(p.entity_id)) out.set(p.entity_id, s);
    }
    return out;
  }
}
