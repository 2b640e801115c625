import { TaxClass } from './tax-class.entity';

export { TaxClass };
export const taxEntities = [TaxClass];
