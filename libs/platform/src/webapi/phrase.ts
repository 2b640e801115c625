/** PHP's `(string)` cast of a scalar, as a value appears in a rendered message: null is '', true '1', false ''. */
export function phpText(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  return String(value);
}

/**
 * A Magento phrase with its placeholders filled, as its Placeholder renderer does: `%1`, `%2` …
 * from a list of parameters, `%name` from named ones. A placeholder without a value stays as is.
 */
export function renderPhrase(message: string, parameters?: unknown): string {
  if (!parameters || typeof parameters !== 'object') return message;
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (whole, n: string) =>
      parameters[Number(n) - 1] === undefined ? whole : phpText(parameters[Number(n) - 1]),
    );
  }
  const named = parameters as Record<string, unknown>;
  return message.replace(/%([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
    Object.hasOwn(named, name) && named[name] !== undefined ? phpText(named[name]) : whole,
  );
}
