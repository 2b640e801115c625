import { InputException, LocalizedException } from '@mercato/platform';
import { GalleryEntryInput } from '../dto/media.input';
import { StoredEntry } from './gallery-rows';
import { validateImageContent, ValidImage } from './image-content';

/** What one gallery save changes, decided and checked before anything is written. */
export interface GalleryPlan {
  /** The store whose labels, positions, visibility and roles the save writes (0: the defaults). */
  storeId: number;
  /** Images the save keeps, in gallery order, with their merged values; `changed` when a value differs. */
  kept: KeptEntry[];
  /** New images, in the order sent (after the kept ones, they win a role both claim). */
  created: NewEntry[];
  /** Images the sent list leaves out. */
  removed: StoredEntry[];
}

export interface EntryValues {
  label: string | null;
  position: number | null;
  disabled: boolean;
  types: string[];
}

export interface KeptEntry extends EntryValues {
  id: number;
  file: string;
  changed: boolean;
}

export interface NewEntry extends EntryValues {
  mediaType: string;
  image: ValidImage;
}

export const IMAGE_MEDIA_TYPE = 'image';

/**
 * Magento's MediaGalleryProcessor: the sent list replaces the gallery. An entry whose id is in
 * the gallery updates that image (values it leaves out are kept, its `types` are its roles: none
 * when left out); an entry without id is a new image and must carry its content; images the list
 * leaves out are removed. As in Magento, an id the gallery does not have is dropped, unless the
 * gallery is empty (then every entry is new).
 */
export function planGallery(existing: StoredEntry[], sent: GalleryEntryInput[], storeId: number): GalleryPlan {
  const stored = new Map(existing.map((e) => [e.value_id, e]));
  const updates = new Map<number, GalleryEntryInput>();
  const fresh: GalleryEntryInput[] = [];
  for (const entry of sent) {
    assertMediaType(entry.media_type);
    const hasId = entry.id !== undefined && entry.id !== null;
    if (hasId && existing.length) {
      if (stored.has(entry.id!)) updates.set(entry.id!, entry);
    } else {
      fresh.push(entry);
    }
  }
  const kept = existing.filter((e) => updates.has(e.value_id)).map((e) => merge(e, updates.get(e.value_id)!));
  let lastPosition = Math.max(0, ...kept.map((e) => e.position ?? 0));
  const created = fresh.map((entry): NewEntry => {
    if (!entry.content) throw new InputException('The image content is not valid.');
    const image = validateImageContent(entry.content);
    // Processor::addImage: a new image goes after the others unless the entry places it.
    const position = entry.position ?? lastPosition + 1;
    lastPosition = Math.max(lastPosition, position);
    return {
      mediaType: entry.media_type ?? IMAGE_MEDIA_TYPE,
      image,
      label: labelOf(entry.label),
      position,
      disabled: entry.disabled ?? false,
      types: entry.types ?? [],
    };
  });
  return { storeId, kept, created, removed: existing.filter((e) => !updates.has(e.value_id)) };
}

function merge(stored: StoredEntry, entry: GalleryEntryInput): KeptEntry {
  const label = entry.label !== undefined ? labelOf(entry.label) : stored.label;
  const position = entry.position !== undefined && entry.position !== null ? entry.position : stored.position;
  const disabled = entry.disabled ?? stored.disabled;
  const changed = label !== stored.label || position !== stored.position || disabled !== stored.disabled;
  return { id: stored.value_id, file: stored.file, label, position, disabled, types: entry.types ?? [], changed };
}

/** Magento's gallery CreateHandler stores an empty label as none. */
function labelOf(label: string | null | undefined): string | null {
  return label === undefined || label === null || label === '' ? null : label;
}

/**
 * Only images: video entries need Magento_ProductVideo, without which Magento has no converter
 * for them either.
 */
function assertMediaType(mediaType: string | undefined): void {
  if (mediaType !== undefined && mediaType !== null && mediaType !== IMAGE_MEDIA_TYPE) {
    throw new LocalizedException('There is no MediaGalleryEntryConverter for given type');
  }
}
