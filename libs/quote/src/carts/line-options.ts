import { checkCustomOptions, customOptionChoices, customOptionsKey, customOptionsPrice, ProductData } from '@mercato/catalog';
import { checkDownloadableLinks, chosenLinks, downloadableLinksPrice } from '@mercato/downloadable';

/**
 * What a cart line's chosen options do to it, the one place carts and totals ask: the checks
 * adding a product runs (custom options, downloadable links), what the options add to a unit's
 * final price, and the key that tells two choices of one product apart (one line per choice).
 */
export function checkLineOptions(product: ProductData, productOption: unknown): void {
  checkCustomOptions(product, customOptionChoices(productOption));
  checkDownloadableLinks(product, productOption);
}

/** Custom options' prices (a percentage is of `finalPrice`), then the chosen links' prices. */
export function lineOptionsPrice(product: ProductData, productOption: unknown, finalPrice: number): number {
  return customOptionsPrice(product, customOptionChoices(productOption), finalPrice) + downloadableLinksPrice(product, productOption);
}

export function lineOptionsKey(productOption: unknown): string {
  return customOptionsKey(customOptionChoices(productOption)) + '|' + JSON.stringify([...chosenLinks(productOption)].sort((a, b) => a - b));
}

/** Whether a line's price depends on its product's options (so re-pricing needs the product). */
export function hasPricedOptions(productOption: unknown): boolean {
  return customOptionChoices(productOption).length > 0 || chosenLinks(productOption).length > 0;
}
