import { Injectable } from '@nestjs/common';
import { NoSuchEntityException } from '@mercato/platform';
import { CartLocator } from './cart-locator';
import { CartReader, CartSnapshot } from './cart-reader';

/**
 * How every cart route reaches its cart: guests by masked id, then Magento's getActive (an ordered
 * or abandoned cart answers `No such entity with cartId = <id>`).
 */
@Injectable()
export class CartAccess {
  constructor(
    readonly locator: CartLocator,
    readonly reader: CartReader,
  ) {}

  /** The quote id behind a guest's masked id. */
  guest(maskedId: string): Promise<number> {
    return this.locator.byMaskedId(maskedId);
  }

  async active(cartId: number): Promise<CartSnapshot> {
    const cart = await this.reader.load(cartId);
    if (!cart.quote.is_active) throw NoSuchEntityException.singleField('cartId', cartId);
    return cart;
  }
}
