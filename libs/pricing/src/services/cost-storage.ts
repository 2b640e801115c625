import { Injectable } from '@nestjs/common';
import { CouldNotDeleteException, CouldNotSaveException, RequestContext, toNumber } from '@mercato/platform';
import { ProductPriceValues } from '@mercato/catalog';
import { AttributeCatalog } from '@mercato/eav';
import { StoreDirectory } from '@mercato/store';
import { CostRecord } from '../dto/price.input';
import { PriceProducts } from './price-products';
import { lastPerKey, PriceUpdateResult, PriceValidation, text } from './price-update-result';
import { writeFailed } from './write-failed';

/**
 * Magento\Catalog\Api\CostStorageInterface: the `cost` attribute, stored exactly at the store
 * given (no scope normalisation). Delete removes the cost of the named products in every store.
 */
@Injectable()
export class CostStorage {
  constructor(
    private readonly values: ProductPriceValues,
    private readonly products: PriceProducts,
    private readonly attributes: AttributeCatalog,
    private readonly stores: StoreDirectory,
  ) {}

  async get(_ctx: RequestContext, skus: string[]): Promise<{ cost: number; store_id: number; sku: string }[]> {
    const set = await this.products.resolve('cost', skus);
    const ids = set.entityIds();
    if (!ids.length) return [];
    const cost = await this.attributes.require('cost');
    const rows = await this.values.readDecimal(cost.attribute_id, ids);
    const names = set.callerSkus(skus);
    return rows.map((r) => ({ cost: toNumber(r.value)!, store_id: r.store_id, sku: names.get(r.entity_id)! }));
  }

  async update(_ctx: RequestContext, prices: CostRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve(
      'cost',
      prices.map((p) => p.sku),
    );
    const storeIds = new Set((await this.stores.allStores()).map((s) => s.store_id));
    const v = new PriceValidation();
    prices.forEach((p, row) => {
      const ids = `Row ID: SKU = ${text(p.sku)}, Store ID: ${text(p.store_id)}.`;
      if (!set.get(p.sku)) v.fail(row, 'Invalid attribute %fieldName = %fieldValue.', ['SKU', p.sku]);
      if (p.cost === null || p.cost === undefined || p.cost < 0)
        v.fail(row, `Invalid attribute Cost = ${text(p.cost)}. ${ids}`, [p.cost, p.sku, p.store_id]);
      if (p.store_id === null || p.store_id === undefined || !storeIds.has(p.store_id)) {
        v.fail(row, `Requested store is not found. ${ids}`, [p.sku, p.store_id]);
      }
    });
    const rows = lastPerKey(
      v.validRows(prices).map(({ row }) => ({ entity: set.get(row.sku)!.entity_id, store: row.store_id!, cost: row.cost! })),
      (r) => `${r.entity}:${r.store}`,
    );
    if (rows.length) {
      const cost = await this.attributes.require('cost');
      try {
        await this.values.upsertDecimal(
          cost.attribute_id,
          rows.map((r) => ({ entity: r.entity, store: r.store, value: r.cost })),
        );
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not save Prices.'), error);
      } finally {
        this.products.changed(set.entityIds());
      }
    }
    return v.results();
  }

  /** Unknown or ineligible SKUs are dropped silently; the answer is `true`. */
  async delete(_ctx: RequestContext, skus: string[]): Promise<boolean> {
    const set = await this.products.resolve('cost', skus);
    const ids = set.entityIds();
    if (ids.length) {
      const cost = await this.attributes.require('cost');
      try {
        await this.values.deleteDecimal(cost.attribute_id, ids);
      } catch (error) {
        throw writeFailed(new CouldNotDeleteException('Could not delete Prices'), error);
      } finally {
        this.products.changed(set.entityIds());
      }
    }
    return true;
  }
}
