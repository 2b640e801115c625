import { Injectable } from '@nestjs/common';
import { InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { LocatedProduct, PRODUCT_NOT_FOUND, ProductCache, ProductLocator, skuKey } from '@mercato/catalog';
import { LinkInput } from '../dto/link.input';
import { linkData, LinkRow } from './downloadable-data';
import { DownloadableReader } from './downloadable-reader';
import { LinkValidator } from './link-validator';
import { LinkWriter } from './link-writer';
import { readScope, writeScope } from './scope';

export const LINK_NOT_FOUND = 'No downloadable link with the provided ID was found. Verify the ID and try again.';
export const LINK_NOT_RELATED = "The downloadable link isn't related to the product. Verify the link and try again.";
export const NOT_DOWNLOADABLE = 'The product needs to be the downloadable type. Verify the product and try again.';
export const DOWNLOADABLE = 'downloadable';

/** Magento\Downloadable\Api\LinkRepositoryInterface. */
@Injectable()
export class LinkRepository {
  constructor(
    private readonly locator: ProductLocator,
    private readonly reader: DownloadableReader,
    private readonly validator: LinkValidator,
    private readonly writer: LinkWriter,
    private readonly cache: ProductCache,
  ) {}

  /** The product's links in the request's store view; none for a product of another type. */
  async getList(ctx: RequestContext, sku: string): Promise<Record<string, unknown>[]> {
    const product = await locateProduct(this.locator, sku);
    if (product.type_id !== DOWNLOADABLE) return [];
    return (await this.reader.links(product.entity_id, readScope(ctx))).map(linkData);
  }

  /**
   * Creates a link (no id) or updates one (an id: the link's own, else the one in the URL), and
   * answers its id. Content goes to the default scope unless isGlobalScopeContent is false.
   */
  async save(ctx: RequestContext, sku: string, link: LinkInput, isGlobalScopeContent = true, urlId?: number): Promise<number> {
    const product = await locateProduct(this.locator, sku);
    const id = link.id ?? urlId ?? null;
    let existing: LinkRow | undefined;
    if (id !== null) {
      existing = await this.reader.link(id);
      if (!existing) throw new NoSuchEntityException(LINK_NOT_FOUND);
      if (existing.product_id !== product.entity_id) throw new InputException(LINK_NOT_RELATED);
    } else if (product.type_id !== DOWNLOADABLE) {
      throw new InputException(NOT_DOWNLOADABLE);
    }
    const scope = writeScope(ctx, isGlobalScopeContent);
    const draft = await this.validator.draft(link, existing, scope.global);
    try {
      const [savedId] = await this.writer.write(product.entity_id, [draft], scope);
      return savedId;
    } finally {
      this.cache.invalidate();
    }
  }

  async delete(_ctx: RequestContext, id: number): Promise<boolean> {
    try {
      if (!(await this.writer.delete(id))) throw new NoSuchEntityException(LINK_NOT_FOUND);
      return true;
    } finally {
      this.cache.invalidate();
    }
  }
}

/** Magento's ProductRepository::get: the product by trimmed, case-insensitive SKU, else 404. */
export async function locateProduct(locator: ProductLocator, sku: string): Promise<LocatedProduct> {
  const product = (await locator.locate([sku])).get(skuKey(sku));
  if (!product) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
  return product;
}
