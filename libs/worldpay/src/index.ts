export { worldpayMigrations } from './migrations';
export { WorldpayModule } from './worldpay.module';
