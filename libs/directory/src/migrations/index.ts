import { Directory1763800000040 } from './1763800000040-directory';

export const directoryMigrations = [Directory1763800000040];
