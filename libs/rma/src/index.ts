export { rmaMigrations } from './migrations';
export { RmaModule } from './rma.module';
