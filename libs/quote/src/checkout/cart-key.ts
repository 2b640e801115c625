import { CartLocator } from '../carts/cart-locator';

/**
 * How a checkout route names its cart: the numeric id (administrators; customers through the
 * forced `%cart_id%`) or the guest's masked id string.
 */
export type CartKey = number | string;

export function quoteIdOf(locator: CartLocator, key: CartKey): Promise<number> {
  return typeof key === 'string' ? locator.byMaskedId(key) : Promise.resolve(key);
}
