import { ProductCustomOptions1763800000150 } from './1763800000150-product-custom-options';

/** This area's migrations, in order (timestamps from its assigned range). */
export const optionsMigrations: Function[] = [ProductCustomOptions1763800000150];
