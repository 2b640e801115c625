import { InputException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { LocatedProduct, PRODUCT_NOT_FOUND, ProductCache, ProductLocator, skuKey } from '@mercato/catalog';
import { ReadScope } from './downloadable-reader';
import { readScope, WriteScope, writeScope } from './scope';

export const DOWNLOADABLE = 'downloadable';
export const NOT_DOWNLOADABLE = 'The product needs to be the downloadable type. Verify the product and try again.';

/** How an id that names no link (or sample), or one of another product, is answered. */
export interface ResourceMessages {
  notFound: string;
  notRelated: string;
}

export const LINK_MESSAGES: ResourceMessages = {
  notFound: 'No downloadable link with the provided ID was found. Verify the ID and try again.',
  notRelated: "The downloadable link isn't related to the product. Verify the link and try again.",
};

export const SAMPLE_MESSAGES: ResourceMessages = {
  notFound: 'No downloadable sample with the provided ID was found. Verify the ID and try again.',
  notRelated: "The downloadable sample isn't related to the product. Verify the link and try again.",
};

/** The stored link or sample an id names, which must belong to the product it is saved with. */
export function ownedResource<Row extends { product_id: number }>(
  existing: Row | undefined,
  productId: number | undefined,
  messages: ResourceMessages,
): Row {
  if (!existing) throw new NoSuchEntityException(messages.notFound);
  if (existing.product_id !== productId) throw new InputException(messages.notRelated);
  return existing;
}

/** Magento's ProductRepository::get: the product by trimmed, case-insensitive SKU, else 404. */
export async function locateProduct(locator: ProductLocator, sku: string): Promise<LocatedProduct> {
  const product = (await locator.locate([sku])).get(skuKey(sku));
  if (!product) throw new NoSuchEntityException(PRODUCT_NOT_FOUND);
  return product;
}

/** Validates an input against what is stored (LinkValidator, SampleValidator). */
interface DraftValidator<Input, Row, Draft> {
  draft(input: Input, existing: Row | undefined, global: boolean): Promise<Draft>;
}

/** Writes and deletes the drafts of one kind (LinkWriter, SampleWriter). */
interface DraftWriter<Draft> {
  write(productId: number, drafts: readonly Draft[], scope: WriteScope): Promise<number[]>;
  delete(id: number): Promise<boolean>;
}

/**
 * The mechanics Magento's LinkRepository and SampleRepository share: list a product's resources,
 * save one (create or update, checked against the product), delete one; every write drops the
 * product cache. Each repository says how it reads its rows, which id a save addresses and how a
 * wrong id is answered.
 */
export abstract class DownloadableResourceRepository<Input, Row extends { product_id: number }, Draft> {
  protected abstract readonly messages: ResourceMessages;

  protected constructor(
    private readonly locator: ProductLocator,
    private readonly validator: DraftValidator<Input, Row, Draft>,
    private readonly writer: DraftWriter<Draft>,
    private readonly cache: ProductCache,
  ) {}

  /** The id a save addresses (the resource's own, else the URL's), or null for a new one. */
  protected abstract savedId(input: Input, urlId: number | undefined): number | null;

  /** The product's resources in a store view, as the web API answers them. */
  protected abstract list(productId: number, scope: ReadScope): Promise<Record<string, unknown>[]>;

  protected abstract find(id: number): Promise<Row | undefined>;

  /** The product's resources in the request's store view; none for a product of another type. */
  async getList(ctx: RequestContext, sku: string): Promise<Record<string, unknown>[]> {
    const product = await locateProduct(this.locator, sku);
    if (product.type_id !== DOWNLOADABLE) return [];
    return this.list(product.entity_id, readScope(ctx));
  }

  /**
   * Creates a resource or updates one, and answers its id. Content goes to the default scope
   * unless isGlobalScopeContent is false.
   */
  async save(ctx: RequestContext, sku: string, input: Input, isGlobalScopeContent = true, urlId?: number): Promise<number> {
    const product = await locateProduct(this.locator, sku);
    const id = this.savedId(input, urlId);
    let existing: Row | undefined;
    if (id !== null) {
      existing = ownedResource(await this.find(id), product.entity_id, this.messages);
    } else if (product.type_id !== DOWNLOADABLE) {
      throw new InputException(NOT_DOWNLOADABLE);
    }
    const scope = writeScope(ctx, isGlobalScopeContent);
    const draft = await this.validator.draft(input, existing, scope.global);
    try {
      const [savedId] = await this.writer.write(product.entity_id, [draft], scope);
      return savedId;
    } finally {
      this.cache.invalidate();
    }
  }

  async delete(_ctx: RequestContext, id: number): Promise<boolean> {
    try {
      if (!(await this.writer.delete(id))) throw new NoSuchEntityException(this.messages.notFound);
      return true;
    } finally {
      this.cache.invalidate();
    }
  }
}
