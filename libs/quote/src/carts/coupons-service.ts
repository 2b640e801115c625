import { Injectable } from '@nestjs/common';
import { CouldNotDeleteException, Database, NoSuchEntityException } from '@mercato/platform';
import { DiscountCalculator, INVALID_COUPON } from '@mercato/sales-rule';
import { CartAccess } from './cart-access';
import { CartSnapshot } from './cart-reader';
import { CartScopes } from './cart-scope';
import { CartWriter } from './cart-writer';

const NO_PRODUCTS = 'The "%1" Cart doesn\'t contain products.';

/**
 * Magento's CouponManagementInterface (and the guest twin). A coupon is kept only when the sales
 * rules accept it for the cart as it is; the discount itself is checkout's totals collection.
 */
@Injectable()
export class CouponsService {
  constructor(
    private readonly ds: Database,
    readonly access: CartAccess,
    private readonly writer: CartWriter,
    private readonly scopes: CartScopes,
    private readonly discounts: DiscountCalculator,
  ) {}

  async get(cartId: number): Promise<string | null> {
    return (await this.access.active(cartId)).quote.coupon_code || null;
  }

  async set(cartId: number, couponCode: string): Promise<boolean> {
    return this.ds.transaction(async () => {
      const cart = await this.access.active(cartId);
      if (!cart.quote.items_count) throw new NoSuchEntityException(NO_PRODUCTS, [String(cartId)]);
      const result = await this.check(cart, couponCode);
      if (!result.coupon?.accepted) throw new NoSuchEntityException(INVALID_COUPON);
      await this.ds.query(`UPDATE quote SET coupon_code = $2 WHERE entity_id = $1`, [cartId, result.coupon.code]);
      await this.writer.touch(cartId);
      return true;
    });
  }

  async remove(cartId: number): Promise<boolean> {
    return this.ds.transaction(async () => {
      const cart = await this.access.active(cartId);
      if (!cart.quote.items_count) throw new NoSuchEntityException(NO_PRODUCTS, [String(cartId)]);
      const [[row]] = await this.ds.query(`UPDATE quote SET coupon_code = NULL WHERE entity_id = $1 RETURNING coupon_code`, [cartId]);
      if (!row || row.coupon_code)
        throw new CouldNotDeleteException("The coupon code couldn't be deleted. Verify the coupon code and try again.");
      await this.writer.touch(cartId);
      return true;
    });
  }

  /** The rules' verdict on the coupon for this cart's lines, customer group and shipping address. */
  private async check(cart: CartSnapshot, couponCode: string) {
    const scope = await this.scopes.of(cart.quote.store_id);
    const lines = cart.items.filter((i) => i.parent_item_id === null);
    const shipping = cart.shippingAddress;
    return this.discounts.calculate({
      websiteId: scope.websiteId,
      storeId: scope.storeId,
      customerGroupId: cart.quote.customer_group_id,
      customerId: cart.quote.customer_id,
      couponCode,
      items: lines.map((i) => ({ id: i.item_id, sku: i.sku, qty: i.qty, price: i.price, row_total: i.row_total, weight: i.weight ?? 0 })),
      subtotal: lines.reduce((s, i) => s + i.row_total, 0),
      date: new Date().toISOString().slice(0, 10),
      address: shipping
        ? {
            country_id: shipping.country_id,
            region_id: shipping.region_id,
            postcode: shipping.postcode,
            shipping_method: shipping.shipping_method,
          }
        : undefined,
    });
  }
}
