/** Characters a URI may not carry unescaped (RFC 3986), as Magento's URI validator refuses them. */
const ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]+$/i;

/** Magento\Framework\Url\Validator: an absolute URI (scheme and the rest), well formed. */
export function isValidUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !ABSOLUTE_URI.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
