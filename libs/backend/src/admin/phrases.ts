import { renderPhrase, WebApiError } from '@mercato/platform';

export { renderPhrase };

/** Every message of a web API error: the aggregate's entries, or the one message. */
export function errorMessages(error: WebApiError): string[] {
  if (error.errors?.length) return error.errors.map((e) => renderPhrase(e.message, e.parameters));
  return [renderPhrase(error.message, error.parameters)];
}

/** The form field a web API error is about, when it names one (`%fieldName`). */
export function errorFields(error: WebApiError): string[] {
  const entries = error.errors?.length ? error.errors : [{ message: error.message, parameters: error.parameters }];
  return entries
    .map((e) => (e.parameters && !Array.isArray(e.parameters) ? e.parameters.fieldName : undefined))
    .filter((f): f is string => typeof f === 'string');
}
