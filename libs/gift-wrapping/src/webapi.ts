import { RouteDefinition } from '@mercato/platform';

/** GiftWrapping's web API routes (commerce edition: every declaration carries `edition: 'commerce'`). */
export const giftWrappingRoutes: RouteDefinition[] = [];
