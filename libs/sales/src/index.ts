export * from './entities';
export { salesMigrations } from './migrations';
export { SalesModule } from './sales.module';
export { salesRoutes } from './webapi';
export { OrderPlacement } from './orders/order-placement';
export { OrderReader } from './orders/order-reader';
export { OrderRepository } from './orders/order-repository';
export type { OrderAddressInput, PlaceOrderItem, PlaceOrderRequest } from './orders/place-order-request';
export { OrderDocuments, OrderStateMachine } from './management';
