import { Injectable, OnModuleInit } from '@nestjs/common';
import { Contributions, ExtensionPoint, RequestContext } from '@mercato/platform';
import { ProductInput } from '../dto/product.input';
import { ProductData } from './product-reader';
import { SavedProductRef } from './product-stock';

/** What one product save is about, as every part sees it. */
export interface ProductSave {
  ctx: RequestContext;
  input: ProductInput;
  /** The trimmed SKU the client sent. */
  sku: string;
  /** The type the product has after this save. */
  typeId: string;
  /** The stored product this save updates; undefined when it creates one. */
  existing?: { id: number; typeId: string; sku: string };
}

/**
 * A part of a product that another area or library owns: media, custom options, links, the
 * configurable, bundle and downloadable extension attributes. Magento hooks these into product
 * save and load as the repository's save handlers and read handlers (ReadExtensions /
 * SaveHandlers of the EntityManager); here each part is a provider marked `@Extends(ProductParts)`
 * and the product repository runs every part, in their `order`, so a new part never touches the
 * repository.
 *
 * - `prepare` runs before anything is written: it checks the part's slice of the input (throwing
 *   the web API error) and answers what `write` takes, or undefined when the input leaves the part
 *   alone (an update that does not send the field keeps what is stored).
 * - `write` runs inside the product save's transaction (services' `Database.query` joins
 *   it), after the product row and its values are written; `writeMany`, when a part has it, takes
 *   every product of a batch save at once (set-based), and is used instead.
 * - `read` fills the part's fields into freshly loaded products (one call for any number of
 *   products: one statement, never one per product). What it fills is cached with the product, so
 *   a part's own routes must drop the products they wrote from the product cache
 *   (ProductCache.invalidateProducts, or .invalidate) and its tables must notify `mercato_catalog`
 *   (see the catalog's change-notification migrations).
 * - `readsWhen`, an SQL condition on the product row `p` (and `$2`, the store id), false when `read`
 *   would add nothing to that product (the part's defaults are already in it): the product read
 *   folds it into its one statement and calls `read` only with the products it holds for, so a
 *   product without media, options or links costs one statement.
 * - `embeds`, an SQL expression on `p` giving the ids (int[]) of other products whose data `read`
 *   puts in the product's answer (a configurable's children, a link's target SKU): the cached
 *   product is dropped when one of them changes.
 */
export interface ProductPart<P = unknown> {
  readonly name: string;
  /** Where the part runs among the others: which part's input error wins, which fields a read fills first. */
  readonly order: number;
  prepare?(save: ProductSave): Promise<P | undefined> | P | undefined;
  write?(product: SavedProductRef, prepared: P, save: ProductSave): Promise<void>;
  writeMany?(saved: { product: SavedProductRef; prepared: P; save: ProductSave }[]): Promise<void>;
  read?(products: ProductData[], storeId: number): Promise<void>;
  readonly readsWhen?: string;
  readonly embeds?: string;
}

/** The product parts, in their order. */
@Injectable()
export class ProductParts implements OnModuleInit {
  private readonly point = new ExtensionPoint<ProductPart>(
    'Product parts',
    (p) => p.name,
    (p) => p.order,
  );

  constructor(private readonly contributions: Contributions) {}

  onModuleInit(): void {
    this.contributions.addTo(this.point, ProductParts);
  }

  private get parts(): readonly ProductPart[] {
    return this.point.all();
  }

  /** Every part's prepared input for one save, in part order (undefined: the part is left alone). */
  async prepare(save: ProductSave): Promise<unknown[]> {
    const prepared: unknown[] = [];
    for (const part of this.parts) prepared.push(part.prepare ? await part.prepare(save) : undefined);
    return prepared;
  }

  /** Each part's writes for the saved products: part by part, all products of a part at once where it can. */
  async write(saved: readonly { product: SavedProductRef; parts: unknown[]; save: ProductSave }[]): Promise<void> {
    for (const [i, part] of this.parts.entries()) {
      const mine = saved.filter((s) => s.parts[i] !== undefined).map((s) => ({ product: s.product, prepared: s.parts[i], save: s.save }));
      if (!mine.length) continue;
      if (part.writeMany) await part.writeMany(mine);
      else if (part.write) for (const s of mine) await part.write(s.product, s.prepared, s.save);
    }
  }

  /** Per part that reads (in order) its `readsWhen` condition, `true` when it reads every product; and the `embeds` expressions. */
  folded(): { readsWhen: string[]; embeds: string[] } {
    const reading = this.parts.filter((p) => p.read !== undefined);
    return {
      readsWhen: reading.map((p) => (p.readsWhen ? `(${p.readsWhen})` : 'true')),
      embeds: reading.filter((p) => p.embeds).map((p) => `(${p.embeds})`),
    };
  }

  /**
   * Every part's fields into the products. `reads`, when given, says per product and per reading
   * part (in the order of `folded`) whether the part has anything for it.
   */
  async read(products: ProductData[], storeId: number, reads?: (product: number, part: number) => boolean): Promise<void> {
    if (!products.length) return;
    let i = 0;
    for (const part of this.parts) {
      if (!part.read) continue;
      const index = i++;
      const own = reads ? products.filter((_, p) => reads(p, index)) : products;
      if (own.length) await part.read(own, storeId);
    }
  }
}
