export { giftWrappingMigrations } from './migrations';
export { GiftWrappingModule } from './gift-wrapping.module';
