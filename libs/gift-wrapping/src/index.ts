export * from './entities';
export { giftWrappingMigrations } from './migrations';
export { GiftWrappingModule } from './gift-wrapping.module';
