import { Injectable } from '@nestjs/common';
import { echoCriteria, NoSuchEntityException, RequestContext, SearchCriteria } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { ProductReader } from '../services/product-reader';
import { ProductStockPort } from '../services/product-stock';
import { FinalPrices } from '../services/final-prices';
import { priceInfo } from './price-info';
import { productRender } from './product-render';
import { StoreUrls } from './store-urls';

/** NOT LOGGED IN: render info is for guests (a web API call has no customer session). */
const NOT_LOGGED_IN = 0;
/** A quantity past every tier's: the minimal price counts them all. */
const ANY_QUANTITY = 1e9;
const STORE_NOT_FOUND = "The store that was requested wasn't found. Verify the store and try again.";

/**
 * Magento\Catalog\Api\ProductRenderListInterface::getList: what a storefront needs to show the
 * products the criteria select in a store view: names and URLs in that store, guest prices
 * formatted in the requested currency, images, add-to-cart and compare buttons, salability.
 * Like Magento's collection (joined to the price index of the store's website) it lists only the
 * enabled products of the store's website, and its `total_count` is the number of items returned.
 */
@Injectable()
export class ProductRenderList {
  constructor(
    private readonly reader: ProductReader,
    private readonly stores: StoreDirectory,
    private readonly urls: StoreUrls,
    private readonly finalPrices: FinalPrices,
    private readonly stockPort: ProductStockPort,
  ) {}

  async getList(_ctx: RequestContext, criteria: SearchCriteria, storeId: number, currencyCode: string) {
    const store = await this.stores.store(storeId);
    if (!store) throw new NoSuchEntityException(STORE_NOT_FOUND);
    const scoped: SearchCriteria = {
      ...criteria,
      filter_groups: [
        ...(criteria.filter_groups ?? []),
        { filters: [{ field: 'store_id', value: String(storeId) }] },
        { filters: [{ field: 'status', value: '1' }] },
      ],
    };
    const products = store.website_id === 0 ? [] : (await this.reader.getList(scoped, storeId)).items;
    const rendering = await this.urls.forStore(storeId, store.website_id);
    const stockProvider = this.stockPort.stock;
    const stock = stockProvider && products.length ? await stockProvider.stockItems(products.map((p) => p.id as number)) : null;
    // One statement for every product's guest final price (one unit) and minimal price (any quantity).
    const prices = await this.finalPrices.forLines(
      products.flatMap((p) => [
        { productId: p.id as number, qty: 1 },
        { productId: p.id as number, qty: ANY_QUANTITY },
      ]),
      { storeId, websiteId: store.website_id, customerGroupId: NOT_LOGGED_IN },
    );
    const items = products.map((p, i) => {
      const stockItem = stock?.get(p.id as number) as { is_in_stock?: boolean } | undefined;
      const salable = p.status === 1 && (stockItem ? stockItem.is_in_stock !== false : true);
      const price = priceInfo(
        p,
        { final: prices[2 * i].finalPrice, minimal: prices[2 * i + 1].finalPrice },
        currencyCode,
        rendering.locale,
      );
      return productRender(p, price, salable, { storeId, currencyCode, urls: rendering });
    });
    return { items, search_criteria: echoCriteria(criteria), total_count: items.length };
  }
}
