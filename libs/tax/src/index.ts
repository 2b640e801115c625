export { taxMigrations } from './migrations';
export { TaxModule } from './tax.module';
export { CartTax, TaxCalculator } from './calculation/tax-calculator';
export { TaxSettingsReader } from './calculation/tax-settings';
export type { CartDisplay, TaxSettings } from './calculation/tax-settings';
export type {
  AppliedTax,
  AppliedTaxRate,
  TaxAddress,
  TaxableItem,
  TaxCalculationRequest,
  TaxCalculationResult,
  TaxedItem,
} from './calculation/types';
