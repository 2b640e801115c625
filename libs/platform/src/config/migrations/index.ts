import { CoreConfigData1763800000000 } from './1763800000000-core-config-data';

export const platformMigrations = [CoreConfigData1763800000000];
