import { BundleOption } from './bundle-option.entity';
import { BundleOptionValue } from './bundle-option-value.entity';
import { BundleSelection } from './bundle-selection.entity';

export { BundleOption, BundleOptionValue, BundleSelection };

/** TypeORM entities of this library (must match its migrations). */
export const bundleEntities: Function[] = [BundleOption, BundleOptionValue, BundleSelection];
