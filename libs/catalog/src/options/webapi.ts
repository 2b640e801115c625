import { route, RouteDefinition } from '@mercato/platform';
import { OptionIdentifierInput, OptionListInput, OptionSaveInput, OptionUpdateInput, ProductCustomOptionInput } from './dto/option.input';
import { OptionRepository } from './option-repository';
import { OptionTypeList } from './option-type-list';
import { ProductCustomOptionTypeData } from '../dto/types.output';

const CATALOG = ['Magento_Catalog::catalog'];
const REPOSITORY = 'Magento\\Catalog\\Api\\ProductCustomOptionRepositoryInterface';

/** Magento_Catalog's custom option routes (etc/webapi.xml). */
export const optionRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/products/options/types',
    contract: 'Magento\\Catalog\\Api\\ProductCustomOptionTypeListInterface::getItems',
    acl: CATALOG,
    output: [ProductCustomOptionTypeData],
    service: OptionTypeList,
    handler: (s) => s.getItems(),
  }),
  route({
    method: 'GET',
    path: '/V1/products/:sku/options',
    contract: `${REPOSITORY}::getList`,
    acl: CATALOG,
    input: OptionListInput,
    output: [ProductCustomOptionInput],
    service: OptionRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.sku),
  }),
  route({
    method: 'GET',
    path: '/V1/products/:sku/options/:optionId',
    contract: `${REPOSITORY}::get`,
    acl: CATALOG,
    input: OptionIdentifierInput,
    output: ProductCustomOptionInput,
    service: OptionRepository,
    handler: (s, ctx, i) => s.get(ctx, i.sku, i.optionId),
  }),
  route({
    method: 'POST',
    path: '/V1/products/options',
    contract: `${REPOSITORY}::save`,
    acl: CATALOG,
    input: OptionSaveInput,
    output: ProductCustomOptionInput,
    service: OptionRepository,
    handler: (s, ctx, i) => s.save(ctx, i.option),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/options/:optionId',
    contract: `${REPOSITORY}::save`,
    acl: CATALOG,
    input: OptionUpdateInput,
    output: ProductCustomOptionInput,
    service: OptionRepository,
    handler: (s, ctx, i) => s.save(ctx, i.option, i.optionId),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/:sku/options/:optionId',
    contract: `${REPOSITORY}::deleteByIdentifier`,
    acl: CATALOG,
    input: OptionIdentifierInput,
    output: 'bool',
    service: OptionRepository,
    handler: (s, ctx, i) => s.deleteByIdentifier(ctx, i.sku, i.optionId),
  }),
];
