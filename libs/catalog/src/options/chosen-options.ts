import { LocalizedException } from '@mercato/platform';
import { ProductData } from '../services/product-reader';
import { CustomOptionData } from './option-reader';
import { isSelectType } from './option-types';

/** A shopper's value for one custom option (`product_option.extension_attributes.custom_options[]`). */
export interface CustomOptionChoice {
  option_id: string | number;
  option_value: unknown;
}

const REQUIRED_MISSING = "The product's required option(s) weren't entered. Make sure the options are entered and try again.";
const NOT_AVAILABLE = 'Some of the selected item options are not currently available.';
const TOO_LONG = 'The text is too long. Shorten the text and try again.';

/** The choices a cart item request carries, or none. */
export function customOptionChoices(productOption: unknown): CustomOptionChoice[] {
  const list = (productOption as { extension_attributes?: { custom_options?: unknown } } | null | undefined)?.extension_attributes
    ?.custom_options;
  if (!Array.isArray(list)) return [];
  return list
    .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object' && !Array.isArray(c))
    .map((c) => ({ option_id: c.option_id as string | number, option_value: c.option_value }));
}

/**
 * Magento's option groups' validateUserValue, as adding to a cart runs them: every required option
 * needs a value, a select value must be one of the option's, a text no longer than its maximum.
 * Choices of options the product does not have are ignored, as in Magento.
 */
export function checkCustomOptions(product: ProductData, choices: CustomOptionChoice[]): void {
  const given = chosenValues(choices);
  for (const option of optionsOf(product)) {
    const value = given.get(String(option.option_id));
    if (value === undefined || value === '') {
      if (option.is_require) throw new LocalizedException(REQUIRED_MISSING);
      continue;
    }
    if (isSelectType(option.type)) {
      const known = new Set((option.values ?? []).map((v) => String(v.option_type_id)));
      if (!selectedIds(value).every((id) => known.has(id))) throw new LocalizedException(NOT_AVAILABLE);
    } else if (option.max_characters && String(value).length > option.max_characters) {
      throw new LocalizedException(TOO_LONG);
    }
  }
}

/**
 * What the chosen options add to a unit's price (Product\Type\Price::_applyOptionsPrice): a chosen
 * select value's price, or a filled text or date option's own price; a percentage is of the unit's
 * final price before the options (`basePrice`).
 */
export function customOptionsPrice(product: ProductData, choices: CustomOptionChoice[], basePrice: number): number {
  const given = chosenValues(choices);
  let add = 0;
  const charge = (price: number | null | undefined, type: string | null | undefined) =>
    type === 'percent' ? (basePrice * Number(price ?? 0)) / 100 : Number(price ?? 0);
  for (const option of optionsOf(product)) {
    const value = given.get(String(option.option_id));
    if (value === undefined || value === '') continue;
    if (isSelectType(option.type)) {
      const ids = new Set(selectedIds(value));
      for (const v of option.values ?? []) if (ids.has(String(v.option_type_id))) add += charge(v.price, v.price_type);
    } else {
      add += charge(option.price, option.price_type);
    }
  }
  return add;
}

/** A line's options in a form two requests can be compared by (same product, same options: one line). */
export function customOptionsKey(choices: CustomOptionChoice[]): string {
  return JSON.stringify([...chosenValues(choices)].filter(([, v]) => v !== '').sort(([a], [b]) => a.localeCompare(b)));
}

function optionsOf(product: ProductData): CustomOptionData[] {
  return (product.options as CustomOptionData[] | null | undefined) ?? [];
}

function chosenValues(choices: CustomOptionChoice[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of choices) {
    const v = c.option_value;
    out.set(String(c.option_id), Array.isArray(v) ? v.map(String).join(',') : v === null || v === undefined ? '' : String(v));
  }
  return out;
}

/** Checkbox and multiple select values come as comma-separated value ids. */
function selectedIds(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
