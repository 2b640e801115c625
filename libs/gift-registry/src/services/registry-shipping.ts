import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { CartKey, ShippingSelection } from '@mercato/quote';
import { ShippingRate } from '@mercato/shipping';
import { registryInactive, registryWithoutAddress, unknownRegistry } from './messages';
import { RegistryAddress } from './types';

const MAX_ID = 2_147_483_647;

/**
 * Magento\GiftRegistry\Api\ShippingMethodManagementInterface (and its GuestCart twin): the shipping
 * methods for a cart's items sent to a gift registry's address. As in Magento, `registryId` is
 * looked up with Entity::loadByEntityItem, i.e. it names one of the registry's items (the
 * storefront sends the gift registry item id its cart line came from); the rates are then those of
 * estimateByAddress at the registry's country, postcode and region.
 */
@Injectable()
export class GiftRegistryShipping {
  constructor(
    private readonly ds: Database,
    private readonly shipping: ShippingSelection,
  ) {}

  async estimateByRegistryId(cartKey: CartKey, registryId: number): Promise<ShippingRate[]> {
    const address = await this.addressOfItem(registryId);
    return this.shipping.estimateByAddress(cartKey, {
      country_id: address.country_id,
      postcode: address.postcode ?? null,
      region: address.region ?? null,
      region_id: address.region_id ?? null,
    });
  }

  /** The shipping address of the registry holding this item, when the registry can take gifts. */
  private async addressOfItem(itemId: number): Promise<RegistryAddress> {
    if (!Number.isSafeInteger(itemId) || itemId < 1 || itemId > MAX_ID) throw unknownRegistry();
    const [registry]: { is_active: boolean; shipping_address: RegistryAddress | null }[] = await this.ds.query(
      `SELECT e.is_active, e.shipping_address FROM magento_giftregistry_entity e
       JOIN magento_giftregistry_item i ON i.entity_id = e.entity_id WHERE i.item_id = $1`,
      [itemId],
    );
    if (!registry) throw unknownRegistry();
    // Magento estimates for any registry; an inactive one or one without an address is refused here.
    if (!registry.is_active) throw registryInactive();
    if (!registry.shipping_address?.country_id) throw registryWithoutAddress();
    return registry.shipping_address;
  }
}
