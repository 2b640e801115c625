import { Injectable } from '@nestjs/common';
import { CouldNotDeleteException, CouldNotSaveException, parseStrictDateTime, RequestContext, toNumber } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { PriceScope, ProductPriceValues, SpecialPriceAttributes } from '@mercato/catalog';
import { StoreDirectory } from '@mercato/store';
import { SpecialPriceRecord } from '../dto/price.input';
import { PriceProducts, PriceProductSet } from './price-products';
import { PriceUpdateResult, PriceValidation, text } from './price-update-result';
import { writeFailed } from './write-failed';

interface SpecialPriceRow {
  price: number;
  store_id: number;
  sku: string;
  price_from: string | null;
  price_to: string | null;
}

/**
 * Magento\Catalog\Api\SpecialPriceStorageInterface: special prices with optional validity dates,
 * per product and store. A constant number of statements per call, whatever the record count.
 */
@Injectable()
export class SpecialPriceStorage {
  constructor(
    private readonly values: ProductPriceValues,
    private readonly products: PriceProducts,
    private readonly attributes: AttributeCatalog,
    private readonly stores: StoreDirectory,
    private readonly priceScope: PriceScope,
  ) {}

  async get(_ctx: RequestContext, skus: string[]): Promise<SpecialPriceRow[]> {
    const set = await this.products.resolve('special', skus);
    const ids = set.entityIds();
    if (!ids.length) return [];
    const rows = await this.values.readSpecialPrices(await this.attributeIds(), ids);
    const names = set.callerSkus(skus);
    return rows.map((r) => ({
      price: toNumber(r.price)!,
      store_id: r.store_id,
      sku: names.get(r.entity_id)!,
      price_from: r.price_from,
      price_to: r.price_to,
    }));
  }

  async update(_ctx: RequestContext, prices: SpecialPriceRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve(
      'special',
      prices.map((p) => p.sku),
    );
    const validation = await this.validate(prices, set, true);
    const valid = mergePerStore(validation.validRows(prices).map(({ row }) => ({ row, entity: set.get(row.sku)!.entity_id })));
    if (valid.length) {
      const attributes = await this.attributeIds();
      try {
        await this.values.upsertSpecialPrices(
          attributes,
          valid.map((v) => ({ entity: v.entity, store: v.row.store_id, price: v.row.price, from: v.row.price_from, to: v.row.price_to })),
        );
      } catch (error) {
        throw writeFailed(new CouldNotSaveException('Could not save Prices.'), error);
      } finally {
        this.products.changed(set.entityIds());
      }
    }
    return validation.results();
  }

  /** Deletes the special price and both dates of each valid (sku, store), whatever price was sent. */
  async delete(_ctx: RequestContext, prices: SpecialPriceRecord[]): Promise<PriceUpdateResult[]> {
    const set = await this.products.resolve(
      'special',
      prices.map((p) => p.sku),
    );
    const validation = await this.validate(prices, set, false);
    const valid = validation.validRows(prices);
    if (valid.length) {
      const attributes = await this.attributeIds();
      try {
        await this.values.deleteSpecialPrices(
          attributes,
          valid.map((v) => ({ entity: set.get(v.row.sku)!.entity_id, store: v.row.store_id! })),
        );
      } catch (error) {
        throw writeFailed(new CouldNotDeleteException('Could not delete Prices'), error);
      } finally {
        this.products.changed(set.entityIds());
      }
    }
    return validation.results();
  }

  /**
   * Magento's checks in its order (SKU, global scope, store, price, dates), each failure reported
   * with the row's values filled into the text. Setting also requires `price_from`, when given,
   * to be later than now (the spec's rule).
   */
  private async validate(prices: SpecialPriceRecord[], set: PriceProductSet, setting: boolean): Promise<PriceValidation> {
    const v = new PriceValidation();
    const priceGlobal = await this.priceScope.isGlobal();
    const storeIds = new Set((await this.stores.allStores()).map((s) => s.store_id));
    const now = Date.now();
    prices.forEach((p, row) => {
      const suffix =
        `Row ID: SKU = ${text(p.sku)}, Store ID: ${text(p.store_id)}, ` +
        `Price From: ${text(p.price_from)}, Price To: ${text(p.price_to)}.`;
      const ids = [p.sku, p.store_id, p.price_from, p.price_to];
      if (!set.get(p.sku)) v.fail(row, `The product that was requested doesn't exist. Verify the product and try again. ${suffix}`, ids);
      if (priceGlobal && p.store_id !== 0) v.fail(row, `Could not change non global Price when price scope is global. ${suffix}`, ids);
      if (p.store_id === null || p.store_id === undefined || !storeIds.has(p.store_id))
        v.fail(row, `Requested store is not found. ${suffix}`, ids);
      if (p.price === null || p.price === undefined || p.price < 0) {
        v.fail(row, `Invalid attribute Price = ${text(p.price)}. ${suffix}`, [p.price, ...ids]);
      }
      // Magento's own text shows the price_to value after "=" for both labels; kept for fidelity.
      for (const [label, value] of [
        ['Price From', p.price_from],
        ['Price To', p.price_to],
      ] as const) {
        if (value && !parseStrictDateTime(value))
          v.fail(row, `Invalid attribute ${label} = ${text(p.price_to)}. ${suffix}`, [label, ...ids]);
      }
      if (setting && p.price_from) {
        const from = parseStrictDateTime(p.price_from);
        if (from && from.getTime() <= now) {
          v.fail(row, `Price From must be later than the current time. ${suffix}`, ids);
        }
      }
    });
    return v;
  }

  private async attributeIds(): Promise<SpecialPriceAttributes> {
    const [price, from, to] = await Promise.all(
      ['special_price', 'special_from_date', 'special_to_date'].map((c) => this.attributes.require(c)),
    );
    return { price: price.attribute_id, from: from.attribute_id, to: to.attribute_id };
  }
}

/**
 * One write per (product, store): Magento writes the rows one after another, so the last price
 * wins and a row that leaves a date out keeps the date an earlier row (or the database) holds.
 */
function mergePerStore(rows: { row: SpecialPriceRecord; entity: number }[]): { entity: number; row: SpecialPriceRow }[] {
  const merged = new Map<string, { entity: number; row: SpecialPriceRow }>();
  for (const { row, entity } of rows) {
    const key = `${entity}:${row.store_id}`;
    const before = merged.get(key)?.row;
    merged.set(key, {
      entity,
      row: {
        price: row.price!,
        store_id: row.store_id!,
        sku: row.sku!,
        price_from: row.price_from || before?.price_from || null,
        price_to: row.price_to || before?.price_to || null,
      },
    });
  }
  return [...merged.values()];
}
