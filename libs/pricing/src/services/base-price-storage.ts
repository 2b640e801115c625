import { Injectable } from '@nestjs/common';
import { CouldNotSaveException, RequestContext, toNumber } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { PriceScope, ProductPriceValues } from '@mercato/catalog';
import { StoreDirectory } from '@mercato/store';
import { BasePriceRecord } from '../dto/price.input';
import { PriceProducts } from './price-products';
import { lastPerKey, PriceUpdateResult, PriceValidation, text } from './price-update-result';
import { writeFailed } from './write-failed';

const INVALID_ATTRIBUTE = 'Invalid attribute %fieldName = %fieldValue.';

/**
 * Magento\Catalog\Api\BasePriceStorageInterface: the `price` attribute. With a global price
 * scope every row lands at store 0; with website scope a row for store S is written to every
 * store view of S's website. Base prices are never deleted, only changed.
 */
@Injectable()
export class BasePriceStorage {
  constructor(
    private readonly values: ProductPriceValues,
    private readonly products: PriceProducts,
    private readonly attributes: AttributeCatalog,
    private readonly stores: StoreDirectory,
    private readonly priceScope: PriceScope,
  ) {}

  async get(_ctx: RequestContext, skus: string[]): Promise<{ price: number; store_id: number; sku: string }[]> {
    const set = await this.products.resolve('base', skus);
    const ids = set.entityIds();
    if (!ids.length) return [];
    const price = await this.attributes.require('price');
    const rows = await this.values.readDecimal(price.attribute_id, ids);
    const names = set.callerSkus(skus);
    return rows.map((r) => ({ price: toNumber(r.value)!, store_id: r.store_id, sku: names.get(r.entity_id)! }));
  }

  async update(_ctx: RequestContext, prices: BasePriceRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve(
      'base',
      prices.map((p) => p.sku),
    );
    const stores = await this.stores.allStores();
    const storeIds = new Set(stores.map((s) => s.store_id));
    const v = new PriceValidation();
    prices.forEach((p, row) => {
      if (!set.get(p.sku)) v.fail(row, INVALID_ATTRIBUTE, ['SKU', p.sku]);
      if (p.price === null || p.price === undefined || p.price < 0) v.fail(row, INVALID_ATTRIBUTE, ['Price', p.price]);
      if (p.store_id === null || p.store_id === undefined || !storeIds.has(p.store_id)) {
        v.fail(row, `Requested store is not found. Row ID: SKU = ${text(p.sku)}, Store ID: ${text(p.store_id)}.`, [p.sku, p.store_id]);
      }
    });

    const global = await this.priceScope.isGlobal();
    const targets: { entity: number; store: number; price: number }[] = [];
    for (const { row } of v.validRows(prices)) {
      const entity = set.get(row.sku)!.entity_id;
      const store = stores.find((s) => s.store_id === row.store_id)!;
      const storeIdsForRow =
        global || store.store_id === 0
          ? [0]
          : stores.filter((s) => s.website_id === store.website_id && s.store_id !== 0).map((s) => s.store_id);
      for (const s of storeIdsForRow) targets.push({ entity, store: s, price: row.price! });
    }
    const rows = lastPerKey(targets, (t) => `${t.entity}:${t.store}`);
    if (rows.length) {
      const price = await this.attributes.require('price');
      try {
        // Unlike Magento 2.4.8 the products' updated_at is not touched: that second write
        // doubled the cost of a 10,000-record call (2.4.6 does not touch it either).
        await this.values.upsertDecimal(
          price.attribute_id,
          rows.map((r) => ({ entity: r.entity, store: r.store, value: r.price })),
        );
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not save Prices.'), error);
      } finally {
        this.products.changed(set.entityIds());
      }
    }
    return v.results();
  }
}
