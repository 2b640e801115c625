import { route, RouteDefinition } from '@mercato/platform';
import { SearchInput } from './dto/search-criteria.input';
import { SearchResultData } from './dto/search-result.output';
import { SearchService } from './services/search-service';

/** Search's web API routes (Magento etc/webapi.xml). */
export const searchRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/search',
    contract: 'Magento\\Search\\Api\\SearchInterface::search',
    acl: ['anonymous'],
    input: SearchInput,
    output: SearchResultData,
    service: SearchService,
    handler: (s, ctx, i) => s.search(ctx, i.searchCriteria),
  }),
];
