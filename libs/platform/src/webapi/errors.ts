/**
 * Magento's web API exceptions and their HTTP mapping (framework Webapi\ErrorProcessor).
 *
 * `message` is the raw phrase with its %placeholders; `parameters` carries the values (an object
 * for named placeholders, a list for positional ones). Pre-rendered messages (Magento's
 * Webapi\Exception) carry no parameters.
 */
export type ErrorParameters = Record<string, unknown> | unknown[];

export interface ErrorEntry {
  message: string;
  parameters: ErrorParameters;
}

export class WebApiError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly parameters?: ErrorParameters,
    readonly errors?: ErrorEntry[],
    readonly code = 0,
    /** Extra response headers, e.g. Magento's `errorRedirectAction` quirk. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** Keeps the underlying fault (never sent to clients), e.g. for telling transient ones apart. */
  withCause(cause: unknown): this {
    Object.defineProperty(this, 'cause', { value: cause, enumerable: false, configurable: true });
    return this;
  }

  body(): Record<string, unknown> {
    const body: Record<string, unknown> = { message: this.message };
    if (this.errors && this.errors.length) body.errors = this.errors;
    if (this.code) body.code = this.code;
    if (this.parameters !== undefined && !isEmpty(this.parameters)) body.parameters = this.parameters;
    return body;
  }
}

function isEmpty(p: ErrorParameters): boolean {
  return Array.isArray(p) ? p.length === 0 : Object.keys(p).length === 0;
}

/** 400: bad input (Magento InputException and every LocalizedException without its own mapping). */
export class InputException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters, errors?: ErrorEntry[]) {
    super(400, message, parameters, errors);
  }

  static requiredField(fieldName: string): InputException {
    return new InputException(REQUIRED_FIELD, { fieldName });
  }

  static invalidFieldValue(fieldName: string, value: unknown): InputException {
    return new InputException(INVALID_FIELD_VALUE, { fieldName, value });
  }

  /** One error stays top-level; two or more become Magento's aggregate form. */
  static fromEntries(entries: ErrorEntry[]): InputException {
    if (entries.length === 1) return new InputException(entries[0].message, entries[0].parameters);
    return new InputException(AGGREGATE_MESSAGE, undefined, entries);
  }
}

export class LocalizedException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters) {
    super(400, message, parameters);
  }
}

export class CouldNotSaveException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters) {
    // Magento's REST controller adds this header for every CouldNotSaveException.
    super(400, message, parameters, undefined, 0, { errorRedirectAction: '#shipping' });
  }
}

export class CouldNotDeleteException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters) {
    super(400, message, parameters);
  }
}

export class NoSuchEntityException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters) {
    super(404, message, parameters);
  }

  static singleField(fieldName: string, fieldValue: unknown): NoSuchEntityException {
    return new NoSuchEntityException('No such entity with %fieldName = %fieldValue', { fieldName, fieldValue });
  }
}

export class AuthorizationException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters) {
    super(401, message, parameters);
  }

  static forResources(resources: string[]): AuthorizationException {
    return new AuthorizationException("The consumer isn't authorized to access %resources.", {
      resources: resources.join(', '),
    });
  }
}

export class AuthenticationException extends WebApiError {
  constructor(message: string, parameters?: ErrorParameters) {
    super(401, message, parameters);
  }
}

/** Magento's Webapi\Exception: the message is already rendered and has no parameters. */
export class RenderedWebApiException extends WebApiError {
  constructor(httpStatus: number, message: string) {
    super(httpStatus, message);
  }
}

export const REQUIRED_FIELD = '"%fieldName" is required. Enter and try again.';
export const INVALID_FIELD_VALUE = 'Invalid value of "%value" provided for the %fieldName field.';
export const AGGREGATE_MESSAGE = 'One or more input exceptions have occurred.';
export const REQUEST_CANNOT_BE_PROCESSED = 'Specified request cannot be processed.';
export const NO_ROUTE = 'Request does not match any route.';
