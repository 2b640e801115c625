import { CmsBlock, CmsBlockStore } from './block.entity';
import { CmsPage, CmsPageStore } from './page.entity';

export { CmsBlock, CmsBlockStore, CmsPage, CmsPageStore };
/** TypeORM entities of this library (must match its migrations). */
export const cmsEntities: Function[] = [CmsPage, CmsPageStore, CmsBlock, CmsBlockStore];
