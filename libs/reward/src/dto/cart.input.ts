import { Field } from '@mercato/platform';

/** POST /V1/reward/mine/use-reward: the customer's own cart (forced `%cart_id%`). */
export class RewardCartInput {
  @Field('int', { required: true, description: 'The shopping cart ID.' }) cartId: number;
}
