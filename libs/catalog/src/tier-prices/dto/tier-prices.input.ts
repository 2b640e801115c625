import { Field } from '@mercato/platform';

/** ProductTierPriceManagementInterface::getList($sku, $customerGroupId). */
export class GroupTierListInput {
  @Field('string', { required: true }) sku: string;
  /** A customer group id, or `all` for Magento's "all groups". */
  @Field('string', { required: true }) customerGroupId: string;
}

/** ProductTierPriceManagementInterface::remove($sku, $customerGroupId, $qty). */
export class GroupTierRemoveInput extends GroupTierListInput {
  @Field('float', { required: true }) qty: number;
}

/** ProductTierPriceManagementInterface::add($sku, $customerGroupId, $price, $qty). */
export class GroupTierAddInput extends GroupTierRemoveInput {
  @Field('float', { required: true }) price: number;
}
