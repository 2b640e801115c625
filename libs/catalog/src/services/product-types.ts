/** The product types this store supports, with Magento's labels (GET /V1/products/types). */
export const PRODUCT_TYPES: Readonly<Record<string, string>> = {
  simple: 'Simple Product',
  virtual: 'Virtual Product',
  downloadable: 'Downloadable Product',
  bundle: 'Bundle Product',
  configurable: 'Configurable Product',
  grouped: 'Grouped Product',
};

/** Bundle `price_type` attribute values. */
export enum BundlePriceType {
  Dynamic = 0,
  Fixed = 1,
}

export function isProductType(type: string): boolean {
  return Object.prototype.hasOwnProperty.call(PRODUCT_TYPES, type);
}
