import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { SourceRepository } from './services/source-repository';
import { StockRepository } from './services/stock-repository';
import { StockResolver } from './services/stock-resolver';
import { StockSourceLinks } from './services/stock-source-links';
import { sourcesRoutes as routes } from './webapi';
import { SalesChannelStocks } from './services/sales-channel-stocks';

export { SourceRepository } from './services/source-repository';
export type { SourceOutput } from './services/source-repository';
export { StockRepository } from './services/stock-repository';
export type { StockOutput, SalesChannel } from './services/stock-repository';
export { StockResolver } from './services/stock-resolver';
export { StockSourceLinks } from './services/stock-source-links';
export { DEFAULT_SOURCE_CODE, DEFAULT_STOCK_ID, WEBSITE_CHANNEL } from './services/defaults';

/** Route declarations of this area (see ../inventory.module.ts). */
export const sourcesRoutes: RouteDefinition[] = routes;
/** Providers of this area. */
export const sourcesProviders: Provider[] = [SourceRepository, StockRepository, StockSourceLinks, StockResolver, SalesChannelStocks];
/** Providers other libs may inject. */
export const sourcesExports: Provider[] = [SourceRepository, StockRepository, StockSourceLinks, StockResolver];
