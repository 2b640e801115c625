import { route } from '@mercato/platform';
import { AttributeCodeInput, FormCodeInput } from './dto/metadata.input';
import { AddressMetadata, CustomerMetadata } from './services/customer-metadata';
import { AttributeMetadataData } from './dto/metadata.output';

const CUSTOMER = ['Magento_Customer::customer'];
const API = 'Magento\\Customer\\Api\\';

/** Magento_Customer's attribute-metadata routes (etc/webapi.xml). */
export const metadataRouteDeclarations = [
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customer/attribute/:attributeCode',
    contract: `${API}CustomerMetadataInterface::getAttributeMetadata`,
    acl: CUSTOMER,
    input: AttributeCodeInput,
    output: AttributeMetadataData,
    service: CustomerMetadata,
    handler: (s, ctx, i) => s.getAttributeMetadata(ctx, i.attributeCode),
  }),
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customer/form/:formCode',
    contract: `${API}CustomerMetadataInterface::getAttributes`,
    acl: CUSTOMER,
    input: FormCodeInput,
    output: [AttributeMetadataData],
    service: CustomerMetadata,
    handler: (s, ctx, i) => s.getAttributes(ctx, i.formCode),
  }),
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customer',
    contract: `${API}CustomerMetadataInterface::getAllAttributesMetadata`,
    acl: CUSTOMER,
    output: [AttributeMetadataData],
    service: CustomerMetadata,
    handler: (s, ctx) => s.getAllAttributesMetadata(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customer/custom',
    contract: `${API}CustomerMetadataInterface::getCustomAttributesMetadata`,
    acl: CUSTOMER,
    output: [AttributeMetadataData],
    service: CustomerMetadata,
    handler: (s, ctx) => s.getCustomAttributesMetadata(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customerAddress/attribute/:attributeCode',
    contract: `${API}AddressMetadataInterface::getAttributeMetadata`,
    acl: CUSTOMER,
    input: AttributeCodeInput,
    output: AttributeMetadataData,
    service: AddressMetadata,
    handler: (s, ctx, i) => s.getAttributeMetadata(ctx, i.attributeCode),
  }),
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customerAddress/form/:formCode',
    contract: `${API}AddressMetadataInterface::getAttributes`,
    acl: CUSTOMER,
    input: FormCodeInput,
    output: [AttributeMetadataData],
    service: AddressMetadata,
    handler: (s, ctx, i) => s.getAttributes(ctx, i.formCode),
  }),
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customerAddress',
    contract: `${API}AddressMetadataInterface::getAllAttributesMetadata`,
    acl: CUSTOMER,
    output: [AttributeMetadataData],
    service: AddressMetadata,
    handler: (s, ctx) => s.getAllAttributesMetadata(ctx),
  }),
  route({
    method: 'GET',
    path: '/V1/attributeMetadata/customerAddress/custom',
    contract: `${API}AddressMetadataInterface::getCustomAttributesMetadata`,
    acl: CUSTOMER,
    output: [AttributeMetadataData],
    service: AddressMetadata,
    handler: (s, ctx) => s.getCustomAttributesMetadata(ctx),
  }),
];
