import { DataInterface, Field } from '@mercato/platform';

/** Magento\Framework\Api\Data\ImageContentInterface: a file sent inline. */
@DataInterface('Magento\\Framework\\Api\\Data\\ImageContentInterface')
export class ImageContentInput {
  @Field('string') base64_encoded_data?: string;
  /** The MIME type; must be the one the bytes really have. */
  @Field('string') type?: string;
  @Field('string') name?: string;
}

/** Without Magento_ProductVideo the entry's extension interface has no fields. */
@DataInterface('Magento\\Catalog\\Api\\Data\\ProductAttributeMediaGalleryEntryExtensionInterface')
export class GalleryEntryExtensionInput {}

@DataInterface('Magento\\Catalog\\Api\\Data\\ProductAttributeMediaGalleryEntryInterface')
export class GalleryEntryInput {
  @Field('int') id?: number;
  @Field('string') media_type?: string;
  @Field('string') label?: string | null;
  @Field('int') position?: number | null;
  @Field('bool') disabled?: boolean;
  /** Roles (image, small_image, thumbnail, swatch_image, any other media image attribute). */
  @Field('string', { array: true }) types?: string[];
  /** Read back as stored; a client cannot choose it (new files are named from content.name). */
  @Field('string') file?: string;
  @Field(() => ImageContentInput) content?: ImageContentInput;
  @Field(() => GalleryEntryExtensionInput) extension_attributes?: GalleryEntryExtensionInput;
}

/** GET /V1/products/media/types/:attributeSetName */
export class MediaTypesInput {
  @Field('string', { required: true }) attributeSetName: string;
}

/** GET /V1/products/:sku/media */
export class GallerySkuInput {
  @Field('string', { required: true }) sku: string;
}

/** GET and DELETE /V1/products/:sku/media/:entryId */
export class GalleryEntryIdInput extends GallerySkuInput {
  @Field('int', { required: true }) entryId: number;
}

/** POST /V1/products/:sku/media */
export class GalleryCreateInput extends GallerySkuInput {
  @Field(() => GalleryEntryInput, { required: true }) entry: GalleryEntryInput;
}

/**
 * PUT /V1/products/:sku/media/:entryId. Magento's update(sku, entry) takes the entry's own id; the
 * path's entryId is used when the body's entry has none.
 */
export class GalleryUpdateInput extends GalleryCreateInput {
  @Field('int', { carriedBy: 'entry.id' }) entryId?: number;
}
