import { Injectable } from '@nestjs/common';
import { Database } from '@mercato/platform';
import { entityTypeId } from '../../attribute-sets/entity-types';
import { CatalogAttributeRepository } from './catalog-attribute-repository';

/**
 * Category attributes (CategoryAttributeRepositoryInterface get/getList) and their options
 * (CategoryAttributeOptionManagementInterface::getItems): read only, as Magento's web API has it.
 */
@Injectable()
export class CategoryAttributeRepository extends CatalogAttributeRepository {
  constructor(ds: Database) {
    super(ds, entityTypeId('catalog_category'));
  }
}
