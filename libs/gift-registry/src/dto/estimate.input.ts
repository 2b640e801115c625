import { Field } from '@mercato/platform';

/** POST /V1/giftregistry/mine/estimate-shipping-methods: the cart is the customer's (forced `%cart_id%`). */
export class RegistryEstimateInput {
  @Field('int', { required: true, description: 'The shopping cart ID.' }) cartId: number;
  @Field('int', { required: true, description: 'The estimate registry id' }) registryId: number;
}

/** POST /V1/guest-giftregistry/:cartId/estimate-shipping-methods: the guest cart's masked id. */
export class GuestRegistryEstimateInput {
  @Field('string', { required: true, description: 'The shopping cart ID.' }) cartId: string;
  @Field('int', { required: true, description: 'The estimate registry id' }) registryId: number;
}
