import { Injectable } from '@nestjs/common';
import { ScopedConfig } from '@mercato/store';

/** Magento's GroupManagement::XML_PATH_DEFAULT_ID; config.xml's default is General (1). */
export const DEFAULT_GROUP_PATH = 'customer/create_account/default_group';
const FALLBACK = '1';

/** The default customer group of each store view, from `customer/create_account/default_group`. */
@Injectable()
export class DefaultGroups {
  constructor(private readonly scoped: ScopedConfig) {}

  /** The group new accounts of a store view join. */
  async forStore(scope: { storeId: number; websiteId: number }): Promise<number> {
    return Number(await this.scoped.value(scope, DEFAULT_GROUP_PATH, FALLBACK));
  }

  /** store id → default group id, for every store view (the admin store included, as Magento's StoresConfig). */
  async perStore(): Promise<Map<number, number>> {
    const values = await this.scoped.valuePerStore(DEFAULT_GROUP_PATH, FALLBACK);
    return new Map([...values].map(([store, v]) => [store, Number(v)]));
  }

  /** Magento's Group::usesAsDefault: is the group some store view's default? */
  async isDefaultAnywhere(groupId: number): Promise<boolean> {
    return [...(await this.perStore()).values()].includes(groupId);
  }
}
