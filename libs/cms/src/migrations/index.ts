import { CmsPagesBlocks1763800000220 } from './1763800000220-cms-pages-blocks';

/** This library's migrations, in order. */
export const cmsMigrations: Function[] = [CmsPagesBlocks1763800000220];
