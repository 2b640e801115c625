import { Injectable } from '@nestjs/common';
import { NoSuchEntityException, RequestContext, ScopeConfig } from '@mercato/platform';
import { StoreDirectory } from '@mercato/store';
import { DEFAULT_GROUP_PATH, DefaultGroups } from './default-groups';
import { GroupRepository, PresentedGroup } from './group-repository';

/** Magento's GroupManagement::NOT_LOGGED_IN_ID. */
export const NOT_LOGGED_IN_ID = 0;

/**
 * Magento's GroupManagement and CustomerGroupConfig: the default group of a store view (the group
 * new accounts join), which groups are read-only, and setting the default.
 */
@Injectable()
export class GroupManagement {
  constructor(
    private readonly groups: GroupRepository,
    private readonly stores: StoreDirectory,
    private readonly defaults: DefaultGroups,
    private readonly config: ScopeConfig,
  ) {}

  /** Without a store id, the store of the URL (Magento names it by its code in errors then). */
  async getDefaultGroup(ctx: RequestContext, storeId?: number | null): Promise<PresentedGroup> {
    let scope = ctx.store;
    let named: number | string = ctx.store.code;
    if (storeId !== undefined && storeId !== null) {
      const store = await this.stores.store(storeId);
      if (!store) throw NoSuchEntityException.singleField('storeId', storeId);
      scope = { ...scope, storeId: store.store_id, websiteId: store.website_id };
      named = storeId;
    }
    const groupId = await this.defaults.forStore(scope);
    const group = await this.groups.find(groupId);
    if (!group) {
      throw new NoSuchEntityException('No such entity with %fieldName = %fieldValue, %field2Name = %field2Value', {
        fieldName: 'groupId',
        fieldValue: groupId,
        field2Name: 'storeId',
        field2Value: named,
      });
    }
    return group;
  }

  /** NOT LOGGED IN and every store's default group cannot be deleted. */
  async isReadonly(_ctx: RequestContext, groupId: number): Promise<boolean> {
    if (!(await this.groups.find(groupId))) throw NoSuchEntityException.singleField('groupId', groupId);
    return groupId === NOT_LOGGED_IN_ID || (await this.defaults.isDefaultAnywhere(groupId));
  }

  /** CustomerGroupConfig::setDefaultCustomerGroup: saved at default scope; answers the id. */
  async setDefaultCustomerGroup(ctx: RequestContext, id: number): Promise<number> {
    await this.groups.getById(ctx, id);
    await this.config.set(DEFAULT_GROUP_PATH, String(id));
    return id;
  }
}
