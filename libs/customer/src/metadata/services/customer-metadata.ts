import { Injectable } from '@nestjs/common';
import { RequestContext } from '@mercato/platform';
import { AttributeMetadata, MetadataEntity } from './attribute-metadata';

/** Fields of Magento's CustomerInterface (its attributes are not "custom"). */
const CUSTOMER: MetadataEntity = {
  entityTypeId: 1,
  entityTypeCode: 'customer',
  dataFields: new Set([
    'id',
    'group_id',
    'default_billing',
    'default_shipping',
    'confirmation',
    'created_at',
    'updated_at',
    'created_in',
    'dob',
    'email',
    'firstname',
    'lastname',
    'middlename',
    'prefix',
    'suffix',
    'gender',
    'store_id',
    'taxvat',
    'website_id',
    'addresses',
    'disable_auto_group_change',
  ]),
};

/** Fields of Magento's AddressInterface. */
const ADDRESS: MetadataEntity = {
  entityTypeId: 2,
  entityTypeCode: 'customer_address',
  dataFields: new Set([
    'id',
    'customer_id',
    'region',
    'region_id',
    'country_id',
    'street',
    'company',
    'telephone',
    'fax',
    'postcode',
    'city',
    'firstname',
    'lastname',
    'middlename',
    'prefix',
    'suffix',
    'vat_id',
    'default_shipping',
    'default_billing',
  ]),
};

/** Magento's CustomerMetadataInterface. */
@Injectable()
export class CustomerMetadata {
  constructor(private readonly metadata: AttributeMetadata) {}

  getAttributeMetadata(ctx: RequestContext, attributeCode: string) {
    return this.metadata.attribute(ctx, CUSTOMER, attributeCode);
  }

  getAttributes(ctx: RequestContext, formCode: string) {
    return this.metadata.form(ctx, CUSTOMER, formCode);
  }

  getAllAttributesMetadata(ctx: RequestContext) {
    return this.metadata.all(ctx, CUSTOMER);
  }

  getCustomAttributesMetadata(ctx: RequestContext) {
    return this.metadata.custom(ctx, CUSTOMER);
  }
}

/** Magento's AddressMetadataInterface. */
@Injectable()
export class AddressMetadata {
  constructor(private readonly metadata: AttributeMetadata) {}

  getAttributeMetadata(ctx: RequestContext, attributeCode: string) {
    return this.metadata.attribute(ctx, ADDRESS, attributeCode);
  }

  getAttributes(ctx: RequestContext, formCode: string) {
    return this.metadata.form(ctx, ADDRESS, formCode);
  }

  getAllAttributesMetadata(ctx: RequestContext) {
    return this.metadata.all(ctx, ADDRESS);
  }

  getCustomAttributesMetadata(ctx: RequestContext) {
    return this.metadata.custom(ctx, ADDRESS);
  }
}
