import { Rma1763800000250 } from './1763800000250-rma';

/** This library's migrations, in order. */
export const rmaMigrations: Function[] = [Rma1763800000250];
