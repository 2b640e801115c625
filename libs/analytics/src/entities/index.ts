import { Flag } from './flag.entity';

export { Flag };
/** TypeORM entities of this library (must match its migrations). */
export const analyticsEntities: Function[] = [Flag];
