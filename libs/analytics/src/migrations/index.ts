import { Flag1763800000230 } from './1763800000230-flag';

/** This library's migrations, in order. */
export const analyticsMigrations: Function[] = [Flag1763800000230];
