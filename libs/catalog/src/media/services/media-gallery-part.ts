import { Injectable } from '@nestjs/common';
import { Database, Extends } from '@mercato/platform';
import { AttributeCatalog } from '@mercato/eav';
import { ProductData } from '../../services/product-reader';
import { ProductPart, ProductParts, ProductSave } from '../../services/product-parts';
import { SavedProductRef } from '../../services/product-stock';
import { GalleryPlan, planGallery } from './gallery-plan';
import { loadGalleries, mediaRoles, toEntryData } from './gallery-rows';
import { GalleryWriter } from './gallery-writer';

/**
 * `media_gallery_entries` of a product: saved with the product (Magento's MediaGalleryProcessor
 * and gallery CreateHandler) and read with it (the gallery ReadHandler). The gallery routes save
 * through the product repository too, as Magento's GalleryManagement does.
 */
@Injectable()
@Extends(ProductParts)
export class MediaGalleryPart implements ProductPart<GalleryPlan> {
  readonly name = 'media_gallery_entries';
  readonly order = 50;
  /** Products without images keep the empty gallery they are read with. */
  readonly readsWhen = 'EXISTS (SELECT 1 FROM catalog_product_entity_media_gallery g WHERE g.entity_id = p.entity_id)';

  constructor(
    private readonly ds: Database,
    private readonly writer: GalleryWriter,
    private readonly attributes: AttributeCatalog,
  ) {}

  /**
   * The store a save writes gallery values in, the product writer's rule for store-view
   * attributes: a new product, `all` and the admin store write the defaults; a store view (or
   * none: the default store view) writes its own.
   */
  static storeOf(save: Pick<ProductSave, 'ctx' | 'existing'>): number {
    const { store } = save.ctx;
    return !save.existing || store.kind === 'all' || store.storeId === 0 ? 0 : store.storeId;
  }

  async prepare(save: ProductSave): Promise<GalleryPlan | undefined> {
    const sent = save.input.media_gallery_entries;
    if (sent === undefined || sent === null) return undefined;
    const storeId = MediaGalleryPart.storeOf(save);
    const existing = save.existing ? await loadGalleries(this.ds, [save.existing.id], storeId) : [];
    return planGallery(existing, sent, storeId);
  }

  async write(product: SavedProductRef, plan: GalleryPlan): Promise<void> {
    await this.writer.apply(product.id, plan);
  }

  /** Every product can have images: one statement for the batch; types from the role values read. */
  async read(products: ProductData[], storeId: number): Promise<void> {
    const rows = await loadGalleries(
      this.ds,
      products.map((p) => p.id as number),
      storeId,
    );
    if (!rows.length) return;
    const roleCodes = (await mediaRoles(this.attributes)).map((r) => r.attribute_code);
    const byProduct = new Map<number, typeof rows>();
    for (const row of rows) {
      const list = byProduct.get(row.entity_id);
      if (list) list.push(row);
      else byProduct.set(row.entity_id, [row]);
    }
    for (const product of products) {
      const own = byProduct.get(product.id as number);
      if (!own) continue;
      const custom = (product.custom_attributes ?? []) as { attribute_code: string; value: unknown }[];
      const roleValues = new Map(custom.filter((a) => roleCodes.includes(a.attribute_code)).map((a) => [a.attribute_code, a.value]));
      product.media_gallery_entries = own.map((row) => toEntryData(row, roleValues, roleCodes));
    }
  }
}
