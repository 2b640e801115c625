export * from './entities';
export { quoteMigrations } from './migrations';
export { QuoteModule } from './quote.module';
