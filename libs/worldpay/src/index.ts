export * from './entities';
export { worldpayMigrations } from './migrations';
export { WorldpayModule } from './worldpay.module';
