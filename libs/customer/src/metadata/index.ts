import { Provider } from '@nestjs/common';
import { RouteDefinition } from '@mercato/platform';
import { metadataRouteDeclarations } from './webapi';
import { AttributeMetadata } from './services/attribute-metadata';
import { AttributeOptions } from './services/attribute-options';
import { AddressMetadata, CustomerMetadata } from './services/customer-metadata';

export { AddressMetadata, CustomerMetadata } from './services/customer-metadata';
export { AttributeMetadataData } from './dto/metadata.output';

/** Route declarations of this area (see ../customer.module.ts). */
export const metadataRoutes: RouteDefinition[] = metadataRouteDeclarations;
/** Providers of this area. */
export const metadataProviders: Provider[] = [AttributeOptions, AttributeMetadata, CustomerMetadata, AddressMetadata];
/** Providers other libs may inject. */
export const metadataExports: Provider[] = [CustomerMetadata, AddressMetadata];
