import { InputException } from '@mercato/platform';
import { ProductCustomOptionInput, ProductCustomOptionValueInput } from './dto/option.input';
import { groupOf, PRICE_TYPES } from './option-types';

/**
 * Magento's option validators (Catalog Model\Product\Option\Validator: DefaultValidator, Text,
 * File, Select, chosen by type through the validator pool). Each failing check adds one message;
 * Magento's AbstractModel::validateBeforeSave throws them joined by line breaks as one input
 * error, e.g. "Missed values for option required fields\nInvalid option type".
 *
 * `storeId` is the store the save writes to: in a store view a title may be left out (null), which
 * drops the store view's own title so the default one shows again.
 */
export function validateOption(option: ProductCustomOptionInput, storeId: number): void {
  const messages: string[] = [];
  if (!isValidTitle(option.title, storeId) || isEmptyPhp(option.type)) messages.push('Missed values for option required fields');
  if (!groupOf(option.type)) messages.push('Invalid option type');
  if (!isValidOptionValue(option, storeId)) messages.push('Invalid option value');
  if (messages.length) throw new InputException(messages.join('\n'));
}

/** The type's validator's validateOptionValue. */
function isValidOptionValue(option: ProductCustomOptionInput, storeId: number): boolean {
  switch (option.type) {
    case 'drop_down':
    case 'radio':
    case 'checkbox':
    case 'multiple':
      return areValidValues(option.values, storeId);
    case 'field':
    case 'area':
      return hasValidPrice(option) && !isNegative(option.max_characters);
    case 'file':
      return hasValidPrice(option) && !isNegative(option.image_size_x) && !isNegative(option.image_size_y);
    default:
      // Date types and unknown types: the default validator.
      return hasValidPrice(option);
  }
}

/** DefaultValidator: a known price type and a numeric price. */
function hasValidPrice(option: ProductCustomOptionInput): boolean {
  return PRICE_TYPES.includes(option.price_type as string) && isNumber(option.price);
}

/** Select: at least one value, each with a title and either no price or a valid one. */
function areValidValues(values: ProductCustomOptionValueInput[] | null | undefined, storeId: number): boolean {
  if (!Array.isArray(values) || values.length === 0) return false;
  return values.every((v) => isValidValuePrice(v, storeId) && isValidTitle(v.title, storeId));
}

function isValidValuePrice(value: ProductCustomOptionValueInput, storeId: number): boolean {
  const type = value.price_type ?? null;
  const price = value.price ?? null;
  // A store view may leave both out: the value keeps its default price.
  if (storeId > 0 && type === null && price === null) return true;
  // PHP `!$priceType && !$price`: neither given (or both empty) is a value without a price.
  if (isEmptyPhp(type) && !price) return true;
  return PRICE_TYPES.includes(type as string) && isNumber(price);
}

function isValidTitle(title: string | null | undefined, storeId: number): boolean {
  if (storeId > 0 && (title === null || title === undefined)) return true;
  return title !== null && title !== undefined && title !== '';
}

/** PHP's empty() for the strings a client sends. */
function isEmptyPhp(value: string | null | undefined): boolean {
  return value === null || value === undefined || value === '' || value === '0';
}

function isNumber(value: number | null | undefined): boolean {
  return typeof value === 'number' && Number.isFinite(value);
}

function isNegative(value: number | null | undefined): boolean {
  return typeof value === 'number' && value < 0;
}
