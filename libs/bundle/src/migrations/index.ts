import { BundleOptions1763800000180 } from './1763800000180-bundle-options';

/** This library's migrations, in order. */
export const bundleMigrations: Function[] = [BundleOptions1763800000180];
