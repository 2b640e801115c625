import { Injectable } from '@nestjs/common';
import { Extends } from '@mercato/platform';
import { ProductData, ProductPart, ProductParts, ProductSave, SavedProductRef } from '@mercato/catalog';
import { StoreDirectory } from '@mercato/store';
import { LinkInput } from '../dto/link.input';
import { SampleInput } from '../dto/sample.input';
import { linkData, sampleData } from './downloadable-data';
import { DownloadableReader } from './downloadable-reader';
import { DOWNLOADABLE, LINK_MESSAGES, ownedResource, SAMPLE_MESSAGES } from './downloadable-resources';
import { LinkDraft, LinkValidator } from './link-validator';
import { LinkWriter } from './link-writer';
import { ProductOptionFlags } from './product-option-flags';
import { SampleDraft, SampleValidator } from './sample-validator';
import { SampleWriter } from './sample-writer';
import { WriteScope } from './scope';

/** The product's extension attributes this part owns (declared in dto/product-extension.ts). */
interface DownloadableExtension {
  downloadable_product_links?: LinkInput[] | null;
  downloadable_product_samples?: SampleInput[] | null;
}

interface Prepared {
  /** The product stopped being downloadable: its links and samples go (deleteTypeSpecificData). */
  clear?: boolean;
  /** undefined: not sent, the stored ones stay. */
  links?: LinkDraft[];
  samples?: SampleDraft[];
  scope: WriteScope;
}

const GLOBAL: WriteScope = { global: true, storeId: 0, websiteId: 0 };

/**
 * A downloadable product's links and samples as product extension attributes (Magento's
 * Link/Sample save and read handlers). A sent list replaces the stored one: entries with an id
 * update that link, entries without one are added, stored ones left out are deleted. Every save of
 * a downloadable product also marks it as having (required) options when its links are purchased
 * separately, as Magento's downloadable type does.
 */
@Injectable()
@Extends(ProductParts)
export class DownloadableProductPart implements ProductPart<Prepared> {
  readonly name = 'downloadable';
  readonly order = 70;
  readonly readsWhen = `p.type_id = '${DOWNLOADABLE}'`;

  constructor(
    private readonly reader: DownloadableReader,
    private readonly linkValidator: LinkValidator,
    private readonly sampleValidator: SampleValidator,
    private readonly linkWriter: LinkWriter,
    private readonly sampleWriter: SampleWriter,
    private readonly optionFlags: ProductOptionFlags,
    private readonly stores: StoreDirectory,
  ) {}

  async prepare(save: ProductSave): Promise<Prepared | undefined> {
    if (save.typeId !== DOWNLOADABLE) {
      return save.existing?.typeId === DOWNLOADABLE ? { clear: true, scope: GLOBAL } : undefined;
    }
    const extension = save.input.extension_attributes as DownloadableExtension | undefined;
    const scope = productScope(save);
    const productId = save.existing?.id;
    const links = extension?.downloadable_product_links;
    const samples = extension?.downloadable_product_samples;
    return {
      links: links ? await this.linkDrafts(links, productId, scope) : undefined,
      samples: samples ? await this.sampleDrafts(samples, productId, scope) : undefined,
      scope,
    };
  }

  async write(product: SavedProductRef, prepared: Prepared): Promise<void> {
    if (prepared.clear) {
      await this.linkWriter.deleteAllOf(product.id);
      await this.sampleWriter.deleteAllOf(product.id);
      return;
    }
    if (prepared.links) await this.linkWriter.write(product.id, prepared.links, prepared.scope, true);
    if (prepared.samples) await this.sampleWriter.write(product.id, prepared.samples, prepared.scope, true);
    await this.optionFlags.markLinksPurchasedSeparately(product.id);
  }

  /** One statement for the whole batch, skipped when no product in it is downloadable. */
  async read(products: ProductData[], storeId: number): Promise<void> {
    const ids = products.filter((p) => p.type_id === DOWNLOADABLE).map((p) => p.id as number);
    if (!ids.length) return;
    const websiteId = storeId === 0 ? 0 : ((await this.stores.store(storeId))?.website_id ?? 0);
    const found = await this.reader.forProducts(ids, { storeId, websiteId });
    for (const product of products) {
      const data = found.get(product.id as number);
      if (!data) continue;
      const extension = (product.extension_attributes ??= {}) as Record<string, unknown>;
      // Magento's read handlers set the lists only when there is something in them.
      if (data.links.length) extension.downloadable_product_links = data.links.map(linkData);
      if (data.samples.length) extension.downloadable_product_samples = data.samples.map(sampleData);
    }
  }

  private async linkDrafts(links: LinkInput[], productId: number | undefined, scope: WriteScope): Promise<LinkDraft[]> {
    const stored = await this.reader.linksById(links.map((l) => l.id).filter(isId));
    const drafts: LinkDraft[] = [];
    for (const link of links) {
      const existing = isId(link.id) ? ownedResource(stored.get(link.id), productId, LINK_MESSAGES) : undefined;
      keepLast(drafts, await this.linkValidator.draft(link, existing, scope.global));
    }
    return drafts;
  }

  private async sampleDrafts(samples: SampleInput[], productId: number | undefined, scope: WriteScope): Promise<SampleDraft[]> {
    const stored = await this.reader.samplesById(samples.map((s) => s.id).filter(isId));
    const drafts: SampleDraft[] = [];
    for (const sample of samples) {
      // Magento's sample save reads an id of 0 as none.
      const existing = sample.id ? ownedResource(stored.get(sample.id), productId, SAMPLE_MESSAGES) : undefined;
      keepLast(drafts, await this.sampleValidator.draft(sample, existing, scope.global));
    }
    return drafts;
  }
}

/**
 * As the catalog writes a product's values: a new product, `/rest/all` and store 0 write the
 * default scope; an update through a store view writes that store's titles and website's prices.
 */
function productScope(save: ProductSave): WriteScope {
  const store = save.ctx.store;
  if (!save.existing || store.kind === 'all' || store.storeId === 0) return GLOBAL;
  return { global: false, storeId: store.storeId, websiteId: store.websiteId };
}

const isId = (id: number | null | undefined): id is number => id !== null && id !== undefined;

/** The same stored link or sample sent twice: the later entry wins, as Magento saves them in turn. */
function keepLast<T extends { id: number | null }>(drafts: T[], draft: T): void {
  const at = draft.id === null ? -1 : drafts.findIndex((d) => d.id === draft.id);
  if (at >= 0) drafts.splice(at, 1);
  drafts.push(draft);
}
