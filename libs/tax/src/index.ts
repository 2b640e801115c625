export * from './entities';
export { taxMigrations } from './migrations';
export { TaxModule } from './tax.module';
export { TaxCalculator } from './calculation/tax-calculator';
export type {
  AppliedTax,
  AppliedTaxRate,
  TaxAddress,
  TaxableItem,
  TaxCalculationRequest,
  TaxCalculationResult,
  TaxedItem,
} from './calculation/types';
