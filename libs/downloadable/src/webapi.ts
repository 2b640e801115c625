import { route, RouteDefinition } from '@mercato/platform';
import { LinkDeleteInput, LinkInput, LinkListInput, LinkSaveInput, LinkUpdateInput } from './dto/link.input';
import { SampleDeleteInput, SampleInput, SampleListInput, SampleSaveInput, SampleUpdateInput } from './dto/sample.input';
import { LinkRepository } from './services/link-repository';
import { SampleRepository } from './services/sample-repository';

const DOWNLOADABLE = ['Magento_Downloadable::downloadable'];
const LINKS = 'Magento\\Downloadable\\Api\\LinkRepositoryInterface';
const SAMPLES = 'Magento\\Downloadable\\Api\\SampleRepositoryInterface';

/** Downloadable's web API routes (Magento etc/webapi.xml). */
export const downloadableRoutes: RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/V1/products/:sku/downloadable-links',
    contract: `${LINKS}::getList`,
    acl: DOWNLOADABLE,
    input: LinkListInput,
    output: [LinkInput],
    service: LinkRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.sku),
  }),
  route({
    method: 'POST',
    path: '/V1/products/:sku/downloadable-links',
    contract: `${LINKS}::save`,
    acl: DOWNLOADABLE,
    input: LinkSaveInput,
    output: 'int',
    service: LinkRepository,
    handler: (s, ctx, i) => s.save(ctx, i.sku, i.link, i.isGlobalScopeContent ?? true),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/:sku/downloadable-links/:id',
    contract: `${LINKS}::save`,
    acl: DOWNLOADABLE,
    input: LinkUpdateInput,
    output: 'int',
    service: LinkRepository,
    handler: (s, ctx, i) => s.save(ctx, i.sku, i.link, i.isGlobalScopeContent ?? true, i.id),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/downloadable-links/:id',
    contract: `${LINKS}::delete`,
    acl: DOWNLOADABLE,
    input: LinkDeleteInput,
    output: 'bool',
    service: LinkRepository,
    handler: (s, ctx, i) => s.delete(ctx, i.id),
  }),
  route({
    method: 'GET',
    path: '/V1/products/:sku/downloadable-links/samples',
    contract: `${SAMPLES}::getList`,
    acl: DOWNLOADABLE,
    input: SampleListInput,
    output: [SampleInput],
    service: SampleRepository,
    handler: (s, ctx, i) => s.getList(ctx, i.sku),
  }),
  route({
    method: 'POST',
    path: '/V1/products/:sku/downloadable-links/samples',
    contract: `${SAMPLES}::save`,
    acl: DOWNLOADABLE,
    input: SampleSaveInput,
    output: 'int',
    service: SampleRepository,
    handler: (s, ctx, i) => s.save(ctx, i.sku, i.sample, i.isGlobalScopeContent ?? true),
  }),
  route({
    method: 'PUT',
    path: '/V1/products/:sku/downloadable-links/samples/:id',
    contract: `${SAMPLES}::save`,
    acl: DOWNLOADABLE,
    input: SampleUpdateInput,
    output: 'int',
    service: SampleRepository,
    handler: (s, ctx, i) => s.save(ctx, i.sku, i.sample, i.isGlobalScopeContent ?? true, i.id),
  }),
  route({
    method: 'DELETE',
    path: '/V1/products/downloadable-links/samples/:id',
    contract: `${SAMPLES}::delete`,
    acl: DOWNLOADABLE,
    input: SampleDeleteInput,
    output: 'bool',
    service: SampleRepository,
    handler: (s, ctx, i) => s.delete(ctx, i.id),
  }),
];
