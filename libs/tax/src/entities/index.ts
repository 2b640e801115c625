import { TaxClass } from './tax-class.entity';
import { TaxRate, TaxRateTitle } from './tax-rate.entity';
import { TaxCalculationLink, TaxRule } from './tax-rule.entity';

export { TaxClass, TaxRate, TaxRateTitle, TaxRule, TaxCalculationLink };
export const taxEntities = [TaxClass, TaxRate, TaxRateTitle, TaxRule, TaxCalculationLink];
