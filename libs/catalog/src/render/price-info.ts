import { ProductData } from '../services/product-reader';
import { formatPrice } from './formatting';
import { roundPriceScale } from '@mercato/platform';

export interface PriceInfo {
  final_price: number;
  max_price: number;
  max_regular_price: number | null;
  minimal_regular_price: number | null;
  special_price: number | null;
  minimal_price: number;
  regular_price: number;
  formatted_prices: Record<string, string | null>;
}

/** The final prices the render info shows, from the catalogue's final-price rule (FinalPrices). */
export interface RenderPrices {
  /** One unit for NOT LOGGED IN (a web API call has no customer session). */
  final: number;
  /** The lowest any quantity pays (tier prices for larger quantities counted). */
  minimal: number;
}

/**
 * Magento's Price collector for a product: the final price, the minimal price, the regular price
 * and the maximal price (the final one), each also formatted. The regular minimum/maximum and the
 * special price are filled by other collectors in Magento (bundle and configurable ones), so they
 * stay null here, as for Magento's simple products.
 */
export function priceInfo(product: ProductData, prices: RenderPrices, currencyCode: string, locale: string): PriceInfo {
  const regular = roundPriceScale(Number(product.price ?? 0));
  const final = roundPriceScale(prices.final);
  const minimal = roundPriceScale(Math.min(final, prices.minimal));

  const format = (n: number) => formatPrice(n, currencyCode, locale);
  return {
    final_price: final,
    max_price: final,
    max_regular_price: null,
    minimal_regular_price: null,
    special_price: null,
    minimal_price: minimal,
    regular_price: regular,
    formatted_prices: {
      final_price: format(final),
      max_price: format(final),
      minimal_price: format(minimal),
      max_regular_price: null,
      minimal_regular_price: null,
      special_price: null,
      regular_price: format(regular),
    },
  };
}

export function customAttributes(product: ProductData): Record<string, unknown> {
  const list = (product.custom_attributes as { attribute_code: string; value: unknown }[] | undefined) ?? [];
  return Object.fromEntries(list.map((a) => [a.attribute_code, a.value]));
}
