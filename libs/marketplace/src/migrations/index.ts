import { Marketplace1763800000016 } from './1763800000016-marketplace';

export const marketplaceMigrations = [Marketplace1763800000016];
