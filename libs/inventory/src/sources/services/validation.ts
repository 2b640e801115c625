import { ErrorEntry, InputException, phpText } from '@mercato/platform';

/**
 * The MSI validators' building blocks (Magento\Inventory\Model\Validators) and Magento's
 * ValidationException: 400 `Validation Failed` with every validator's errors.
 */
export const NOT_EMPTY = '"%field" can not be empty.';
export const NO_WHITESPACE = '"%field" can not contain whitespaces.';
export const VALIDATION_FAILED = 'Validation Failed';
export const INPUT_DATA_IS_EMPTY = 'Input data is empty';

export { phpText } from '@mercato/platform';

/** NotAnEmptyString: empty after trim. */
export function notAnEmptyString(field: string, value: unknown): ErrorEntry[] {
  return phpText(value).trim() === '' ? [{ message: NOT_EMPTY, parameters: { field } }] : [];
}

/** NoWhitespaceInString: any whitespace anywhere. */
export function noWhitespaceInString(field: string, value: unknown): ErrorEntry[] {
  return /\s/.test(phpText(value)) ? [{ message: NO_WHITESPACE, parameters: { field } }] : [];
}

/** NoSpecialCharsInString: a template-variable pattern (`${…}`, `$:{…}`) is a bare `Validation Failed`. */
export function noSpecialCharsInString(value: unknown): ErrorEntry[] {
  return /\$:*\{.*\}/.test(phpText(value)) ? [{ message: VALIDATION_FAILED, parameters: [] }] : [];
}

/** Throws Magento's ValidationException when any validator reported an error. */
export function assertValid(errors: ErrorEntry[]): void {
  if (errors.length) throw new InputException(VALIDATION_FAILED, undefined, errors);
}

/** The underlying SQLSTATE of a database fault. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e?.driverError?.code ?? e?.code;
}

export function hasKey<T extends object>(obj: T, key: keyof T): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}
