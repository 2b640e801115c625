/**
 * The text forms Magento's storefront helpers produce: prices formatted in the store's locale and
 * the requested currency inside `<span class="price">` (PriceCurrency::format with its container),
 * post data as PHP's json_encode writes it, and URLs encoded for `uenc` parameters.
 */

/**
 * A currency code Intl knows (upper case, ISO 4217) gets its symbol ("$59.00"); any other code is
 * written in front of the number as given ("usd59.00"), as Magento's formatter does.
 */
export function formatPrice(amount: number, currencyCode: string, locale: string): string {
  return `<span class="price">${formatAmount(amount, currencyCode, locale)}</span>`;
}

function formatAmount(amount: number, currencyCode: string, locale: string): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (/^[A-Z]{3}$/.test(currencyCode)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode, ...digits }).format(amount);
    } catch {
      /* an unknown code or locale: written as given */
    }
  }
  let number: string;
  try {
    number = new Intl.NumberFormat(locale, digits).format(amount);
  } catch {
    number = new Intl.NumberFormat('en-US', digits).format(amount);
  }
  return `${currencyCode}${number}`;
}

/** PHP's json_encode defaults: slashes escaped, characters beyond ASCII as \uXXXX. */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** Magento's Url\Encoder: base64 with `+/=` written as `-_,`. */
export function encodeUrl(url: string): string {
  return Buffer.from(url, 'utf8')
    .toString('base64')
    .replace(/[+/=]/g, (c) => ({ '+': '-', '/': '_', '=': ',' })[c]!);
}
