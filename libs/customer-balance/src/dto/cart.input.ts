import { Field } from '@mercato/platform';

/** POST /V1/carts/mine/balance/apply: the customer's own cart (forced `%cart_id%`). */
export class BalanceCartInput {
  @Field('int', { required: true, description: 'The shopping cart ID.' }) cartId: number;
}
