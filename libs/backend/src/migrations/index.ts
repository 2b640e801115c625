import { AdminUiSessions1763800000400 } from './1763800000400-admin-ui-sessions';

/** This library's migrations, in order. */
export const backendMigrations: Function[] = [AdminUiSessions1763800000400];
