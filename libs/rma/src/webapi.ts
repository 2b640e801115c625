import { RouteDefinition } from '@mercato/platform';

/** Rma's web API routes (commerce edition: every declaration carries `edition: 'commerce'`). */
export const rmaRoutes: RouteDefinition[] = [];
