import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { groupRouteDeclarations } from './webapi';
import { DefaultGroups } from './services/default-groups';
import { GroupManagement } from './services/group-management';
import { GroupRepository } from './services/group-repository';

export { DefaultGroups, DEFAULT_GROUP_PATH } from './services/default-groups';
export { GroupManagement, NOT_LOGGED_IN_ID } from './services/group-management';
export { GroupRepository, PresentedGroup } from './services/group-repository';

/** Route declarations of this area (see ../customer.module.ts). */
export const groupsRoutes: RouteDefinition[] = groupRouteDeclarations;
/** Providers of this area. */
export const groupsProviders: Provider[] = [GroupRepository, GroupManagement, DefaultGroups];
/** Providers other libs may inject. */
export const groupsExports: Provider[] = [GroupRepository, GroupManagement, DefaultGroups];
