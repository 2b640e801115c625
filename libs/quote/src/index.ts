export * from './entities';
export { quoteMigrations } from './migrations';
export { QuoteModule } from './quote.module';
export { OrderSubmission, GuestPaymentInformationInput } from './checkout';
export type { PaymentAuthorizer } from './checkout';
