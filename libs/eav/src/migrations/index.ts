import { EavAttributes1763800000004 } from './1763800000004-eav-attributes';

export const eavMigrations = [EavAttributes1763800000004];
