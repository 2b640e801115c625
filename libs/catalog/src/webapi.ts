import { route, SearchCriteriaInput, searchResults } from '@mercato/platform';
import { ProductGetInput, ProductInput, ProductSaveInput, ProductSkuInput, ProductUpdateInput } from './dto/product.input';
import { ProductRepository } from './services/product-repository';
import { ProductTypeData } from './dto/types.output';

const PRODUCT_REPOSITORY = 'Magento\\Catalog\\Api\\ProductRepositoryInterface';
const PRODUCTS = ['Magento_Catalog::products'];

/** Magento_Catalog's web API routes (etc/webapi.xml): products. */
export const catalogRoutes = [
  route({
    method: 'GET',
    path: '/V1/products/types',
    contract: 'Magento\\Catalog\\Api\\ProductTypeListInterface::getProductTypes',
    acl: PRODUCTS,
    output: [ProductTypeData],
    service: ProductRepository,
    handler: (s) => s.getProductTypes(),
  }),
  route({
    method: 'POST',
    path: '/V1/products',
    contract: `${PRODUCT_REPOSITORY}::save`,
    acl: PRODUCTS,
    input: ProductSaveInput,
    output: ProductInput,
    service: ProductRepository,
    handler: (s, ctx, i) => s.save(ctx, i.product),
    batch: (s, ctx, inputs) =>
      s.saveMany(
        ctx,
        inputs.map((i) => i.product),
      ),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/:sku',
    contract: `${PRODUCT_REPOSITORY}::save`,
    acl: PRODUCTS,
    input: ProductUpdateInput,
    output: ProductInput,
    service: ProductRepository,
    handler: (s, ctx, i) => s.save(ctx, { ...i.product, sku: i.sku }),
    batch: (s, ctx, inputs) =>
      s.saveMany(
        ctx,
        inputs.map((i) => ({ ...i.product, sku: i.sku })),
      ),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/:sku',
    contract: `${PRODUCT_REPOSITORY}::deleteById`,
    acl: PRODUCTS,
    input: ProductSkuInput,
    output: 'bool',
    service: ProductRepository,
    handler: (s, ctx, i) => s.deleteById(ctx, i.sku),
    batch: (s, ctx, inputs) =>
      s.deleteMany(
        ctx,
        inputs.map((i) => i.sku),
      ),
  }),
  route({
    method: 'GET',
    path: '/V1/products',
    contract: `${PRODUCT_REPOSITORY}::getList`,
    acl: PRODUCTS,
    input: SearchCriteriaInput,
    output: searchResults(ProductInput),
    service: ProductRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.searchCriteria),
  }),
  route({
    method: 'GET',
    path: '/V1/products/:sku',
    contract: `${PRODUCT_REPOSITORY}::get`,
    acl: PRODUCTS,
    input: ProductGetInput,
    output: ProductInput,
    service: ProductRepository,
    handler: (s, ctx, i) => s.get(ctx, i.sku, i.storeId),
  }),
];
