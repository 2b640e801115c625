import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { AttributeGroupService } from './attribute-group-service';
import { AttributeManagementService } from './attribute-management-service';
import { AttributeSetService } from './attribute-set-service';
import { attributeSetRoutes } from './webapi';

export { AttributeGroupService, AttributeManagementService, AttributeSetService };

/** Route declarations of this area (see ../catalog.module.ts). */
export const attributeSetsRoutes: RouteDefinition[] = attributeSetRoutes;
/** Providers of this area. */
export const attributeSetsProviders: Provider[] = [AttributeSetService, AttributeGroupService, AttributeManagementService];
/** Providers other areas and libs may inject. */
export const attributeSetsExports: Provider[] = [AttributeSetService, AttributeGroupService, AttributeManagementService];
