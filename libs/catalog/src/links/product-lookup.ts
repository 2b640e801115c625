import { Injectable } from '@nestjs/common';
import { NoSuchEntityException } from '@mercato/platform';
import { PRODUCT_NOT_FOUND } from '../services/product-reader';
import { LocatedProduct, ProductLocator, skuKey } from '../services/product-locator';

/** ProductRepository::get as the link and website services use it: the product by SKU, or Magento's 404. */
@Injectable()
export class ProductLookup {
  constructor(private readonly locator: ProductLocator) {}

  async require(sku: unknown): Promise<LocatedProduct> {
    const key = typeof sku === 'string' ? skuKey(sku) : '';
    const product = key ? (await this.locator.locate([key])).get(key) : undefined;
    if (!product) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
    return product;
  }
}
