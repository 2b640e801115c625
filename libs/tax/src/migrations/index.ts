import { TaxClasses1763800000002 } from './1763800000002-tax-classes';

export const taxMigrations = [TaxClasses1763800000002];
