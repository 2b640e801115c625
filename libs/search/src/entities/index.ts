import { CatalogSearchFulltext } from './catalogsearch-fulltext.entity';

export { CatalogSearchFulltext };
/** TypeORM entities of this library (must match its migrations). */
export const searchEntities: Function[] = [CatalogSearchFulltext];
