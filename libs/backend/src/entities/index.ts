import { AdminUiSession } from './admin-ui-session.entity';

export { AdminUiSession };

/** TypeORM entities of this library (must match its migrations). */
export const backendEntities: Function[] = [AdminUiSession];
