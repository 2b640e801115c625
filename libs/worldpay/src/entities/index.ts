/** TypeORM entities of this library (must match its migrations). */
export const worldpayEntities: Function[] = [];
