import { DataInterface, Field } from '@mercato/platform';

/** What the bulk-status routes answer (Magento_AsynchronousOperations' data interfaces). */

@DataInterface('Magento\\AsynchronousOperations\\Api\\Data\\OperationExtensionInterface')
export class OperationExtensionData {
  @Field('string') start_time?: string;
}

@DataInterface('Magento\\AsynchronousOperations\\Api\\Data\\OperationInterface')
export class OperationData {
  @Field('int') id?: number;
  @Field('string') bulk_uuid?: string;
  @Field('string') topic_name?: string;
  @Field('string') serialized_data?: string;
  @Field('string') result_serialized_data?: string;
  @Field('int') status?: number;
  @Field('string') result_message?: string;
  @Field('int') error_code?: number;
  @Field(() => OperationExtensionData) extension_attributes?: OperationExtensionData;
}

@DataInterface('Magento\\AsynchronousOperations\\Api\\Data\\BulkOperationsStatusInterface')
export class BulkStatusData {
  @Field(() => OperationData, { array: true }) operations_list?: OperationData[];
  @Field('int') user_type?: number;
  @Field('string') bulk_id?: string;
  @Field('string') description?: string;
  @Field('string') start_time?: string;
  @Field('int') user_id?: number;
  @Field('int') operation_count?: number;
}

/** The same summary with each operation's data and result (`…/detailed-status`). */
@DataInterface('Magento\\AsynchronousOperations\\Api\\Data\\DetailedBulkOperationsStatusInterface')
export class DetailedBulkStatusData extends BulkStatusData {}
