import { RouteDefinition } from '@mercato/platform';

/** Worldpay's web API routes (commerce edition: every declaration carries `edition: 'commerce'`). */
export const worldpayRoutes: RouteDefinition[] = [];
