import { ProductLinks1763800000160 } from './1763800000160-product-links';

/** This area's migrations, in order (timestamps from its assigned range). */
export const linksMigrations: Function[] = [ProductLinks1763800000160];
