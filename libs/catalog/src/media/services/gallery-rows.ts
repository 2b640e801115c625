import { Database, numberArray } from '@mercato/platform';
import { AttributeCatalog, AttributeMeta } from '@mercato/eav';

/** A gallery image as one store sees it: the store's label, position and visibility over the defaults. */
export interface StoredEntry {
  entity_id: number;
  value_id: number;
  file: string;
  media_type: string;
  label: string | null;
  position: number | null;
  disabled: boolean;
}

/**
 * One statement: the galleries of any number of products for a store, each ordered as Magento
 * orders it (by position, the store's over the default).
 */
export function loadGalleries(ds: Database, productIds: number[], storeId: number): Promise<StoredEntry[]> {
  return ds.query(
    `SELECT g.entity_id, g.value_id, g.value AS file, g.media_type,
       COALESCE(s.label, d.label) AS label,
       COALESCE(s.position, d.position) AS position,
       COALESCE(s.disabled, d.disabled, false) AS disabled
     FROM catalog_product_entity_media_gallery g
     LEFT JOIN catalog_product_entity_media_gallery_value d ON d.value_id = g.value_id AND d.store_id = 0
     LEFT JOIN catalog_product_entity_media_gallery_value s ON s.value_id = g.value_id AND s.store_id = $2 AND $2 <> 0
     WHERE g.entity_id = ANY($1::int[])
     ORDER BY g.entity_id, COALESCE(s.position, d.position) ASC NULLS FIRST, g.value_id`,
    [numberArray(productIds), storeId],
  );
}

/**
 * The image roles: every product attribute of input type media_image (image, small_image,
 * thumbnail, swatch_image and any added one), in attribute order, the order of an entry's `types`.
 * A role's value is the file of the image that plays it.
 */
export async function mediaRoles(attributes: AttributeCatalog): Promise<AttributeMeta[]> {
  return (await attributes.productAttributes())
    .filter((m) => m.frontend_input === 'media_image' && m.backend_type === 'varchar')
    .sort((a, b) => a.attribute_id - b.attribute_id);
}

/** ProductAttributeMediaGalleryEntryInterface as Magento outputs it (label is output even when null). */
export interface GalleryEntryData {
  id: number;
  media_type: string;
  label: string | null;
  position: number | null;
  disabled: boolean;
  types: string[];
  file: string;
  content?: { base64_encoded_data: string; type: string; name: string };
}

/** An entry's types are the roles whose value (for the store read) is its file. */
export function toEntryData(row: StoredEntry, roleValues: ReadonlyMap<string, unknown>, roleCodes: string[]): GalleryEntryData {
  return {
    id: row.value_id,
    media_type: row.media_type,
    label: row.label,
    position: row.position,
    disabled: row.disabled,
    types: roleCodes.filter((code) => roleValues.get(code) === row.file),
    file: row.file,
  };
}
