import { Injectable } from '@nestjs/common';
import { Database, InputException, LocalizedException, NoSuchEntityException, RequestContext } from '@mercato/platform';
import { ProductData } from '../../services/product-reader';
import { ProductRepository } from '../../services/product-repository';
import { GalleryEntryInput } from '../dto/media.input';
import { GalleryEntryData } from './gallery-rows';
import { validateImageContent } from './image-content';
import { sniffImageMime } from './image-sniffer';
import { MediaFiles } from './media-files';

export const NO_IMAGE_WITH_ID = 'No image with the provided ID was found. Verify the ID and try again.';

/**
 * Magento\Catalog\Api\ProductAttributeMediaGalleryManagementInterface. As in Magento, each write
 * is a product save that sends the whole gallery (the media part applies it), so the routes and
 * `media_gallery_entries` on product save share one set of rules; the product cache is emptied by
 * the repository's save.
 */
@Injectable()
export class GalleryManagement {
  constructor(
    private readonly products: ProductRepository,
    private readonly files: MediaFiles,
    private readonly ds: Database,
  ) {}

  /** The gallery with each file's content (Magento 2.4.7 adds it to the media routes' answers). */
  async getList(ctx: RequestContext, sku: string): Promise<GalleryEntryData[]> {
    const product = await this.products.get(ctx, sku);
    return Promise.all(entriesOf(product).map((e) => this.withContent(e)));
  }

  async get(ctx: RequestContext, sku: string, entryId: number): Promise<GalleryEntryData> {
    let product: ProductData;
    try {
      product = await this.products.get(ctx, sku);
    } catch (error) {
      if (error instanceof NoSuchEntityException) throw new NoSuchEntityException("The product doesn't exist. Verify and try again.");
      throw error;
    }
    const entry = entriesOf(product).find((e) => e.id === entryId);
    if (!entry) throw new NoSuchEntityException("The image doesn't exist. Verify and try again.");
    return this.withContent(entry);
  }

  /**
   * Adds an image; answers its id. The content is checked before the product is looked up, as in
   * Magento; the first image of a gallery that names no role takes every role of the product's
   * attribute set.
   */
  async create(ctx: RequestContext, sku: string, entry: GalleryEntryInput): Promise<number> {
    if (!entry.content) throw new InputException('The image content is invalid. Verify the content and try again.');
    validateImageContent(entry.content);
    const product = await this.products.get(ctx, sku);
    const existing = entriesOf(product);
    let types = entry.types;
    if (!existing.length && !types?.length) types = await this.mediaRolesOfSet(product.attribute_set_id as number);
    const added: GalleryEntryInput = { ...entry, id: undefined, types };
    const saved = await this.saveGallery(ctx, product, [...existing.map(asInput), added]);
    const known = new Set(existing.map((e) => e.id));
    const created = entriesOf(saved).find((e) => !known.has(e.id));
    if (!created) throw new LocalizedException('The new media gallery entry failed to save.');
    return created.id;
  }

  /**
   * Replaces an image's values (its content and file are not changed); the roles it takes are
   * taken from the other images.
   */
  async update(ctx: RequestContext, sku: string, entry: GalleryEntryInput, pathEntryId?: number): Promise<boolean> {
    const product = await this.products.get(ctx, sku);
    const id = entry.id ?? pathEntryId;
    const existing = entriesOf(product);
    if (!existing.some((e) => e.id === id)) throw new NoSuchEntityException(NO_IMAGE_WITH_ID);
    const taken = new Set(entry.types ?? []);
    const list = existing.map((e): GalleryEntryInput =>
      e.id === id ? { ...entry, id, content: undefined } : { ...asInput(e), types: e.types.filter((t) => !taken.has(t)) },
    );
    await this.saveGallery(ctx, product, list);
    return true;
  }

  /** Removes an image with the roles it plays (in every store); its file goes once nothing names it. */
  async remove(ctx: RequestContext, sku: string, entryId: number): Promise<boolean> {
    const product = await this.products.get(ctx, sku);
    const existing = entriesOf(product);
    if (!existing.some((e) => e.id === entryId)) throw new NoSuchEntityException(NO_IMAGE_WITH_ID);
    await this.saveGallery(ctx, product, existing.filter((e) => e.id !== entryId).map(asInput));
    return true;
  }

  private saveGallery(ctx: RequestContext, product: ProductData, entries: GalleryEntryInput[]): Promise<ProductData> {
    return this.products.save(ctx, { sku: product.sku as string, media_gallery_entries: entries });
  }

  /** Product::getMediaAttributes: the media image attributes of the product's attribute set. */
  private async mediaRolesOfSet(attributeSetId: number): Promise<string[]> {
    const rows: { attribute_code: string }[] = await this.ds.query(
      `SELECT a.attribute_code FROM eav_attribute a
       JOIN eav_entity_attribute ea ON ea.attribute_id = a.attribute_id AND ea.attribute_set_id = $1
       WHERE a.frontend_input = 'media_image' ORDER BY a.attribute_id`,
      [attributeSetId],
    );
    return rows.map((r) => r.attribute_code);
  }

  private async withContent(entry: GalleryEntryData): Promise<GalleryEntryData> {
    const bytes = await this.files.read(entry.file);
    if (!bytes) return entry;
    const name = entry.file.slice(entry.file.lastIndexOf('/') + 1);
    return {
      ...entry,
      content: { base64_encoded_data: bytes.toString('base64'), type: sniffImageMime(bytes) ?? 'application/octet-stream', name },
    };
  }
}

function entriesOf(product: ProductData): GalleryEntryData[] {
  return (product.media_gallery_entries ?? []) as GalleryEntryData[];
}

/** A stored entry as the product save takes it back (no file or content: the image stays as it is). */
function asInput(e: GalleryEntryData): GalleryEntryInput {
  return {
    id: e.id,
    media_type: e.media_type,
    label: e.label ?? undefined,
    position: e.position ?? undefined,
    disabled: e.disabled,
    types: [...e.types],
  };
}
