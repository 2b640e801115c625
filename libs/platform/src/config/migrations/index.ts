import { CoreConfigData1763800000000 } from './1763800000000-core-config-data';
import { ConfigChangeNotifications1763800000480 } from './1763800000480-config-change-notifications';

export const platformMigrations = [CoreConfigData1763800000000, ConfigChangeNotifications1763800000480];
