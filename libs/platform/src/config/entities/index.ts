import { CoreConfigData } from './core-config-data.entity';

export { CoreConfigData };
export const platformEntities = [CoreConfigData];
