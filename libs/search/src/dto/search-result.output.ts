import { CustomAttributeData, DataInterface, Field } from '@mercato/platform';
import { SearchRequestCriteria } from './search-criteria.input';

/** What GET /V1/search answers: Magento\Framework\Api\Search's result, documents and aggregations. */

@DataInterface('Magento\\Framework\\Api\\Search\\DocumentInterface')
export class SearchDocumentData {
  @Field('int') id?: number;
  /** The document's `score`. */
  @Field(() => CustomAttributeData, { array: true }) custom_attributes?: CustomAttributeData[];
}

@DataInterface('Magento\\Framework\\Api\\Search\\AggregationValueInterface')
export class AggregationValueData {
  @Field('string') value?: string;
  @Field('mixed', { array: true }) metrics?: unknown[];
}

@DataInterface('Magento\\Framework\\Api\\Search\\BucketInterface')
export class BucketData {
  @Field('string') name?: string;
  @Field(() => AggregationValueData, { array: true }) values?: AggregationValueData[];
}

@DataInterface('Magento\\Framework\\Api\\Search\\AggregationInterface')
export class AggregationData {
  @Field(() => BucketData, { array: true }) buckets?: BucketData[];
  @Field('string', { array: true }) bucket_names?: string[];
}

@DataInterface('Magento\\Framework\\Api\\Search\\SearchResultInterface')
export class SearchResultData {
  @Field(() => SearchDocumentData, { array: true }) items?: SearchDocumentData[];
  @Field(() => AggregationData) aggregations?: AggregationData;
  @Field(() => SearchRequestCriteria) search_criteria?: SearchRequestCriteria;
  @Field('int') total_count?: number;
}
