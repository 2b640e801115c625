import { GiftRegistryEntity, GiftRegistryItem, GiftRegistryPerson, GiftRegistryType, GiftRegistryTypeInfo } from './gift-registry.entity';

export * from './gift-registry.entity';

/** TypeORM entities of this library (must match its migrations). */
export const giftRegistryEntities: Function[] = [GiftRegistryType, GiftRegistryTypeInfo, GiftRegistryEntity, GiftRegistryItem, GiftRegistryPerson];
