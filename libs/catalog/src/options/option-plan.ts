import { NoSuchEntityException } from '@mercato/platform';
import { ProductCustomOptionInput, ProductCustomOptionValueInput } from './dto/option.input';
import { StoredOption, StoredValue } from './option-reader';
import { groupOf } from './option-types';
import { validateOption } from './option-validator';

export interface PriceWrite {
  price: number;
  priceType: string;
}

/** One value row as it will be stored. `id` null: a new value. */
export interface ValueWrite {
  id: number | null;
  /** null: no title of the write's store (a store view falls back to the default title). */
  title: string | null;
  sortOrder: number;
  sku: string | null;
  /** null: the price is left as it is (a new value gets none), as Magento saves a value's price only when given. */
  price: PriceWrite | null;
}

/** One option row as it will be stored. `id` null: a new option. */
export interface OptionWrite {
  id: number | null;
  type: string;
  isRequire: boolean;
  sortOrder: number;
  sku: string | null;
  maxCharacters: number | null;
  fileExtension: string | null;
  imageSizeX: number | null;
  imageSizeY: number | null;
  title: string | null;
  /** The option's own price; null for select types, whose values carry the prices. */
  price: PriceWrite | null;
  /** The values the option keeps (select types); the others are removed. */
  values: ValueWrite[];
}

/**
 * Turns the options a client sent into the rows to write, after Magento's checks, in Magento's
 * order: an option_id the product does not have is "No such entity." (404), then the option's
 * validators. An update keeps what it leaves out (Magento saves only the fields it was given);
 * an option_id of 0 or null is a new option. A value whose option_type_id the option does not
 * have is added as a new value.
 */
export function planOptions(
  options: readonly ProductCustomOptionInput[],
  stored: ReadonlyMap<number, StoredOption>,
  storeId: number,
): OptionWrite[] {
  const claimed = new Set<number>();
  return options.map((option) => {
    const id = option.option_id || null;
    if (id !== null && !stored.has(id)) throw new NoSuchEntityException('No such entity.');
    validateOption(option, storeId);
    // The same option twice in one list: the first occurrence updates it, the others are added.
    const existing = id !== null && !claimed.has(id) ? stored.get(id) : undefined;
    if (existing) claimed.add(existing.option_id);
    return planOption(option, existing);
  });
}

function planOption(option: ProductCustomOptionInput, existing: StoredOption | undefined): OptionWrite {
  const group = groupOf(option.type)!;
  const kept = <K extends 'sku' | 'max_characters' | 'image_size_x' | 'image_size_y' | 'file_extension'>(key: K) =>
    option[key] !== undefined ? (option[key] ?? null) : (existing?.[key] ?? null);
  return {
    id: existing?.option_id ?? null,
    type: option.type!,
    isRequire: option.is_require ?? existing?.is_require ?? true,
    sortOrder: option.sort_order ?? existing?.sort_order ?? 0,
    sku: kept('sku'),
    maxCharacters: kept('max_characters'),
    // Magento cleans a file option's extensions on every save, given or not.
    fileExtension: group === 'file' ? cleanFileExtensions(option.file_extension) : kept('file_extension'),
    imageSizeX: kept('image_size_x'),
    imageSizeY: kept('image_size_y'),
    title: option.title ?? null,
    price: group === 'select' ? null : { price: option.price!, priceType: option.price_type! },
    values: group === 'select' ? planValues(option.values!, existing?.values) : [],
  };
}

function planValues(values: readonly ProductCustomOptionValueInput[], stored: ReadonlyMap<number, StoredValue> | undefined): ValueWrite[] {
  const claimed = new Set<number>();
  return values.map((v) => {
    const existing = v.option_type_id && !claimed.has(v.option_type_id) ? stored?.get(v.option_type_id) : undefined;
    if (existing) claimed.add(existing.option_type_id);
    const hasPrice = v.price !== null && v.price !== undefined && !!v.price_type;
    return {
      id: existing?.option_type_id ?? null,
      title: v.title ?? null,
      sortOrder: v.sort_order ?? existing?.sort_order ?? 0,
      sku: v.sku !== undefined ? (v.sku ?? null) : (existing?.sku ?? null),
      price: hasPrice ? { price: v.price!, priceType: v.price_type! } : null,
    };
  });
}

/** Magento Option::cleanFileExtensions: lower-case alphanumeric runs, unique, ", "-separated. */
export function cleanFileExtensions(raw: string | null | undefined): string {
  const found = (raw ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(found)].join(', ');
}
