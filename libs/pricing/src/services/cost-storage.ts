import { Injectable } from '@nestjs/common';
import { CouldNotDeleteException, CouldNotSaveException, Database, numberArray, RequestContext, toNumber } from '@mercato/platform';
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
    private readonly ds: Database,
    private readonly products: PriceProducts,
    private readonly attributes: AttributeCatalog,
    private readonly stores: StoreDirectory,
  ) {}

  async get(_ctx: RequestContext, skus: string[]): Promise<{ cost: number; store_id: number; sku: string }[]> {
    const set = await this.products.resolve('cost', skus);
    const ids = set.entityIds();
    if (!ids.length) return [];
    const cost = await this.attributes.require('cost');
    const rows: { entity_id: number; store_id: number; value: string }[] = await this.ds.query(
      `SELECT entity_id, store_id, value FROM catalog_product_entity_decimal
       WHERE attribute_id = $2 AND entity_id = ANY($1) AND value IS NOT NULL ORDER BY entity_id, store_id`,
      [ids, cost.attribute_id],
    );
    const names = set.callerSkus(skus);
    return rows.map((r) => ({ cost: toNumber(r.value)!, store_id: r.store_id, sku: names.get(r.entity_id)! }));
  }

  async update(_ctx: RequestContext, prices: CostRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve('cost', prices.map((p) => p.sku));
    const storeIds = new Set((await this.stores.allStores()).map((s) => s.store_id));
    const v = new PriceValidation();
    prices.forEach((p, row) => {
      const ids = `Row ID: SKU = ${text(p.sku)}, Store ID: ${text(p.store_id)}.`;
      if (!set.get(p.sku)) v.fail(row, 'Invalid attribute %fieldName = %fieldValue.', ['SKU', p.sku]);
      if (p.cost === null || p.cost === undefined || p.cost < 0) v.fail(row, `Invalid attribute Cost = ${text(p.cost)}. ${ids}`, [p.cost, p.sku, p.store_id]);
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
        await this.ds.query(
          `INSERT INTO catalog_product_entity_decimal AS d (entity_id, attribute_id, store_id, value)
           SELECT entity_id, $4, store_id, cost FROM unnest($1::int[], $2::int[], $3::numeric[]) AS t(entity_id, store_id, cost)
           ON CONFLICT (entity_id, attribute_id, store_id) DO UPDATE SET value = EXCLUDED.value
           WHERE d.value IS DISTINCT FROM EXCLUDED.value`,
          [numberArray(rows.map((r) => r.entity)), numberArray(rows.map((r) => r.store)), numberArray(rows.map((r) => r.cost)), cost.attribute_id],
        );
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not save Prices.'), error);
      } finally {
        this.products.changed();
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
        await this.ds.query(`DELETE FROM catalog_product_entity_decimal WHERE attribute_id = $2 AND entity_id = ANY($1)`, [ids, cost.attribute_id]);
      } catch (error) {
        throw writeFailed(new CouldNotDeleteException('Could not delete Prices'), error);
      } finally {
        this.products.changed();
      }
    }
    return true;
  }
}
