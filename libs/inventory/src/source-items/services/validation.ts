import { ErrorEntry, InputException, phpText, renderPhrase } from '@mercato/platform';
import { SourceItemInput } from '../dto/source-items.input';

/** Messages of MSI's validators (Magento\Inventory\Model\Validators, InventoryCatalog bulk validators). */
export const NOT_EMPTY = '"%field" can not be empty.';
export const NO_WHITESPACE = '"%field" can not contain whitespaces.';
export const NO_SPACES_AROUND = '"%field" can not contain leading or trailing spaces.';
export const NOT_NUMERIC = '"%field" should be numeric.';
export const UNKNOWN_STATUS = '"%field" should a known status.';
export const INPUT_DATA_IS_EMPTY = 'Input data is empty';
export const VALIDATION_FAILED = 'Validation Failed';
export const SOURCE_DOES_NOT_EXIST = 'Source %sourceCode does not exist';
export const ORIGIN_DOES_NOT_EXIST = 'Origin source %sourceCode does not exist';
export const DESTINATION_DOES_NOT_EXIST = 'Destination source %sourceCode does not exist';
export const SAME_SOURCE = 'Cannot transfer a source on itself';
export const TRANSFER_VALIDATION_ERROR = 'Validation Error: Select different sources for origin and destination.';
export const PARTIAL_TRANSFER_FAILED = 'Transfer validation failed';
export const NOT_AVAILABLE = 'Requested transfer amount for sku %sku is not available';

const SOURCE_ITEM_STATUSES = new Set([0, 1]);

/** PHP's trim() characters. */
const phpTrim = (s: string) => s.replace(/^[ \t\n\r\0\v]+|[ \t\n\r\0\v]+$/g, '');

const error = (message: string, parameters: Record<string, unknown> | unknown[]): ErrorEntry => ({ message, parameters });

/**
 * Magento\Inventory's source item validator chain, in di.xml order: sku (not empty, no leading or
 * trailing spaces), source code (not empty, no whitespace), quantity (numeric), status (numeric,
 * 0 or 1).
 */
export function sourceItemErrors(item: SourceItemInput): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  const sku = phpText(item.sku);
  if (phpTrim(sku) === '') errors.push(error(NOT_EMPTY, { field: 'sku' }));
  if (phpTrim(sku) !== sku) errors.push(error(NO_SPACES_AROUND, { field: 'sku' }));
  const source = phpText(item.source_code);
  if (phpTrim(source) === '') errors.push(error(NOT_EMPTY, { field: 'source_code' }));
  if (/\s/.test(source)) errors.push(error(NO_WHITESPACE, { field: 'source_code' }));
  if (typeof item.quantity !== 'number') errors.push(error(NOT_NUMERIC, { field: 'quantity' }));
  if (typeof item.status !== 'number') errors.push(error(NOT_NUMERIC, { field: 'status' }));
  // PHP's (int) of a missing status is 0, a known status.
  if (!SOURCE_ITEM_STATUSES.has(Math.trunc(item.status ?? 0))) errors.push(error(UNKNOWN_STATUS, { field: 'status' }));
  return errors;
}

/** A message with its %placeholders filled in, as Magento renders a phrase. */
export function renderMessage(entry: ErrorEntry): string {
  return renderPhrase(entry.message, entry.parameters);
}

/**
 * SourceItemsSaveHandler's ValidationException: the top-level message embeds the first error
 * (`Validation Failed: "sku" can not be empty.`), `errors` lists them all.
 */
export function sourceItemsValidationFailed(errors: ErrorEntry[]): InputException {
  return new InputException(`${VALIDATION_FAILED}: ${renderMessage(errors[0])}`, undefined, errors);
}

/** Magento's ValidationException with its own message and the errors list. */
export function validationException(message: string, errors: ErrorEntry[]): InputException {
  return new InputException(message, undefined, errors);
}

export { error as validationError };
