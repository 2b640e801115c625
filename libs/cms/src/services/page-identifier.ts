/**
 * Rules of a page's URL key (identifier), from Magento's Cms page resource model, its URL rewrite
 * plugin and PageRepository.
 */

export const INVALID_IDENTIFIER =
  "The page URL key can't use capital letters or disallowed symbols. Remove the letters and symbols and try again.";
export const NUMERIC_IDENTIFIER = "The page URL key can't use only numbers. Add letters or words and try again.";
export const ROUTE_TAKEN = 'The value specified in the URL Key field would generate a URL that already exists.';
/** A URL key another page already has in one of the store views (Magento's URL rewrite storage). */
export const URL_KEY_TAKEN = 'URL key for specified store already exists.';

const VALID = /^[a-z0-9][a-z0-9_/-]+(\.[a-z0-9_-]+)?$/;
const NUMERIC = /^[0-9]+$/;

/** Why an identifier cannot be a URL key, or null when it can (checked in Magento's order). */
export function identifierProblem(identifier: string): string | null {
  if (!VALID.test(identifier)) return INVALID_IDENTIFIER;
  if (NUMERIC.test(identifier)) return NUMERIC_IDENTIFIER;
  return null;
}

const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
};

/**
 * The URL key Magento derives from a title when a new page has none (TranslitUrl): letters
 * transliterated, every run of other characters a single dash, lower case, no edge dashes.
 */
export function urlKeyFromTitle(title: string | null | undefined): string {
  const latin = (title ?? '')
    .replace(/[ßæÆøØœŒđĐłŁþÞ]/g, (c) => LETTERS[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return latin
    .replace(/[^0-9a-z]+/gi, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
}

/**
 * Front names of the storefront's routes (etc/frontend/routes.xml of Magento Open Source's
 * modules): a page URL key equal to one would be shadowed by the route, so PageRepository refuses it.
 */
export const STOREFRONT_ROUTES: ReadonlySet<string> = new Set([
  'braintree',
  'captcha',
  'catalog',
  'catalogsearch',
  'checkout',
  'cms',
  'contact',
  'customer',
  'directory',
  'downloadable',
  'instantpurchase',
  'loginascustomer',
  'multishipping',
  'newsletter',
  'page_cache',
  'paypal',
  'persistent',
  'productalert',
  'review',
  'robots',
  'rss',
  'sales',
  'search',
  'sendfriend',
  'stores',
  'swagger',
  'swatches',
  'translation',
  'vault',
  'wishlist',
]);

/** Configuration naming the pages whose URL key cannot change (Magento\Cms\Helper\Page), with defaults. */
export const RESERVED_PAGES: readonly { path: string; fallback: string; message: string }[] = [
  {
    path: 'web/default/cms_no_route',
    fallback: 'no-route',
    message: 'This identifier is reserved for "CMS No Route Page" in configuration.',
  },
  { path: 'web/default/cms_home_page', fallback: 'home', message: 'This identifier is reserved for "CMS Home Page" in configuration.' },
  {
    path: 'web/default/cms_no_cookies',
    fallback: 'enable-cookies',
    message: 'This identifier is reserved for "CMS No Cookies Page" in configuration.',
  },
];
