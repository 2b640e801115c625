import { Store } from './store.entity';
import { StoreGroup } from './store-group.entity';
import { Website } from './website.entity';

export { Store, StoreGroup, Website };
export const storeEntities = [Website, StoreGroup, Store];
