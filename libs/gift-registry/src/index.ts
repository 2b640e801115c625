export { giftRegistryMigrations } from './migrations';
export { GiftRegistryModule } from './gift-registry.module';
export { GiftRegistries } from './services/gift-registries';
export type {
  GiftRegistryView,
  GiftRegistryItemView,
  NewGiftRegistry,
  RegistryItemInput,
  RegistrantInput,
  RegistryAddressInput,
} from './services/types';
