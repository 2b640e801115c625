import { Field, SearchCriteria } from '@mercato/platform';

/** GET /V1/products-render-info (ProductRenderListInterface::getList). */
export class ProductRenderListInput {
  @Field(() => SearchCriteria, { required: true }) searchCriteria: SearchCriteria;
  @Field('int', { required: true }) storeId: number;
  @Field('string', { required: true }) currencyCode: string;
}
