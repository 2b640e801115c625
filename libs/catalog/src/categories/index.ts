import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { CategoryLinks } from './category-links';
import { CategoryManagement } from './category-management';
import { CategoryRepository } from './category-repository';
import { CategoryStore } from './category-store';
import { categoryRoutes } from './webapi';

/** Route declarations of this area (see ../catalog.module.ts). */
export const categoriesRoutes: RouteDefinition[] = categoryRoutes;
/** Providers of this area. */
export const categoriesProviders: Provider[] = [CategoryStore, CategoryRepository, CategoryManagement, CategoryLinks];
/** Providers other areas and libs may inject. */
export const categoriesExports: Provider[] = [CategoryStore, CategoryRepository];
