import { Injectable } from '@nestjs/common';
import { Extends } from '@mercato/platform';
import { ProductData } from '../services/product-reader';
import { ProductPart, ProductParts, ProductSave } from '../services/product-parts';
import { SavedProductRef } from '../services/product-stock';
import { OptionWrite, planOptions } from './option-plan';
import { OptionReader } from './option-reader';
import { OptionWriter } from './option-writer';

interface PreparedOptions {
  storeId: number;
  options: OptionWrite[];
}

/**
 * A product's `options` in product save and read (Magento's option SaveHandler and ReadHandler).
 * A sent list replaces the product's options: options with an option_id of the product are
 * updated, new ones created, the rest removed; an update that does not send `options` keeps them.
 */
@Injectable()
@Extends(ProductParts)
export class ProductOptionsPart implements ProductPart<PreparedOptions> {
  readonly name = 'options';
  readonly order = 20;
  /** Products without options keep the empty list they are read with. */
  readonly readsWhen = 'EXISTS (SELECT 1 FROM catalog_product_option o WHERE o.product_id = p.entity_id)';

  constructor(
    private readonly reader: OptionReader,
    private readonly writer: OptionWriter,
  ) {}

  async prepare(save: ProductSave): Promise<PreparedOptions | undefined> {
    const sent = save.input.options;
    if (sent === undefined || sent === null) return undefined;
    // A new product's values are written at the default scope; so are its options' titles.
    const storeId = save.existing ? save.ctx.store.storeId : 0;
    const stored = save.existing ? await this.reader.stored(save.existing.id) : new Map();
    return { storeId, options: planOptions(sent, stored, storeId) };
  }

  async write(product: SavedProductRef, prepared: PreparedOptions): Promise<void> {
    await this.writer.write(product.id, prepared.options, prepared.storeId, true);
  }

  async read(products: ProductData[], storeId: number): Promise<void> {
    const options = await this.reader.forProducts(
      products.map((p) => ({ id: p.id as number, sku: p.sku as string })),
      storeId,
    );
    for (const p of products) p.options = options.get(p.id as number) ?? [];
  }
}
