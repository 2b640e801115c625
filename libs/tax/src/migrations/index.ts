import { TaxClasses1763800000002 } from './1763800000002-tax-classes';
import { TaxRates1763800000050 } from './1763800000050-tax-rates';
import { TaxRules1763800000051 } from './1763800000051-tax-rules';
import { TaxRateNotifications1763800000492 } from './1763800000492-tax-rate-notifications';

export const taxMigrations = [TaxClasses1763800000002, TaxRates1763800000050, TaxRules1763800000051, TaxRateNotifications1763800000492];
