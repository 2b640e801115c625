import { route, searchResults } from '@mercato/platform';
import { ProductRenderListInput } from './dto/render.input';
import { ProductRenderData } from './dto/render.output';
import { ProductRenderList } from './product-render-list';

export const renderRoutes = [
  route({
    method: 'GET',
    path: '/V1/products-render-info',
    contract: 'Magento\\Catalog\\Api\\ProductRenderListInterface::getList',
    acl: ['anonymous'],
    input: ProductRenderListInput,
    output: searchResults(ProductRenderData),
    service: ProductRenderList,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria, i.storeId, i.currencyCode),
  }),
];
