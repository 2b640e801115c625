import { DataInterface, Field, SearchCriteria } from '@mercato/platform';

/** Magento\Framework\Api\Search\SearchCriteriaInterface: a searchCriteria that names its search request. */
@DataInterface('Magento\\Framework\\Api\\Search\\SearchCriteriaInterface')
export class SearchRequestCriteria extends SearchCriteria {
  @Field('string') request_name?: string;
}

/** GET /V1/search (SearchInterface::search). */
export class SearchInput {
  @Field(() => SearchRequestCriteria, { required: true }) searchCriteria: SearchRequestCriteria;
}
