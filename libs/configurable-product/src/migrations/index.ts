import { ConfigurableProducts1763800000170 } from './1763800000170-configurable-products';

/** This library's migrations, in order. */
export const configurableProductMigrations: Function[] = [ConfigurableProducts1763800000170];
